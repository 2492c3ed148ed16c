import BetterSqlite3 from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { hashPasswordSync } from '../../src/server/auth/passwords';
import { expect, test } from './support/fixtures';

// Limits of the API as the production server applies them. The e2e server trusts
// X-Forwarded-For (TRUST_PROXY), so each spec uses an address of its own and leaves the
// budget of the other specs alone.

const databasePath = process.env.E2E_DATABASE_PATH!;

// One after another: while the write-lock test holds the database, the per-address limit's
// count of a burst from the other tests here would answer 503 instead of their statuses.
test.describe.configure({ mode: 'serial' });
const CHEAP = { N: 1024, r: 8, p: 1 };
let nextAddress = Math.floor(Math.random() * 200);

function ownAddress(): string {
	nextAddress = (nextAddress + 1) % 250;
	return `198.18.${Math.floor(Math.random() * 250)}.${nextAddress + 1}`;
}

function logIn(request: APIRequestContext, address: string, email: string, password: string) {
	return request.post('/api/auth/login', {
		headers: { 'X-Forwarded-For': address },
		data: { email, password, turnstileToken: 'e2e' },
	});
}

// An account of this spec's own (never a demo account), written straight into the database.
function createAccount(): { email: string; password: string } {
	const id = randomUUID().slice(0, 8);
	const account = { email: `burst-${id}@example.com`, password: `Burst-${id}-1!` };
	const db = new BetterSqlite3(databasePath);
	try {
		db.prepare(
			`INSERT INTO accounts (username, email, password_hash, password_salt, role, verified,
				registered_at) VALUES (?, ?, ?, '', 'user', 1, ?)`,
		).run(
			`burst${id}`,
			account.email,
			hashPasswordSync(account.password, CHEAP),
			new Date().toISOString(),
		);
	} finally {
		db.close();
	}
	return account;
}

test('a burst of guesses gets no more than the five allowed checks', async ({ request }) => {
	const address = ownAddress();
	const { email, password } = createAccount();
	for (let i = 0; i < 4; i++) {
		expect((await logIn(request, address, email, 'WrongPass1!')).status()).toBe(401);
	}
	const wrong = Array.from({ length: 40 }, () => logIn(request, address, email, 'WrongPass1!'));
	const responses = await Promise.all([...wrong, logIn(request, address, email, password)]);
	const statuses = responses.map((response) => response.status());
	expect(statuses.filter((status) => status !== 429)).toHaveLength(1);
	const right = responses.at(-1)!;
	if (right.status() === 200) {
		// The right guess took the last attempt itself, which is allowed; no wrong one was checked.
		expect(statuses.filter((status) => status === 401)).toHaveLength(0);
	} else {
		expect(right.status()).toBe(429);
		expect(await right.json()).not.toHaveProperty('token');
	}
});

test('the login route answers 429 with Retry-After past the per-address limit', async ({
	request,
}) => {
	const address = ownAddress();
	// Empty bodies fail validation after the limiter has counted them: cheap for the server.
	const send = (from: string) =>
		request.post('/api/auth/login', { headers: { 'X-Forwarded-For': from }, data: {} });
	const statuses = [];
	for (let batch = 0; batch < 4; batch++) {
		const responses = await Promise.all(Array.from({ length: 50 }, () => send(address)));
		statuses.push(...responses.map((response) => response.status()));
	}
	expect(statuses.every((status) => status === 400)).toBe(true);
	const refused = await send(address);
	expect(refused.status()).toBe(429);
	expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
	expect(await refused.json()).toEqual({ message: 'Too many requests. Please try again later.' });
	expect((await send(ownAddress())).status()).toBe(400);
});

test('a write lock held elsewhere gets a fast JSON 503, and the API recovers', async ({
	request,
}) => {
	const address = ownAddress();
	const email = `locked-${randomUUID().slice(0, 8)}@example.com`;
	const other = new BetterSqlite3(databasePath);
	other.exec('BEGIN IMMEDIATE');
	let response;
	try {
		response = await logIn(request, address, email, 'WrongPass1!');
	} finally {
		other.exec('ROLLBACK');
		other.close();
	}
	expect(response.status()).toBe(503);
	expect(response.headers()['content-type']).toMatch(/application\/json/);
	expect(await response.json()).toEqual({
		message: 'The server is busy. Please try again in a moment.',
	});
	expect((await logIn(request, address, email, 'WrongPass1!')).status()).toBe(401);
});
