import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../src/server/app-env';
import { readClientAddress, setClientAddress } from '../../src/server/http/client-address';
import type { SiteDb } from '../../src/server/db/kysely';
import {
	countRequest,
	forgetEndedWindows,
	rateLimitByAddress,
} from '../../src/server/http/rate-limit';
import {
	createProxyCheck,
	LOOPBACK_PROXIES,
	type TrustedProxies,
} from '../../src/server/http/trusted-proxies';
import { createTestApp, openSeededTestDatabase, postJson } from '../fixtures/reference-api';

/** An app with only the address reading and a limit of 2 per minute, on a seeded database. */
async function createLimitedApp({
	proxies = [] as TrustedProxies,
	now = (): number => 0,
	queries,
}: { proxies?: TrustedProxies; now?: () => number; queries?: SiteDb } = {}) {
	const db = queries ?? (await openSeededTestDatabase()).db;
	const app = new Hono<AppEnv>();
	app.use(setClientAddress(proxies));
	app.use(async (c, next) => {
		c.set('db', db);
		await next();
	});
	app.use(rateLimitByAddress({ name: '/', windowMs: 60_000, max: 2, now }));
	return app.get('/', (c) => c.json({ ok: true }));
}

function get(
	app: Awaited<ReturnType<typeof createLimitedApp>>,
	remoteAddress: string,
	headers = {},
) {
	return app.request('/', { headers }, { remoteAddress });
}

describe('readClientAddress', () => {
	const PROXY_NET = ['10.0.0.0/8'];
	it.each([
		['the socket without a trusted proxy', '1.1.1.1', '9.9.9.9', [], '9.9.9.9'],
		['the socket when no header came', undefined, '9.9.9.9', PROXY_NET, '9.9.9.9'],
		[
			'the proxy-appended entry behind a proxy',
			'6.6.6.6, 1.1.1.1',
			'10.0.0.1',
			PROXY_NET,
			'1.1.1.1',
		],
		['the only entry behind a proxy', '1.1.1.1', '10.0.0.1', PROXY_NET, '1.1.1.1'],
		['the socket of a client that is not the proxy', '127.0.0.1', '9.9.9.9', PROXY_NET, '9.9.9.9'],
		[
			'the socket of a remote client with true',
			'127.0.0.1',
			'9.9.9.9',
			LOOPBACK_PROXIES,
			'9.9.9.9',
		],
		[
			'the forwarded entry from the loopback proxy',
			'1.1.1.1',
			'::ffff:127.0.0.1',
			LOOPBACK_PROXIES,
			'1.1.1.1',
		],
		['a placeholder when nothing is known', undefined, undefined, [], 'unknown'],
	])('answers %s', (_case, forwardedFor, remote, proxies, expected) => {
		expect(readClientAddress(forwardedFor, remote, createProxyCheck(proxies))).toBe(expected);
	});
});

describe('rateLimitByAddress', () => {
	it('answers 429 with Retry-After and a JSON message past the limit', async () => {
		let time = 0;
		const app = await createLimitedApp({ now: () => time });
		expect((await get(app, '1.1.1.1')).status).toBe(200);
		time = 20_000;
		expect((await get(app, '1.1.1.1')).status).toBe(200);
		const refused = await get(app, '1.1.1.1');
		expect(refused.status).toBe(429);
		expect(refused.headers.get('Retry-After')).toBe('40');
		expect(await refused.json()).toEqual({ message: 'Too many requests. Please try again later.' });
	});

	it('counts each address on its own and starts afresh after the window', async () => {
		let time = 0;
		const app = await createLimitedApp({ now: () => time });
		for (let i = 0; i < 3; i++) await get(app, '1.1.1.1');
		expect((await get(app, '2.2.2.2')).status).toBe(200);
		time = 60_000;
		expect((await get(app, '1.1.1.1')).status).toBe(200);
	});

	it('cannot be dodged with X-Forwarded-For when no proxy is trusted', async () => {
		const app = await createLimitedApp();
		const statuses = [];
		for (const fake of ['3.3.3.3', '4.4.4.4', '5.5.5.5']) {
			statuses.push((await get(app, '1.1.1.1', { 'X-Forwarded-For': fake })).status);
		}
		expect(statuses).toEqual([200, 200, 429]);
	});

	it('keeps its windows in the database: a second server on it counts the same requests', async () => {
		const { db } = await openSeededTestDatabase();
		const first = await createLimitedApp({ queries: db });
		const second = await createLimitedApp({ queries: db });
		expect((await get(first, '1.1.1.1')).status).toBe(200);
		expect((await get(second, '1.1.1.1')).status).toBe(200);
		expect((await get(first, '1.1.1.1')).status).toBe(429);
		expect((await get(second, '1.1.1.1')).status).toBe(429);
	});

	it('counts concurrent requests exactly: of ten at once from one address, two pass', async () => {
		const app = await createLimitedApp();
		const statuses = await Promise.all(
			Array.from({ length: 10 }, async () => (await get(app, '1.1.1.1')).status),
		);
		expect(statuses.filter((status) => status === 200)).toHaveLength(2);
		expect(statuses.filter((status) => status === 429)).toHaveLength(8);
	});

	it('leaves the housekeeping the windows that ended, so the table holds only live ones', async () => {
		const { db } = await openSeededTestDatabase();
		for (const [address, at] of [
			['1.1.1.1', 0],
			['2.2.2.2', 30_000],
		] as const) {
			await countRequest(db, '/', address, 60_000, at);
		}
		expect(await forgetEndedWindows(db, 60_000)).toBe(1);
		const left = await db.selectFrom('request_windows').select('address').execute();
		expect(left).toEqual([{ address: '2.2.2.2' }]);
	});

	it('keys on the forwarded address behind a trusted proxy', async () => {
		const app = await createLimitedApp({ proxies: ['10.0.0.1'] });
		for (let i = 0; i < 2; i++) await get(app, '10.0.0.1', { 'X-Forwarded-For': '3.3.3.3' });
		expect((await get(app, '10.0.0.1', { 'X-Forwarded-For': '3.3.3.3' })).status).toBe(429);
		expect((await get(app, '10.0.0.1', { 'X-Forwarded-For': '4.4.4.4' })).status).toBe(200);
	});
});

describe('per-address limit of the auth routes', () => {
	it('limits POST /api/auth/login per address, before the body is read', async () => {
		const { app } = await createTestApp({ authRateLimit: { windowMs: 60_000, max: 3 } });
		const send = (remoteAddress: string) =>
			app.request('/api/auth/login', { method: 'POST', body: '{}' }, { remoteAddress });
		const statuses = [];
		for (let i = 0; i < 4; i++) statuses.push((await send('1.1.1.1')).status);
		expect(statuses).toEqual([400, 400, 400, 429]);
		expect((await send('2.2.2.2')).status).toBe(400);
	});

	it('leaves other routes alone', async () => {
		const { app } = await createTestApp({ authRateLimit: { windowMs: 60_000, max: 1 } });
		for (let i = 0; i < 3; i++) {
			expect((await app.request('/api/health', {}, { remoteAddress: '1.1.1.1' })).status).toBe(200);
		}
		expect((await postJson(app, '/api/auth/login', {})).status).toBe(400);
	});
});
