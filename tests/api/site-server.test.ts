import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSiteServer, type AstroHandler, type SiteApi } from '../../src/hosting/site-server';
import { contentSecurityPolicy } from '../../src/hosting/security-headers';
import { createTestApp } from '../fixtures/reference-api';

const TOKEN = 'c'.repeat(64);
const cleanups: Array<() => unknown> = [];

afterEach(async () => {
	for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * The site server with a stand-in for Astro's handler that does what the `/api` endpoint does
 * (hand the request to `locals.api`) and fails for `/verify/*`, as a broken page would.
 */
async function startSite(api: () => SiteApi | undefined) {
	const clientDir = mkdtempSync(join(tmpdir(), 'site-client-'));
	cleanups.push(() => rmSync(clientDir, { recursive: true, force: true }));
	const astro: AstroHandler = async (req, res, _next, locals) => {
		if (req.url?.startsWith('/verify/')) throw new Error(`Rendering ${req.url} failed`);
		const request = new Request(`http://site.test${req.url}`);
		const response = await locals.api!.fetch(request, { remoteAddress: locals.remoteAddress });
		res.writeHead(response.status, { 'Content-Type': 'application/json' });
		res.end(await response.text());
	};
	const server = await startSiteServer({
		port: 0,
		host: '127.0.0.1',
		clientDir,
		staticPolicy: { policy: contentSecurityPolicy(), https: false },
		astro,
		api,
	});
	cleanups.push(() => new Promise((resolve) => server.close(resolve)));
	return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('startSiteServer', () => {
	it('answers /api with 503 until the API is handed over, then through it', async () => {
		const handedOver: { api?: SiteApi } = {};
		const base = await startSite(() => handedOver.api);
		const early = await fetch(`${base}/api/health`);
		expect(early.status).toBe(503);
		expect(early.headers.get('retry-after')).toBe('1');
		expect(await early.json()).toEqual({ message: 'The site is starting' });

		handedOver.api = createTestApp().app;
		const ready = await fetch(`${base}/api/health`);
		expect(ready.status).toBe(200);
		expect(await ready.json()).toEqual({ ok: true, database: 'ready' });
		// The socket's own address reaches the API: the outbox opens to this machine.
		expect((await fetch(`${base}/api/dev/outbox`)).status).toBe(200);
	});

	it('logs a failed answer without the token in its path', async () => {
		const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
		const base = await startSite(() => createTestApp().app);
		const response = await fetch(`${base}/verify/${TOKEN}?next=/profile`);
		expect(response.status).toBe(500);
		expect(logged).toHaveBeenCalledWith(
			'Could not answer /verify/[redacted]?[redacted]:',
			expect.stringContaining('Rendering /verify/[redacted]'),
		);
		expect(JSON.stringify(logged.mock.calls)).not.toContain(TOKEN);
	});
});
