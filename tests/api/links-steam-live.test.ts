import { afterEach, describe, expect, it } from 'vitest';
import { LINK_MESSAGES } from '../../src/contract/links';
import { createSteamLinker } from '../../src/server/links/steam-openid';
import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts';
import { sendJson, startFakeServer } from '../fixtures/fake-http-server';
import { currentUser, profileQuery, startFlow, visit } from '../fixtures/link-flow';
import { createTestApp, logInAs } from '../fixtures/reference-api';

const SITE = 'https://nova.example';
const fakes: { close: () => Promise<void> }[] = [];
afterEach(async () => {
	await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

const invalid = { error: LINK_MESSAGES.flowInvalid };

const STEAM_ID = '76561198000000042';

/** A fake Steam: check_authentication answers `valid`, the Web API the player's summary. */
async function startFakeSteam(valid = true) {
	const fake = await startFakeServer((request, res) => {
		if (request.method === 'POST' && request.url.pathname === '/openid/login') {
			const form = new URLSearchParams(request.body);
			const ok = valid && form.get('openid.mode') === 'check_authentication';
			res.writeHead(200, { 'Content-Type': 'text/plain' });
			res.end(`ns:http://specs.openid.net/auth/2.0\nis_valid:${ok}\n`);
		} else if (request.url.pathname === '/ISteamUser/GetPlayerSummaries/v0002/') {
			sendJson(res, 200, {
				response: {
					players: [
						{
							steamid: request.url.searchParams.get('steamids'),
							personaname: 'Kestrel',
							avatarfull: 'https://avatars.steamstatic.com/k.jpg',
						},
					],
				},
			});
		} else {
			sendJson(res, 404, {});
		}
	});
	fakes.push(fake);
	return fake;
}

async function steamApp(valid = true) {
	const steam = await startFakeSteam(valid);
	const steamLink = createSteamLinker({
		apiKey: 'steam-key',
		siteUrl: SITE,
		communityUrl: steam.url,
		apiUrl: steam.url,
	});
	const { app } = await createTestApp({ steamLink });
	const token = await logInAs(app, DEMO_ACCOUNTS.root);
	const flow = await startFlow(app, token, 'steam');
	const start = await visit(app, flow.url, flow.cookie);
	expect(start.status).toBe(302);
	const login = new URL(start.headers.get('Location')!);
	/** Steam's return to the callback, in the browser holding `cookie` (this flow's by default). */
	const callback = (url: string, cookie: string | undefined = flow.cookie) =>
		visit(app, url, cookie);
	return { app, token, steam, login, callback };
}

/** The assertion Steam would send back, as query values of the return URL. */
function assertion(opEndpoint: string, returnTo: string, overrides: Record<string, string> = {}) {
	return new URLSearchParams({
		'openid.ns': 'http://specs.openid.net/auth/2.0',
		'openid.mode': 'id_res',
		'openid.op_endpoint': opEndpoint,
		'openid.claimed_id': `https://steamcommunity.com/openid/id/${STEAM_ID}`,
		'openid.identity': `https://steamcommunity.com/openid/id/${STEAM_ID}`,
		'openid.return_to': returnTo,
		'openid.response_nonce': '2025-05-01T10:00:00Zabc',
		'openid.assoc_handle': '1234567890',
		'openid.signed': 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle',
		'openid.sig': 'c2lnbmF0dXJl',
		...overrides,
	});
}

function callbackUrl(returnTo: string, params: URLSearchParams) {
	const url = new URL(returnTo);
	for (const [key, value] of params) url.searchParams.set(key, value);
	return `${url.pathname}${url.search}`;
}

describe('Steam linking (OpenID 2.0 against a fake Steam)', () => {
	it('defaults to the real OP endpoint', () => {
		const linker = createSteamLinker({ apiKey: 'k', siteUrl: SITE });
		const url = linker.authorizationUrl('state-1');
		expect(`${url.origin}${url.pathname}`).toBe('https://steamcommunity.com/openid/login');
		expect(url.searchParams.get('openid.realm')).toBe(SITE);
	});

	it('sends the browser to Steam, verifies the assertion with check_authentication and links', async () => {
		const { app, token, steam, login, callback: back } = await steamApp();
		expect(login.toString()).not.toContain(token);
		expect(`${login.origin}${login.pathname}`).toBe(`${steam.url}/openid/login`);
		expect(login.searchParams.get('openid.mode')).toBe('checkid_setup');
		const returnTo = login.searchParams.get('openid.return_to')!;
		expect(returnTo).toMatch(
			/^https:\/\/nova\.example\/api\/auth\/steam\/callback\?state=[\w-]{43}$/,
		);

		const params = assertion(`${steam.url}/openid/login`, returnTo);
		const callback = await back(callbackUrl(returnTo, params));
		expect(profileQuery(callback)).toEqual({ success: 'steam_linked' });
		expect(callback.headers.get('Set-Cookie')).toMatch(/^link_flow=; Max-Age=0;/);
		expect(await currentUser(app, token)).toMatchObject({
			steamId: STEAM_ID,
			steamUsername: 'Kestrel',
			steamAvatar: 'https://avatars.steamstatic.com/k.jpg',
		});
		const check = steam.requests.find((r) => r.method === 'POST')!;
		const form = new URLSearchParams(check.body);
		expect(form.get('openid.mode')).toBe('check_authentication');
		expect(form.get('openid.sig')).toBe('c2lnbmF0dXJl');
		expect(form.get('openid.claimed_id')).toBe(params.get('openid.claimed_id'));
	});

	it.each([
		['another OP endpoint', { 'openid.op_endpoint': 'https://evil.example/openid/login' }],
		[
			'a 16-digit claimed id',
			{
				'openid.claimed_id': 'https://steamcommunity.com/openid/id/7656119800000004',
				'openid.identity': 'https://steamcommunity.com/openid/id/7656119800000004',
			},
		],
		[
			'a claimed id on another host',
			{
				'openid.claimed_id': `https://evil.example/openid/id/${STEAM_ID}`,
				'openid.identity': `https://evil.example/openid/id/${STEAM_ID}`,
			},
		],
		['another return URL', { 'openid.return_to': `${SITE}/api/auth/steam/callback?state=other` }],
		['unsigned fields', { 'openid.signed': 'signed,op_endpoint' }],
	])('refuses an assertion with %s', async (_name, overrides) => {
		const { app, token, steam, login, callback: back } = await steamApp();
		const returnTo = login.searchParams.get('openid.return_to')!;
		const params = assertion(`${steam.url}/openid/login`, returnTo, overrides);
		const callback = await back(callbackUrl(returnTo, params));
		expect(profileQuery(callback)).toEqual({ error: LINK_MESSAGES.steamInvalid });
		expect((await currentUser(app, token)).steamId).toBeNull();
	});

	it('refuses an assertion Steam does not confirm', async () => {
		const { app, token, steam, login, callback: back } = await steamApp(false);
		const returnTo = login.searchParams.get('openid.return_to')!;
		const callback = await back(
			callbackUrl(returnTo, assertion(`${steam.url}/openid/login`, returnTo)),
		);
		expect(profileQuery(callback)).toEqual({ error: LINK_MESSAGES.steamInvalid });
		expect((await currentUser(app, token)).steamId).toBeNull();
	});

	it('refuses a callback without a live state', async () => {
		const { steam, login, callback } = await steamApp();
		const returnTo = login.searchParams.get('openid.return_to')!;
		const params = assertion(`${steam.url}/openid/login`, returnTo);
		const forged = callbackUrl(`${SITE}/api/auth/steam/callback?state=forged`, params);
		expect(profileQuery(await callback(forged))).toEqual(invalid);
		expect(steam.requests.filter((r) => r.method === 'POST')).toEqual([]);
	});

	it("refuses a genuine return in a browser without the flow cookie, or with another's", async () => {
		const { app, token, steam, login, callback } = await steamApp();
		const returnTo = login.searchParams.get('openid.return_to')!;
		const url = callbackUrl(returnTo, assertion(`${steam.url}/openid/login`, returnTo));
		const other = await startFlow(app, await logInAs(app, DEMO_ACCOUNTS.admin), 'steam');
		expect(profileQuery(await callback(url, other.cookie))).toEqual(invalid);
		// The state was used up by that attempt: not even the right browser can finish it now.
		expect(profileQuery(await callback(url))).toEqual(invalid);
		const next = await steamApp();
		const nextReturn = next.login.searchParams.get('openid.return_to')!;
		const nextUrl = callbackUrl(
			nextReturn,
			assertion(`${next.steam.url}/openid/login`, nextReturn),
		);
		expect(profileQuery(await next.callback(nextUrl, ''))).toEqual(invalid);
		expect(steam.requests.filter((r) => r.method === 'POST')).toEqual([]);
		expect((await currentUser(app, token)).steamId).toBeNull();
		expect((await currentUser(next.app, next.token)).steamId).toBeNull();
	});
});
