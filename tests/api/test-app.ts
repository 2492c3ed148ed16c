import { expect } from 'vitest';
import { createApp } from '../../src/server/app';
import {
	createTurnstileVerifier,
	type TurnstileVerifier,
} from '../../src/server/adapters/turnstile';
import { openDatabase } from '../../src/server/db/open';

let seeded: Buffer | undefined;

// Seeding hashes every demo password (about half a second), so each test file seeds one
// database and every test opens its own in-memory copy of it.
function copySeededDatabase() {
	seeded ??= openDatabase(':memory:').serialize();
	return openDatabase(seeded);
}

/** A fresh API on its own in-memory database; Turnstile runs in demo mode unless replaced. */
export function createTestApp(options: { turnstile?: TurnstileVerifier } = {}) {
	const db = copySeededDatabase();
	const turnstile = options.turnstile ?? createTurnstileVerifier();
	return { db, app: createApp({ db, adapters: { turnstile } }) };
}

/** The API as the tests drive it. */
export type TestApp = ReturnType<typeof createTestApp>['app'];

/** Sends a JSON body the way the site's API client does. */
export function postJson(app: TestApp, path: string, body: unknown, headers: HeadersInit = {}) {
	return app.request(path, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', ...headers },
		body: JSON.stringify(body),
	});
}

/** Logs in through the API and returns the bearer token. */
export async function logIn(app: TestApp, email: string, password: string): Promise<string> {
	const response = await postJson(app, '/api/auth/login', {
		email,
		password,
		turnstileToken: 'test-token',
	});
	expect(response.status).toBe(200);
	const { token } = (await response.json()) as { token: string };
	return token;
}

/** Builds the Authorization header for a token. */
export function bearer(token: string): Record<string, string> {
	return { Authorization: `Bearer ${token}` };
}
