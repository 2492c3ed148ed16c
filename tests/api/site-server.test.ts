import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
	startSiteServer,
	type AstroHandler,
	type HostLocals,
	type SiteApi,
} from '../../src/hosting/site-server';
import type { StaticPolicy } from '../../src/hosting/static-policy';
import { contentSecurityPolicy } from '../../src/hosting/security-headers';
import { issueIngestKey } from '../fixtures/ingest-servers';
import { createTestApp } from '../fixtures/reference-api';

const TOKEN = 'c'.repeat(64);
const cleanups: Array<() => unknown> = [];

afterEach(async () => {
	for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * The site server with a stand-in for Astro's handler that renders a page and fails for
 * `/verify/*`, as a broken page would; the paths Astro was asked for are in `astroPaths`.
 */
async function startSite(
	api: () => SiteApi | undefined,
	files: Record<string, Buffer> = {},
	staticPolicy: StaticPolicy = { policy: contentSecurityPolicy(), https: false },
	accessLog?: (line: string) => void,
) {
	const clientDir = mkdtempSync(join(tmpdir(), 'site-client-'));
	cleanups.push(() => rmSync(clientDir, { recursive: true, force: true }));
	for (const [name, bytes] of Object.entries(files)) {
		mkdirSync(dirname(join(clientDir, name)), { recursive: true });
		writeFileSync(join(clientDir, name), bytes);
	}
	const astroPaths: string[] = [];
	const astroLocals: HostLocals[] = [];
	const astro: AstroHandler = (req, res, _next, locals) => {
		astroPaths.push(req.url ?? '');
		astroLocals.push(locals);
		if (req.url?.startsWith('/verify/')) throw new Error(`Rendering ${req.url} failed`);
		res.writeHead(200, { 'Content-Type': 'text/html' });
		res.end('<p>page</p>');
	};
	const server = await startSiteServer({
		port: 0,
		host: '127.0.0.1',
		clientDir,
		staticPolicy,
		astro,
		api,
		accessLog,
	});
	cleanups.push(() => new Promise((resolve) => server.close(resolve)));
	const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	return { base, astroPaths, astroLocals };
}

describe('the access log of pages and files', () => {
	it('writes a line per request, without query or a mailed link token; the API logs its own', async () => {
		const { app } = await createTestApp();
		const lines: string[] = [];
		const { base } = await startSite(
			() => app,
			{},
			undefined,
			(line) => lines.push(line),
		);
		await fetch(`${base}/servers?redirect=secret-value`);
		await fetch(`${base}/reset-password/${TOKEN}`);
		await fetch(`${base}/api/health`);
		await expect.poll(() => lines.length).toBe(2);
		expect(lines[0]).toMatch(/^GET \/servers 200 \d+\.\dms$/);
		expect(lines[1]).toMatch(/^GET \/reset-password\/\[redacted\] 200 /);
		expect(lines.join('\n')).not.toContain('secret-value');
		expect(lines.join('\n')).not.toContain(TOKEN);
	});
});

describe('startSiteServer', () => {
	it('answers /api with 503 until the API is handed over, then through it', async () => {
		const handedOver: { api?: SiteApi } = {};
		const { base, astroPaths } = await startSite(() => handedOver.api);
		const early = await fetch(`${base}/api/health`);
		expect(early.status).toBe(503);
		expect(early.headers.get('retry-after')).toBe('1');
		expect(await early.json()).toEqual({ message: 'The site is starting' });

		handedOver.api = (await createTestApp()).app;
		const ready = await fetch(`${base}/api/health`);
		expect(ready.status).toBe(200);
		expect(await ready.json()).toMatchObject({ ok: true, database: 'ready' });
		// The socket's own address reaches the API: the outbox opens to this machine.
		expect((await fetch(`${base}/api/dev/outbox`)).status).toBe(200);
		// The API answers by itself; Astro renders pages only.
		expect(astroPaths).toEqual([]);
	});

	it('refuses a login the hashing queue has no room for before the API reads a byte of it', async () => {
		const lines: string[] = [];
		const { app, passwords } = await createTestApp({
			trustProxy: true,
			accessLog: (line) => lines.push(line),
		});
		const room = vi.spyOn(passwords, 'roomFor').mockReturnValue('clientShareUsed');
		const fetched = vi.spyOn(app, 'fetch');
		const { base } = await startSite(() => app);
		// Not even JSON: a body the API had read would answer 400.
		const login = () =>
			fetch(`${base}/api/auth/login`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.7' },
				body: '{not json',
			});

		const overShare = await login();
		expect(overShare.status).toBe(429);
		expect(overShare.headers.get('retry-after')).toBe('1');
		expect(overShare.headers.get('cache-control')).toBe('no-store');
		// An answer that never becomes a document: nosniff, no page policy.
		expect(overShare.headers.get('x-content-type-options')).toBe('nosniff');
		expect(overShare.headers.get('content-security-policy')).toBeNull();
		expect(await overShare.json()).toEqual({
			message: 'Too many requests. Please try again later.',
		});
		// The client's address is the one its proxy forwarded, as the API reads it.
		expect(room).toHaveBeenLastCalledWith('203.0.113.7');

		room.mockReturnValue('full');
		const full = await login();
		expect(full.status).toBe(503);
		expect(full.headers.get('retry-after')).toBe('1');
		expect(await full.json()).toEqual({
			message: 'The server is busy. Please try again in a moment.',
		});
		expect(fetched).not.toHaveBeenCalled();
		expect(lines).toEqual([
			expect.stringMatching(/^POST \/api\/auth\/login 429 \d+\.\dms$/),
			expect.stringMatching(/^POST \/api\/auth\/login 503 \d+\.\dms$/),
		]);

		// With room, the login reaches the API, which reads the body.
		room.mockReturnValue('free');
		expect((await login()).status).toBe(400);
		expect(fetched).toHaveBeenCalledTimes(1);
	});

	it("passes the API the request's method, path and body, and sends back each cookie", async () => {
		const api: SiteApi = {
			async fetch(request) {
				const headers = new Headers({ 'Content-Type': 'application/json' });
				headers.append('Set-Cookie', 'a=1; Path=/api; HttpOnly');
				headers.append('Set-Cookie', 'b=2; Path=/api; HttpOnly');
				const { pathname, search } = new URL(request.url);
				const echo = { method: request.method, path: `${pathname}${search}` };
				return new Response(JSON.stringify({ ...echo, body: await request.text() }), {
					status: 201,
					headers,
				});
			},
		};
		const { base } = await startSite(() => api);
		const response = await fetch(`${base}/api/echo?x=1`, { method: 'POST', body: 'hello' });
		expect(response.status).toBe(201);
		expect(response.headers.getSetCookie()).toEqual([
			'a=1; Path=/api; HttpOnly',
			'b=2; Path=/api; HttpOnly',
		]);
		const text = await response.text();
		expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
		expect(JSON.parse(text)).toEqual({ method: 'POST', path: '/api/echo?x=1', body: 'hello' });
		const head = await fetch(`${base}/api/echo`, { method: 'HEAD' });
		expect(head.status).toBe(201);
		expect(await head.text()).toBe('');
	});

	it('serves the same bytes of small and large files on every request', async () => {
		const { app } = await createTestApp();
		const small = Buffer.from('<!doctype html><title>kept</title>');
		const large = Buffer.alloc(700 * 1024, 7);
		const { base, astroPaths } = await startSite(() => app, {
			'small.html': small,
			'large.bin': large,
		});
		for (let round = 0; round < 2; round++) {
			const page = await fetch(`${base}/small.html`);
			expect(Buffer.from(await page.arrayBuffer())).toEqual(small);
			const blob = await fetch(`${base}/large.bin`);
			expect(blob.headers.get('content-length')).toBe(String(large.length));
			// Compared byte for byte at once: a deep equality walks 700 KB slowly enough, on a busy
			// machine, for the server to close the idle kept-alive connection the next fetch reuses.
			expect(Buffer.from(await blob.arrayBuffer()).equals(large)).toBe(true);
		}
		const tag = (await fetch(`${base}/small.html`)).headers.get('etag')!;
		const again = await fetch(`${base}/small.html`, { headers: { 'If-None-Match': tag } });
		expect(again.status).toBe(304);
		expect((await fetch(`${base}/missing.html`)).status).toBe(200);
		expect(astroPaths).toEqual(['/missing.html']);
	});

	it('logs a failed answer without the token in its path', async () => {
		const { app } = await createTestApp();
		const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
		const { base } = await startSite(() => app);
		const response = await fetch(`${base}/verify/${TOKEN}?next=/profile`);
		expect(response.status).toBe(500);
		expect(logged).toHaveBeenCalledWith(
			'Could not answer /verify/[redacted]?[redacted]:',
			expect.stringContaining('Rendering /verify/[redacted]'),
		);
		expect(JSON.stringify(logged.mock.calls)).not.toContain(TOKEN);
	});

	it('sends the document headers with pages and SVG, not with scripts, styles and fonts', async () => {
		const { app } = await createTestApp();
		const { base } = await startSite(() => app, {
			'app.js': Buffer.from('export {};'),
			'lib.mjs': Buffer.from('export {};'),
			'style.css': Buffer.from('a{}'),
			'face.woff2': Buffer.from('wOF2'),
			'photo.png': Buffer.from('png'),
			'page.html': Buffer.from('<!doctype html><title>page</title>'),
			'icon.svg': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
		});
		// The referrer policy too: for a script or style it is the browsers' default anyway.
		const documentOnly = [
			'content-security-policy',
			'referrer-policy',
			'x-frame-options',
			'permissions-policy',
			'cross-origin-opener-policy',
		];
		for (const path of ['/app.js', '/lib.mjs', '/style.css', '/face.woff2', '/photo.png']) {
			const { status, headers } = await fetch(`${base}${path}`);
			expect(status, path).toBe(200);
			for (const name of documentOnly) expect(headers.get(name), `${path} ${name}`).toBeNull();
			expect(headers.get('x-content-type-options'), path).toBe('nosniff');
		}
		// Pages, SVG (a document when opened by itself), API answers and pages Astro renders.
		for (const path of ['/page.html', '/icon.svg', '/api/health', '/rendered']) {
			const { status, headers } = await fetch(`${base}${path}`);
			expect(status, path).toBe(200);
			expect(headers.get('content-security-policy'), path).toBe(contentSecurityPolicy());
			expect(headers.get('x-frame-options'), path).toBe('DENY');
			expect(headers.get('permissions-policy'), path).toContain('camera=()');
			expect(headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
			expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
			expect(headers.get('x-content-type-options'), path).toBe('nosniff');
		}
		// A script revalidated with a 304 goes without them too.
		const tag = (await fetch(`${base}/app.js`)).headers.get('etag')!;
		const again = await fetch(`${base}/app.js`, { headers: { 'If-None-Match': tag } });
		expect(again.status).toBe(304);
		expect(again.headers.get('content-security-policy')).toBeNull();
	});

	it('sends each built page its own policy and hands Astro those of the routes it renders', async () => {
		const { app } = await createTestApp();
		const policyOf = (name: string) => `default-src 'self'; style-src 'self' 'sha256-${name}'`;
		const { base, astroLocals } = await startSite(
			() => app,
			{
				'page.html': Buffer.from('<!doctype html><title>page</title>'),
				'docs/index.html': Buffer.from('<!doctype html><title>docs</title>'),
				'other.html': Buffer.from('<!doctype html><title>other</title>'),
			},
			{
				policy: contentSecurityPolicy(),
				documents: { 'page.html': policyOf('page'), 'docs/index.html': policyOf('docs') },
				routes: { '/servers': policyOf('servers') },
				https: false,
			},
		);
		const policyAt = async (path: string) =>
			(await fetch(`${base}${path}`)).headers.get('content-security-policy');
		expect(await policyAt('/page.html')).toBe(policyOf('page'));
		expect(await policyAt('/docs')).toBe(policyOf('docs'));
		// A page the build wrote no policy for, the API and Astro's answers: the whole build's.
		expect(await policyAt('/other.html')).toBe(contentSecurityPolicy());
		expect(await policyAt('/api/health')).toBe(contentSecurityPolicy());
		expect(await policyAt('/rendered')).toBe(contentSecurityPolicy());
		const [locals] = astroLocals;
		expect(locals?.routeSecurityPolicy('/servers')).toBe(policyOf('servers'));
		expect(locals?.routeSecurityPolicy('/staff')).toBeUndefined();
		expect(locals?.contentSecurityPolicy).toBe(contentSecurityPolicy());
	});

	it("weakens a compressed answer's strong ETag, and revalidates it with a 304", async () => {
		const test = await createTestApp();
		const { headers } = await issueIngestKey(test.queries);
		// Enough admins on every server for an answer past the compression threshold.
		await test.queries
			.insertInto('game_admins')
			.values(
				Array.from({ length: 30 }, (_, n) => ({
					region: 'eu',
					player_steamid: `7656119900000${1000 + n}`,
					player_name: `Poller ${n}`,
					immunity: 50,
					flags: 'a,b,c',
					created: '2026-01-01T00:00:00Z',
				})),
			)
			.execute();
		const { base } = await startSite(() => test.app);
		const plain = await fetch(`${base}/api/ingest/admins`, {
			headers: { ...headers, 'Accept-Encoding': 'identity' },
		});
		const strong = plain.headers.get('ETag')!;
		expect(strong).toMatch(/^"/);
		const zipped = await fetch(`${base}/api/ingest/admins`, {
			headers: { ...headers, 'Accept-Encoding': 'gzip' },
		});
		expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
		expect(zipped.headers.get('ETag')).toBe(`W/${strong}`);
		expect(await zipped.json()).toEqual(await plain.json());
		const again = await fetch(`${base}/api/ingest/admins`, {
			headers: { ...headers, 'Accept-Encoding': 'gzip', 'If-None-Match': `W/${strong}` },
		});
		expect(again.status).toBe(304);
		expect(await again.text()).toBe('');
	});
});
