import { afterEach, describe, expect, it } from 'vitest';
import { LINK_MESSAGES } from '../../src/contract/links';
import { createDiscordLinker } from '../../src/server/links/discord-oauth';
import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts';
import { consumeLinkState, createLinkState } from '../../src/server/links/link-states';
import { sendJson, startFakeServer } from '../fixtures/fake-http-server';
import {
	currentUser,
	profileQuery,
	startFlow,
	visit,
	type StartedFlow,
} from '../fixtures/link-flow';
import { createTestApp, logInAs, type TestApp } from '../fixtures/reference-api';

const SITE = 'https://nova.example';
const fakes: { close: () => Promise<void> }[] = [];
afterEach(async () => {
	await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

const invalid = { error: LINK_MESSAGES.flowInvalid };

/** A fake Discord: the token endpoint takes code 'good-code' with the right PKCE verifier. */
async function startFakeDiscord(userId = '123456789012345678') {
	const fake = await startFakeServer((request, res) => {
		if (request.method === 'POST' && request.url.pathname === '/api/oauth2/token') {
			const form = new URLSearchParams(request.body);
			if (form.get('code') !== 'good-code' || !form.get('code_verifier')) {
				sendJson(res, 400, { error: 'invalid_grant' });
				return;
			}
			sendJson(res, 200, { access_token: 'discord-access', token_type: 'Bearer', expires_in: 600 });
		} else if (request.url.pathname === '/api/users/@me') {
			if (request.headers.authorization !== 'Bearer discord-access') {
				sendJson(res, 401, { message: '401: Unauthorized' });
				return;
			}
			sendJson(res, 200, {
				id: userId,
				username: 'kestrel',
				global_name: 'Kestrel',
				avatar: 'abc',
			});
		} else {
			sendJson(res, 404, {});
		}
	});
	fakes.push(fake);
	return fake;
}

async function discordApp() {
	const discord = await startFakeDiscord();
	const discordLink = createDiscordLinker({
		clientId: 'client-1',
		clientSecret: 'secret-1',
		siteUrl: SITE,
		baseUrl: discord.url,
	});
	const { app, queries } = await createTestApp({ discordLink });
	const token = await logInAs(app, DEMO_ACCOUNTS.root);
	return { app, queries, token, discord };
}

/** Begins a flow and opens its start in the same browser: Discord's authorize address. */
async function toDiscord(app: TestApp, token: string) {
	const flow = await startFlow(app, token, 'discord');
	const start = await visit(app, flow.url, flow.cookie);
	expect(start.status).toBe(302);
	const authorize = new URL(start.headers.get('Location')!);
	return { flow, authorize, state: authorize.searchParams.get('state')! };
}

function discordCallback(app: TestApp, query: string, flow?: StartedFlow) {
	return visit(app, `/api/auth/discord/callback?${query}`, flow?.cookie);
}

describe('Discord linking (OAuth2 against a fake Discord)', () => {
	it('sends the browser to Discord with state, PKCE and the callback, then links the account', async () => {
		const { app, token, discord } = await discordApp();
		const { flow, authorize, state } = await toDiscord(app, token);
		expect(`${authorize.origin}${authorize.pathname}`).toBe(`${discord.url}/oauth2/authorize`);
		expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
			response_type: 'code',
			client_id: 'client-1',
			redirect_uri: `${SITE}/api/auth/discord/callback`,
			scope: 'identify',
			code_challenge_method: 'S256',
		});
		expect(state).toMatch(/^[\w-]{43}$/);
		expect(authorize.toString()).not.toContain(token);

		const callback = await discordCallback(app, `code=good-code&state=${state}`, flow);
		expect(profileQuery(callback)).toEqual({ success: 'discord_linked' });
		expect(callback.headers.get('Set-Cookie')).toMatch(/^link_flow=; Max-Age=0;/);
		expect(await currentUser(app, token)).toMatchObject({
			discordId: '123456789012345678',
			discordUsername: 'Kestrel',
			discordAvatar: 'https://cdn.discordapp.com/avatars/123456789012345678/abc.png',
		});
		const tokenRequest = discord.requests.find((r) => r.url.pathname === '/api/oauth2/token')!;
		expect(new URLSearchParams(tokenRequest.body).get('redirect_uri')).toBe(
			`${SITE}/api/auth/discord/callback`,
		);

		// The state is single-use.
		const replay = await discordCallback(app, `code=good-code&state=${state}`, flow);
		expect(profileQuery(replay)).toEqual(invalid);
	});

	it.each([
		['an unknown state', 'code=good-code&state=forged'],
		['no state', 'code=good-code'],
	])('refuses %s', async (_name, query) => {
		const { app, token, discord } = await discordApp();
		const { flow } = await toDiscord(app, token);
		expect(profileQuery(await discordCallback(app, query, flow))).toEqual(invalid);
		expect(discord.requests).toEqual([]);
	});

	it("refuses a callback without the flow cookie, or with another browser's, and links nothing", async () => {
		const { app, token, discord } = await discordApp();
		const other = await startFlow(app, await logInAs(app, DEMO_ACCOUNTS.admin), 'discord');
		for (const cookie of [undefined, other]) {
			const { state } = await toDiscord(app, token);
			const callback = await discordCallback(app, `code=good-code&state=${state}`, cookie);
			expect(profileQuery(callback)).toEqual(invalid);
		}
		expect(discord.requests).toEqual([]);
		expect((await currentUser(app, token)).discordId).toBeNull();
	});

	it('refuses a start address opened in another browser before Discord is asked', async () => {
		const { app, token } = await discordApp();
		const flow = await startFlow(app, token, 'discord');
		expect(profileQuery(await visit(app, flow.url))).toEqual(invalid);
	});

	it('returns with an error when the user refuses or the code is bad', async () => {
		const { app, token } = await discordApp();
		const first = await toDiscord(app, token);
		const refused = await discordCallback(
			app,
			`error=access_denied&state=${first.state}`,
			first.flow,
		);
		expect(profileQuery(refused)).toEqual({ error: LINK_MESSAGES.providerRefused });
		const second = await toDiscord(app, token);
		const bad = await discordCallback(app, `code=bad&state=${second.state}`, second.flow);
		expect(profileQuery(bad)).toEqual({ error: LINK_MESSAGES.providerFailed });
		expect((await currentUser(app, token)).discordId).toBeNull();
	});

	it('refuses a Discord account already linked to another user', async () => {
		const { app, queries, token } = await discordApp();
		await queries
			.updateTable('accounts')
			.set({ discord_id: '123456789012345678' })
			.where('email', '=', DEMO_ACCOUNTS.admin.email)
			.execute();
		const { flow, state } = await toDiscord(app, token);
		const callback = await discordCallback(app, `code=good-code&state=${state}`, flow);
		expect(profileQuery(callback)).toEqual({ error: LINK_MESSAGES.discordTaken });
	});

	it('lets a state live ten minutes, for its provider, step and browser only', async () => {
		const { queries } = await createTestApp();
		const now = new Date('2025-05-01T10:00:00Z');
		const browser = 'b'.repeat(43);
		const binding = {
			accountId: 1,
			provider: 'discord',
			step: 'provider',
			browser,
			codeVerifier: 'verifier',
			expiresAt: new Date('2025-05-01T10:10:00Z'),
		} as const;
		const expected = { provider: 'discord', step: 'provider', browser } as const;
		const state = await createLinkState(queries, binding, now);
		expect(
			await consumeLinkState(queries, state, expected, new Date('2025-05-01T10:10:00Z')),
		).toBeNull();
		const otherProvider = await createLinkState(queries, binding, now);
		expect(
			await consumeLinkState(queries, otherProvider, { ...expected, provider: 'steam' }, now),
		).toBeNull();
		const otherStep = await createLinkState(queries, binding, now);
		expect(
			await consumeLinkState(queries, otherStep, { ...expected, step: 'start' }, now),
		).toBeNull();
		const otherBrowser = await createLinkState(queries, binding, now);
		expect(
			await consumeLinkState(queries, otherBrowser, { ...expected, browser: 'c'.repeat(43) }, now),
		).toBeNull();
		const good = await createLinkState(queries, binding, now);
		expect(
			await consumeLinkState(queries, good, expected, new Date('2025-05-01T10:09:59Z')),
		).toEqual({
			accountId: 1,
			codeVerifier: 'verifier',
			expiresAt: binding.expiresAt,
		});
		// Each secret worked once at most, whatever the outcome.
		expect(await queries.selectFrom('link_states').selectAll().execute()).toEqual([]);
	});
});
