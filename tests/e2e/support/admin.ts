import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** A SteamID64 no seeded player has, different on every call (tests run in parallel). */
export function uniqueSteamId(): string {
	const digits = `${Date.now() % 1e6}${Math.floor(Math.random() * 1e3)}`.padStart(9, '0');
	return `76561199${digits.slice(-9)}`;
}

/** A group name no other test uses. */
export function uniqueName(prefix: string): string {
	return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** Calls the admin API as root with the token `loginAs` answered. */
export function adminApi(request: APIRequestContext, token: string) {
	const headers = { Authorization: `Bearer ${token}` };
	const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) => {
		const response = await request.fetch(`/api${path}`, { method, headers, data });
		expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
		return response.json();
	};
	return {
		get: (path: string) => send('GET', path),
		post: (path: string, data: unknown) => send('POST', path, data),
		put: (path: string, data: unknown) => send('PUT', path, data),
		delete: (path: string) => send('DELETE', path),
	};
}

/** Makes every call to an API path answer 500 with a message. */
export async function failCalls(page: Page, pattern: string | RegExp, method?: string) {
	await page.route(pattern, (route) =>
		!method || route.request().method() === method
			? route.fulfill({ status: 500, json: { message: 'Internal server error' } })
			: route.fallback(),
	);
}

/**
 * Lets the admin writes reach the API but answers each successful one with a bare
 * `{ "message": "ok" }`, as an API that promises nothing about those answers may.
 */
export async function answerWritesPlainly(page: Page) {
	const writes: string[] = [];
	await page.route(/\/api\/game-(admins|groups)(\/|\?|$)/, async (route) => {
		const request = route.request();
		if (request.method() === 'GET') return route.fallback();
		writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
		const response = await route.fetch();
		if (!response.ok()) return route.fulfill({ response });
		await route.fulfill({ status: response.status(), json: { message: 'ok' } });
	});
	return writes;
}
