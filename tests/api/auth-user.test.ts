import { describe, expect, it } from 'vitest';
import { issueToken, TOKEN_LIFETIME_MS } from '../../src/server/auth/tokens';
import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts';
import { bearer, createTestApp, logIn } from '../fixtures/reference-api';

const { player } = DEMO_ACCOUNTS;
const UNAUTHORISED = { message: 'Authentication required' };

describe('GET /api/auth/user', () => {
	it('answers the signed-in player with exactly the CurrentUser fields', async () => {
		const { app } = await createTestApp();
		const token = await logIn(app, player.email, player.password);
		const response = await app.request('/api/auth/user', { headers: bearer(token) });
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({
			username: player.username,
			role: player.role,
			email: player.email,
			registeredAt: player.registeredAt,
			avatar: player.discord.avatar,
			discordId: player.discord.id,
			discordUsername: player.discord.username,
			discordAvatar: player.discord.avatar,
			steamId: player.steam.id,
			steamUsername: player.steam.username,
			steamAvatar: player.steam.avatar,
		});
	});

	it('answers null for accounts that are not linked', async () => {
		const { app } = await createTestApp();
		const { admin } = DEMO_ACCOUNTS;
		const token = await logIn(app, admin.email, admin.password);
		const user = await (await app.request('/api/auth/user', { headers: bearer(token) })).json();
		expect(user).toMatchObject({
			username: 'Kestrel',
			role: 'admin',
			discordId: null,
			steamId: null,
		});
	});

	it.each([
		['no Authorization header', {}],
		['an empty bearer', { Authorization: 'Bearer ' }],
		['another scheme', { Authorization: 'Basic cm9vdDpSb290UGFzczEh' }],
		['a malformed token', { Authorization: 'Bearer not-a-token' }],
		['an unknown token', bearer('A'.repeat(43))],
	])('answers 401 for %s', async (_case, headers: Record<string, string>) => {
		const { app } = await createTestApp();
		const response = await app.request('/api/auth/user', { headers });
		expect(response.status).toBe(401);
		expect(await response.json()).toEqual(UNAUTHORISED);
	});

	it('answers 401 for a token that has expired', async () => {
		const { app, queries } = await createTestApp();
		const issuedAt = new Date(Date.now() - TOKEN_LIFETIME_MS - 1000);
		const token = await issueToken(queries, 1, issuedAt);
		const response = await app.request('/api/auth/user', { headers: bearer(token) });
		expect(response.status).toBe(401);
	});
});

describe('POST /api/auth/logout', () => {
	it('revokes the token it was called with, and only that one', async () => {
		const { app } = await createTestApp();
		const first = await logIn(app, player.email, player.password);
		const second = await logIn(app, player.email, player.password);

		const response = await app.request('/api/auth/logout', {
			method: 'POST',
			headers: bearer(first),
		});
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({ message: 'Logged out' });

		const revoked = await app.request('/api/auth/user', { headers: bearer(first) });
		expect(revoked.status).toBe(401);
		expect(await revoked.json()).toEqual(UNAUTHORISED);
		const other = await app.request('/api/auth/user', { headers: bearer(second) });
		expect(other.status).toBe(200);
	});

	it('answers 401 without a token', async () => {
		const { app } = await createTestApp();
		const response = await app.request('/api/auth/logout', { method: 'POST' });
		expect(response.status).toBe(401);
		expect(await response.json()).toEqual(UNAUTHORISED);
	});
});
