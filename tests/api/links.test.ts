import { describe, expect, it } from 'vitest';
import { LINK_MESSAGES } from '../../src/lib/contract/links';
import { demoDiscordId } from '../../src/server/adapters/discord-oauth';
import { demoSteamId } from '../../src/server/adapters/steam-openid';
import { DEMO_ACCOUNTS } from '../../src/server/db/demo-accounts';
import { bearer, createTestApp, logInAs, type TestApp } from '../fixtures/reference-api';

const root = DEMO_ACCOUNTS.root;

/** The profile query a link redirect returns with. */
function profileQuery(response: Response) {
	expect(response.status).toBe(302);
	const location = new URL(response.headers.get('Location')!, 'http://site');
	expect(location.pathname).toBe('/profile');
	return Object.fromEntries(location.searchParams);
}

async function currentUser(app: TestApp, token: string) {
	const response = await app.request('/api/auth/user', { headers: bearer(token) });
	return (await response.json()) as Record<string, string | null>;
}

describe.each([
	['discord', 'discord_linked'],
	['steam', 'steam_linked'],
] as const)('GET /auth/%s (demo linking)', (provider, success) => {
	it('returns to the profile with an error without a token', async () => {
		const { app } = createTestApp();
		expect(profileQuery(await app.request(`/api/auth/${provider}`))).toEqual({
			error: LINK_MESSAGES.tokenMissing,
		});
	});

	it('returns to the profile with an error for a bad token', async () => {
		const { app } = createTestApp();
		expect(profileQuery(await app.request(`/api/auth/${provider}?token=nonsense`))).toEqual({
			error: LINK_MESSAGES.tokenInvalid,
		});
	});

	it(`links an account derived from the user id and returns with success=${success}`, async () => {
		const { app, db } = createTestApp();
		const token = await logInAs(app, root);
		const { id } = db.prepare('SELECT id FROM accounts WHERE email = ?').get(root.email) as {
			id: number;
		};
		expect(profileQuery(await app.request(`/api/auth/${provider}?token=${token}`))).toEqual({
			success,
		});
		const user = await currentUser(app, token);
		if (provider === 'discord') {
			expect(user).toMatchObject({ discordId: demoDiscordId(id), discordUsername: 'root' });
		} else {
			expect(user).toMatchObject({ steamId: demoSteamId(id), steamUsername: 'root' });
			expect(user.steamId).toMatch(/^7656119\d{10}$/);
		}
		// The same account every time.
		await app.request(`/api/auth/${provider}?token=${token}`);
		expect(await currentUser(app, token)).toEqual(user);
	});

	it(`POST /auth/unlink-${provider} clears the link (bearer, no body)`, async () => {
		const { app } = createTestApp();
		const token = await logInAs(app, DEMO_ACCOUNTS.player);
		expect((await app.request(`/api/auth/unlink-${provider}`, { method: 'POST' })).status).toBe(
			401,
		);
		const response = await app.request(`/api/auth/unlink-${provider}`, {
			method: 'POST',
			headers: bearer(token),
		});
		expect(response.status).toBe(200);
		const user = await currentUser(app, token);
		expect(user[`${provider}Id`]).toBeNull();
		expect(user[`${provider}Username`]).toBeNull();
		expect(user[`${provider}Avatar`]).toBeNull();
	});
});

it('answers 405 to GET on an unlink call', async () => {
	const { app } = createTestApp();
	const response = await app.request('/api/auth/unlink-discord');
	expect(response.status).toBe(405);
	expect(response.headers.get('Allow')).toContain('POST');
});
