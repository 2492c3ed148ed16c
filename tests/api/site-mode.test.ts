import { describe, expect, it, vi } from 'vitest';
import { SWITCHED_OFF_MESSAGES } from '../../src/contract/switched-off';
import { createAdapters } from '../../src/server/adapters/index';
import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts';
import { createSwitchedOffDiscord } from '../../src/server/discord/switched-off';
import { FORWARDED_WITHOUT_TRUSTED_PROXY_LOG } from '../../src/server/mail/outbox-routes';
import { parseServerSettings } from '../../src/server/settings';
import { bearer, createTestApp, logInAs, postJson, TEST_SITE } from '../fixtures/reference-api';

const LOOPBACK = { remoteAddress: '127.0.0.1' };
const ELSEWHERE = { remoteAddress: '203.0.113.7' };

/** A mailer of production: SMTP, never the outbox. */
const smtp = { kind: 'smtp' as const, site: TEST_SITE, send: async () => {} };

describe('GET /api/dev/outbox', () => {
	it('lists the demo mail to a client on this machine, IPv4 or IPv6', async () => {
		const { app } = await createTestApp();
		for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
			const response = await app.request('/api/dev/outbox', {}, { remoteAddress });
			expect(response.status, remoteAddress).toBe(200);
			expect(await response.json()).toEqual(expect.any(Array));
		}
	});

	it('is a 404 for a client on another machine', async () => {
		const { app } = await createTestApp();
		const response = await app.request('/api/dev/outbox', {}, ELSEWHERE);
		expect(response.status).toBe(404);
		expect(await response.json()).toEqual({ message: 'Not found' });
	});

	it('behind a trusted proxy, goes by the forwarded client, not the proxy on this machine', async () => {
		const { app } = await createTestApp({ trustProxy: true });
		const from = (client: string) =>
			app.request('/api/dev/outbox', { headers: { 'X-Forwarded-For': client } }, LOOPBACK);
		expect((await from('198.51.100.4')).status).toBe(404);
		expect((await from('198.51.100.4, 127.0.0.1')).status).toBe(200);
	});

	it('with TRUST_PROXY=true, believes X-Forwarded-For only from the loopback proxy', async () => {
		const { app } = await createTestApp({ trustProxy: true });
		const headers = { 'X-Forwarded-For': '127.0.0.1' };
		expect((await app.request('/api/dev/outbox', { headers }, ELSEWHERE)).status).toBe(404);
	});

	it('behind proxies named by address or range, believes only those', async () => {
		const { app } = await createTestApp({
			trustProxy: parseServerSettings({ TRUST_PROXY: '192.0.2.10, 198.51.100.0/24' }).TRUST_PROXY,
		});
		const headers = { 'X-Forwarded-For': '127.0.0.1' };
		const via = (remoteAddress: string) =>
			app.request('/api/dev/outbox', { headers }, { remoteAddress });
		expect((await via('192.0.2.10')).status).toBe(200);
		expect((await via('198.51.100.77')).status).toBe(200);
		expect((await via('192.0.2.11')).status).toBe(404);
		// Nor is the loopback a proxy when the list does not name it.
		expect((await via('127.0.0.1')).status).toBe(404);
	});

	it('without TRUST_PROXY, refuses a forwarded request even from this machine, logging why once', async () => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
		try {
			const { app } = await createTestApp();
			const headers = { 'X-Forwarded-For': '203.0.113.9' };
			for (let i = 0; i < 2; i++) {
				expect((await app.request('/api/dev/outbox', { headers }, LOOPBACK)).status).toBe(404);
			}
			expect(warn.mock.calls).toEqual([[FORWARDED_WITHOUT_TRUSTED_PROXY_LOG]]);
			expect(FORWARDED_WITHOUT_TRUSTED_PROXY_LOG).toContain('TRUST_PROXY');
			expect((await app.request('/api/dev/outbox', {}, LOOPBACK)).status).toBe(200);
		} finally {
			warn.mockRestore();
		}
	});

	it('without a trusted proxy, a forged X-Forwarded-For changes nothing', async () => {
		const { app } = await createTestApp();
		const headers = { 'X-Forwarded-For': '127.0.0.1' };
		expect((await app.request('/api/dev/outbox', { headers }, ELSEWHERE)).status).toBe(404);
	});

	it('is a 404 in production, even for this machine and with an outbox mailer', async () => {
		for (const mail of [smtp, undefined]) {
			const { app } = await createTestApp({ mode: 'production', mail });
			expect((await app.request('/api/dev/outbox', {}, LOOPBACK)).status).toBe(404);
		}
	});
});

describe('GET /api/health', () => {
	it('says the database is ready', async () => {
		const { app } = await createTestApp();
		const response = await app.request('/api/health');
		expect(response.status).toBe(200);
		expect(await response.json()).toMatchObject({ ok: true, database: 'ready' });
	});

	it('answers 503 while the database is not ready', async () => {
		const { app, site } = await createTestApp();
		await site.close();
		const response = await app.request('/api/health');
		expect(response.status).toBe(503);
		expect(await response.json()).toMatchObject({ ok: false, database: 'unavailable' });
	});
});

describe('switched-off parts', () => {
	it('refuses a card checkout with a clear message, and creates no donation', async () => {
		const { app, queries } = await createTestApp({ switchedOff: ['donations'] });
		const token = await logInAs(app, DEMO_ACCOUNTS.player);
		const count = async () => (await queries.selectFrom('donations').select('id').execute()).length;
		const before = await count();
		const response = await postJson(
			app,
			'/api/payments/create-stripe-session',
			{ packageId: 'donator', amount: 1500, message: '' },
			bearer(token),
		);
		expect(response.status).toBe(403);
		expect(await response.json()).toEqual({ message: SWITCHED_OFF_MESSAGES.donations });
		expect(await count()).toBe(before);
		const webhook = await app.request('/api/payments/stripe-webhook', { method: 'POST' });
		expect(webhook.status).toBe(403);
	});

	it('refuses to start linking, and sends a browser on a linking address back to the profile', async () => {
		const { app, queries } = await createTestApp({
			switchedOff: ['discord-linking', 'steam-linking'],
		});
		const token = await logInAs(app, DEMO_ACCOUNTS.noRole);
		for (const [provider, message] of [
			['discord', SWITCHED_OFF_MESSAGES.discordLinking],
			['steam', SWITCHED_OFF_MESSAGES.steamLinking],
		] as const) {
			const start = await app.request(`/api/auth/${provider}/link`, {
				method: 'POST',
				headers: bearer(token),
			});
			expect(start.status).toBe(403);
			expect(await start.json()).toEqual({ message });
			for (const path of ['start?flow=x', 'callback?state=x', '']) {
				const response = await app.request(`/api/auth/${provider}${path ? `/${path}` : ''}`);
				expect(response.status, path).toBe(302);
				const location = new URL(response.headers.get('Location')!, 'http://site.test');
				expect(location.pathname).toBe('/profile');
				expect(location.searchParams.get('error')).toBe(message);
			}
		}
		const row = await queries
			.selectFrom('accounts')
			.select(['discord_id', 'steam_id'])
			.where('email', '=', DEMO_ACCOUNTS.noRole.email)
			.executeTakeFirst();
		expect(row).toEqual({ discord_id: null, steam_id: null });
	});

	it('leaves the other provider alone', async () => {
		const { app } = await createTestApp({ switchedOff: ['steam-linking'] });
		const token = await logInAs(app, DEMO_ACCOUNTS.noRole);
		const start = await app.request('/api/auth/discord/link', {
			method: 'POST',
			headers: bearer(token),
		});
		expect(start.status).toBe(200);
	});

	it('still lets an account unlink what it linked before', async () => {
		const { app } = await createTestApp({ switchedOff: ['discord-linking'] });
		const token = await logInAs(app, DEMO_ACCOUNTS.player);
		const response = await app.request('/api/auth/unlink-discord', {
			method: 'POST',
			headers: bearer(token),
		});
		expect(response.status).toBe(200);
	});

	it('answers the Discord data empty, never the demo tables', async () => {
		const { app } = await createTestApp({ discord: createSwitchedOffDiscord() });
		expect(await (await app.request('/api/guildUsers')).json()).toEqual({ memberCount: null });
		const events = await app.request('/api/guild-events/1107390432114040942');
		expect(await events.json()).toEqual({ events: [] });
		const role = await app.request('/api/role-users/1107391254268919848');
		expect(await role.json()).toMatchObject({ users: [] });
		expect((await app.request('/api/guild-events/42')).status).toBe(404);
	});

	it('picks the switched-off Discord source from the settings', async () => {
		const adapters = createAdapters(parseServerSettings({}), { switchedOff: ['discord-data'] });
		const { app } = await createTestApp({ discord: adapters.discord });
		expect(await (await app.request('/api/guildUsers')).json()).toEqual({ memberCount: null });
	});
});

describe('createAdapters in production', () => {
	it('never makes the demo outbox', () => {
		expect(() => createAdapters(parseServerSettings({}), { mode: 'production' })).toThrow(
			'SMTP_URL',
		);
		const settings = parseServerSettings({ SMTP_URL: 'smtp://127.0.0.1:2525' });
		expect(createAdapters(settings, { mode: 'production' }).mail.kind).toBe('smtp');
	});

	it('builds mail links on the given link base', () => {
		const adapters = createAdapters(parseServerSettings({}), {
			linkBaseUrl: 'http://localhost:4399',
		});
		expect(adapters.mail.site.url).toBe('http://localhost:4399');
	});
});
