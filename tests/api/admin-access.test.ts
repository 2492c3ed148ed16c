import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts';
import { createCaller, createRootApp, freshSteamId } from '../fixtures/admin-api';
import { logInAs } from '../fixtures/reference-api';

/** Every admin call with a body that would succeed for root. */
const CALLS: [method: string, path: string, body?: unknown][] = [
	['GET', '/game-admins?region=eu'],
	['POST', '/game-admins', { player_steamid: freshSteamId(), region: 'eu' }],
	['PUT', '/game-admins/5', { player_steamid: freshSteamId(), region: 'eu' }],
	['DELETE', '/game-admins/5?region=eu'],
	['GET', '/game-servers?region=eu'],
	['GET', '/game-groups?region=eu'],
	['POST', '/game-groups', { name: 'Access Test', region: 'eu' }],
	['PUT', '/game-groups/1', { name: 'Root', immunity: 100, region: 'eu' }],
	['PUT', '/game-groups/1/flags', { flags: 'z,root', region: 'eu' }],
	// `{new}` is a group the test adds first: every seeded group has configs, which keeps it.
	['DELETE', '/game-groups/{new}?region=eu'],
	['GET', '/game-flags?region=eu'],
];

const OTHER_ROLES = ['admin', 'senior', 'developer', 'player', 'noRole'] as const;

describe('admin calls: who may make them', () => {
	it.each(CALLS)('%s %s works for root', async (method, path, body) => {
		const { call } = await createRootApp();
		const added = await call('POST', '/game-groups', { name: 'Unused', region: 'eu' });
		const { status } = await call(method, path.replace('{new}', added.json.id), body);
		expect(status).toBe(method === 'POST' ? 201 : 200);
	});

	it.each(CALLS)(
		'%s %s answers 401 without a token or with a bad one',
		async (method, path, body) => {
			const { app } = await createRootApp();
			for (const token of [undefined, 'not-a-token']) {
				const { status, json } = await createCaller(app, token)(method, path, body);
				expect(status).toBe(401);
				expect(json).toEqual({ message: 'Authentication required' });
			}
		},
	);

	it.each(CALLS)('%s %s answers 403 for every other role', async (method, path, body) => {
		const { app } = await createRootApp();
		for (const name of OTHER_ROLES) {
			const call = createCaller(app, await logInAs(app, DEMO_ACCOUNTS[name]));
			const { status, json } = await call(method, path, body);
			expect(status, name).toBe(403);
			expect(json).toEqual({ message: 'Forbidden' });
		}
	});

	it('answers 405 to a method the path does not have, whoever asks', async () => {
		const { app, call } = await createRootApp();
		const member = createCaller(app, await logInAs(app, DEMO_ACCOUNTS.admin));
		for (const caller of [createCaller(app), member, call]) {
			for (const method of ['OPTIONS', 'PATCH']) {
				const { status, json } = await caller(method, '/game-admins');
				expect(status, method).toBe(405);
				expect(json).toEqual({ message: 'Method not allowed' });
			}
		}
	});
});

describe('admin calls: region', () => {
	const REGIONLESS: [string, string, unknown?][] = [
		['GET', '/game-admins'],
		['GET', '/game-servers?region=EU'],
		['GET', '/game-groups?region=asia'],
		['GET', '/game-flags?region='],
		['DELETE', '/game-admins/5'],
		['DELETE', '/game-groups/6?region=us'],
		['POST', '/game-admins', { player_steamid: freshSteamId() }],
		['PUT', '/game-admins/5', { player_steamid: freshSteamId(), region: 'sa' }],
		['POST', '/game-groups', { name: 'X', region: 'na ' }],
		['PUT', '/game-groups/1', { name: 'Root', immunity: 100 }],
		['PUT', '/game-groups/1/flags', { flags: 'z', region: 1 }],
	];

	it.each(REGIONLESS)('%s %s without eu or na is a 400', async (method, path, body) => {
		const { call } = await createRootApp();
		expect(await call(method, path, body)).toEqual({
			status: 400,
			json: { message: 'Region must be eu or na' },
		});
	});

	it('answers 400 for a malformed id', async () => {
		const { call } = await createRootApp();
		for (const path of [
			'/game-admins/01?region=eu',
			'/game-admins/x?region=eu',
			'/game-groups/0?region=eu',
		]) {
			expect((await call('DELETE', path)).status, path).toBe(400);
		}
	});
});
