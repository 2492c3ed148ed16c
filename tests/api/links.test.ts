import { describe, expect, it } from 'vitest';
import { LINK_MESSAGES } from '../../src/contract/links';
import { demoDiscordId } from '../../src/server/links/discord-oauth';
import { demoSteamId } from '../../src/server/links/steam-openid';
import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts';
import { currentUser, profileQuery, startFlow, visit } from '../fixtures/link-flow';
import { bearer, createTestApp, logInAs } from '../fixtures/reference-api';

const { root, admin } = DEMO_ACCOUNTS;
const invalid = { error: LINK_MESSAGES.flowInvalid };

async function setUp(options: Parameters<typeof createTestApp>[0] = {}) {
	const { app, queries } = await createTestApp(options);
	const token = await logInAs(app, root);
	const { id } = await queries
		.selectFrom('accounts')
		.select('id')
		.where('email', '=', root.email)
		.executeTakeFirstOrThrow();
	return { app, queries, token, id };
}

describe.each([
	['discord', 'discord_linked'],
	['steam', 'steam_linked'],
] as const)('linking %s (demo mode)', (provider, success) => {
	const idOf = (user: Record<string, string | null>) => user[`${provider}Id`];

	it(`POST /auth/${provider}/link answers 401 without a token, and sets no cookie`, async () => {
		const { app } = await createTestApp();
		const response = await app.request(`/api/auth/${provider}/link`, { method: 'POST' });
		expect(response.status).toBe(401);
		expect(response.headers.get('Set-Cookie')).toBeNull();
	});

	it('answers a one-time start address and a narrow, HttpOnly, Lax flow cookie', async () => {
		const { app, token } = await setUp();
		const flow = await startFlow(app, token, provider);
		expect(flow.url).toMatch(new RegExp(`^/api/auth/${provider}/start\\?flow=[\\w-]{43}$`));
		expect(flow.url).not.toContain(token);
		expect(flow.cookie).toMatch(/^link_flow=[\w-]{43}$/);
		expect(flow.setCookie.split('; ').slice(1).sort()).toEqual(
			['HttpOnly', 'Max-Age=600', `Path=/api/auth/${provider}`, 'SameSite=Lax'].sort(),
		);
		expect(flow.cookie.slice('link_flow='.length)).not.toBe(flow.url.split('flow=')[1]);
	});

	it('marks the cookie Secure when the site is https', async () => {
		const { app, token } = await setUp({ secureCookies: true });
		const flow = await startFlow(app, token, provider);
		expect(flow.setCookie.split('; ')).toContain('Secure');
	});

	it(`links an account derived from the user id in the browser that asked (success=${success})`, async () => {
		const { app, token, id } = await setUp();
		const flow = await startFlow(app, token, provider);
		const response = await visit(app, flow.url, flow.cookie);
		expect(profileQuery(response)).toEqual({ success });
		// The flow is over: its cookie is removed.
		expect(response.headers.get('Set-Cookie')).toMatch(
			new RegExp(`^link_flow=; Max-Age=0; Path=/api/auth/${provider};`),
		);
		const user = await currentUser(app, token);
		if (provider === 'discord') {
			expect(user).toMatchObject({ discordId: demoDiscordId(id), discordUsername: 'root' });
		} else {
			expect(user).toMatchObject({ steamId: demoSteamId(id), steamUsername: 'root' });
			expect(user.steamId).toMatch(/^7656119\d{10}$/);
		}
		// The same account every time.
		const again = await startFlow(app, token, provider);
		expect(profileQuery(await visit(app, again.url, again.cookie))).toEqual({ success });
		expect(await currentUser(app, token)).toEqual(user);
	});

	it('refuses a start address opened without the cookie, and it is used up', async () => {
		const { app, token } = await setUp();
		const flow = await startFlow(app, token, provider);
		expect(profileQuery(await visit(app, flow.url))).toEqual(invalid);
		expect(profileQuery(await visit(app, flow.url, flow.cookie))).toEqual(invalid);
		expect(idOf(await currentUser(app, token))).toBeNull();
	});

	it("refuses a start address opened in another browser, with that browser's own cookie", async () => {
		const { app, token } = await setUp();
		const otherToken = await logInAs(app, admin);
		const attacker = await startFlow(app, token, provider);
		const victim = await startFlow(app, otherToken, provider);
		expect(profileQuery(await visit(app, attacker.url, victim.cookie))).toEqual(invalid);
		expect(idOf(await currentUser(app, token))).toBeNull();
		expect(idOf(await currentUser(app, otherToken))).toBeNull();
	});

	it('refuses a start address used twice', async () => {
		const { app, token } = await setUp();
		const flow = await startFlow(app, token, provider);
		expect(profileQuery(await visit(app, flow.url, flow.cookie))).toEqual({ success });
		await app.request(`/api/auth/unlink-${provider}`, { method: 'POST', headers: bearer(token) });
		expect(profileQuery(await visit(app, flow.url, flow.cookie))).toEqual(invalid);
		expect(idOf(await currentUser(app, token))).toBeNull();
	});

	it('links once when the start address is opened five times at once', async () => {
		const { app, token } = await setUp();
		const flow = await startFlow(app, token, provider);
		const answers = await Promise.all(
			Array.from({ length: 5 }, () => visit(app, flow.url, flow.cookie)),
		);
		const outcomes = answers.map(profileQuery);
		expect(outcomes.filter((outcome) => outcome.success === success)).toHaveLength(1);
		expect(outcomes.filter((outcome) => outcome.error === invalid.error)).toHaveLength(4);
	});

	it('refuses a start address after the ten minutes of the flow', async () => {
		const { app, queries, token } = await setUp();
		const flow = await startFlow(app, token, provider);
		await queries
			.updateTable('link_states')
			.set({ expires_at: new Date(Date.now() - 1).toISOString() })
			.execute();
		expect(profileQuery(await visit(app, flow.url, flow.cookie))).toEqual(invalid);
		expect(idOf(await currentUser(app, token))).toBeNull();
	});

	it('keeps only the newest start of an account', async () => {
		const { app, token } = await setUp();
		const first = await startFlow(app, token, provider);
		const second = await startFlow(app, token, provider);
		expect(profileQuery(await visit(app, first.url, second.cookie))).toEqual(invalid);
		expect(profileQuery(await visit(app, second.url, second.cookie))).toEqual({ success });
	});

	it('refuses a malformed or missing flow id', async () => {
		const { app, token } = await setUp();
		const flow = await startFlow(app, token, provider);
		for (const url of [`/api/auth/${provider}/start`, `${flow.url}x`, flow.url.slice(0, -1)]) {
			expect(profileQuery(await visit(app, url, flow.cookie))).toEqual(invalid);
		}
		expect(idOf(await currentUser(app, token))).toBeNull();
	});

	it(`answers the former GET /auth/${provider}?token= with the profile error, linking nothing`, async () => {
		const { app, token } = await setUp();
		expect(profileQuery(await app.request(`/api/auth/${provider}?token=${token}`))).toEqual(
			invalid,
		);
		expect(profileQuery(await app.request(`/api/auth/${provider}`))).toEqual(invalid);
		expect(idOf(await currentUser(app, token))).toBeNull();
	});

	it(`POST /auth/unlink-${provider} clears the link (bearer, no body)`, async () => {
		const { app } = await createTestApp();
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

it("refuses one provider's start address under the other provider's path", async () => {
	const { app, token } = await setUp();
	const flow = await startFlow(app, token, 'discord');
	const id = new URL(flow.url, 'http://site').searchParams.get('flow')!;
	expect(profileQuery(await visit(app, `/api/auth/steam/start?flow=${id}`, flow.cookie))).toEqual(
		invalid,
	);
	expect((await currentUser(app, token)).steamId).toBeNull();
});

it('answers 405 to GET on the link and unlink calls', async () => {
	const { app } = await createTestApp();
	for (const path of ['/api/auth/unlink-discord', '/api/auth/discord/link']) {
		const response = await app.request(path);
		expect(response.status).toBe(405);
		expect(response.headers.get('Allow')).toContain('POST');
	}
});
