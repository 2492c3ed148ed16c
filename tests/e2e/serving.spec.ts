import { brotliDecompressSync } from 'node:zlib';
import { sendRaw } from '../fixtures/raw-http';
import { expect, test } from './support/fixtures';
import { startOwnServer } from './support/own-server';
import { rawGet } from './support/raw-http';

// Answers of the production server itself: headers, compression, paths and methods.

function serverPort(baseURL: string): number {
	return Number(new URL(baseURL).port);
}

async function findAssets(baseURL: string) {
	const html = (await rawGet(baseURL, '/')).body.toString('utf8');
	// The page's CSS is inline (no stylesheet to fetch); its scripts wait for the first paint.
	expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
	// The module that starts every page's chrome is a few calls; what it imports (the chrome's
	// code) is big enough to be precompressed (tiny files are not), whatever the build's order.
	const entry = /<script type="after-paint" data-src="(\/_astro\/BaseLayout[^"]+\.js)"/.exec(
		html,
	)?.[1];
	expect(entry, 'the chrome module of the home page').toBeTruthy();
	const entrySource = (await rawGet(baseURL, entry!)).body.toString('utf8');
	const imported = /from\s*"\.\/([^"]+\.js)"/.exec(entrySource)?.[1];
	const script = imported && `/_astro/${imported}`;
	const font = /url\((\/_astro\/[^)]+\.woff2)\)/.exec(html)?.[1];
	expect(script, 'a script of the home page').toBeTruthy();
	expect(font, 'a font of the home page').toBeTruthy();
	return { script: script!, font: font! };
}

test.describe('response headers', () => {
	test('pages, SVG and API answers carry the security headers; HSTS only on https', async ({
		baseURL,
	}) => {
		for (const path of ['/', '/api/health', '/favicon.svg', '/ttt/rounds/1', '/no-such-page']) {
			const { headers } = await rawGet(baseURL!, path);
			expect(headers['permissions-policy'], path).toContain('camera=()');
			expect(headers['permissions-policy'], path).toContain('geolocation=()');
			expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
			expect(headers['x-content-type-options'], path).toBe('nosniff');
			expect(headers['strict-transport-security'], path).toBeUndefined();
			const styleSrc = /style-src ([^;]*)/.exec(String(headers['content-security-policy']))?.[1];
			expect(styleSrc, path).toContain("'self'");
			expect(styleSrc, path).not.toContain('unsafe-inline');
		}
	});

	test('scripts and fonts go without the document headers and referrer policy, keeping nosniff', async ({
		baseURL,
	}) => {
		const { script, font } = await findAssets(baseURL!);
		for (const path of [script, font]) {
			const { status, headers } = await rawGet(baseURL!, path);
			expect(status, path).toBe(200);
			expect(headers['content-security-policy'], path).toBeUndefined();
			expect(headers['x-frame-options'], path).toBeUndefined();
			expect(headers['permissions-policy'], path).toBeUndefined();
			expect(headers['cross-origin-opener-policy'], path).toBeUndefined();
			expect(headers['x-content-type-options'], path).toBe('nosniff');
			// For a script or a font the browsers' default policy is the site's own.
			expect(headers['referrer-policy'], path).toBeUndefined();
		}
	});

	test('API answers are never stored, build assets are kept, pages revalidate', async ({
		baseURL,
	}) => {
		const { script, font } = await findAssets(baseURL!);
		for (const path of ['/api/health', '/api/auth/user', '/api/nothing']) {
			expect((await rawGet(baseURL!, path)).headers['cache-control'], path).toBe('no-store');
		}
		for (const path of [script, font]) {
			expect((await rawGet(baseURL!, path)).headers['cache-control'], path).toBe(
				'public, max-age=31536000, immutable',
			);
		}
		for (const path of ['/', '/rules', '/ttt/rounds/1']) {
			expect((await rawGet(baseURL!, path)).headers['cache-control'], path).toBe('no-cache');
		}
	});
});

test('HTML (with its CSS), JS and JSON go out with brotli when the client takes it', async ({
	baseURL,
}) => {
	const { script } = await findAssets(baseURL!);
	for (const path of ['/', script, '/api/jailbreak/noscope/top', '/ttt/rounds/1']) {
		const response = await rawGet(baseURL!, path, { 'accept-encoding': 'br' });
		expect(response.status, path).toBe(200);
		expect(response.headers['content-encoding'], path).toBe('br');
		expect(response.headers.vary, path).toMatch(/accept-encoding/i);
		expect(brotliDecompressSync(response.body).length, path).toBeGreaterThan(0);
	}
	const json = await rawGet(baseURL!, '/api/jailbreak/noscope/top', {
		'accept-encoding': 'gzip, br',
	});
	expect(JSON.parse(brotliDecompressSync(json.body).toString())).toEqual(expect.any(Array));
	// An answer shorter than a TCP segment gains nothing from compression and goes out as is.
	const short = await rawGet(baseURL!, '/api/health', { 'accept-encoding': 'br' });
	expect(short.headers['content-encoding']).toBeUndefined();
	expect(short.headers['content-length']).toBe(String(short.body.length));
	expect(JSON.parse(short.body.toString())).toMatchObject({ ok: true, database: 'ready' });
	const gzip = await rawGet(baseURL!, script, { 'accept-encoding': 'gzip' });
	expect(gzip.headers['content-encoding']).toBe('gzip');
	const plain = await rawGet(baseURL!, script);
	expect(plain.headers['content-encoding']).toBeUndefined();
});

test.describe('paths that start with two slashes', () => {
	for (const path of ['//evil.example/../rules/', '//evil.example/', '/\\evil.example/', '///x']) {
		test(`${path} never redirects to another host`, async ({ baseURL }) => {
			const response = await rawGet(baseURL!, path);
			const location = response.headers.location;
			if (typeof location === 'string') {
				expect(location).toMatch(/^\/(?![/\\])/);
				expect(new URL(location, baseURL).host).toBe(new URL(baseURL!).host);
			}
		});
	}

	test('the open-redirect probe lands on the rules page of this site', async ({ baseURL }) => {
		const response = await rawGet(baseURL!, '//evil.example/../rules/');
		expect(response.status).toBe(301);
		expect(response.headers.location).toBe('/rules');
	});
});

test.describe('paths with dot segments, repeated slashes and backslashes', () => {
	// Each resolves, as a browser would, to a path that starts with '//' before it is made canonical.
	const cases: [path: string, location: string | null][] = [
		['/.//staff/', '/staff'],
		['//staff/', '/staff'],
		['/%2e//staff/', '/staff'],
		['/%2E%2E//staff/', '/staff'],
		['/.%2e//staff/', '/staff'],
		['/..//staff/', '/staff'],
		['/a/..//staff/', '/staff'],
		['/./\\staff/', '/staff'],
		['/\\staff/', '/staff'],
		['/\\\\staff/', '/staff'],
		['/.//staff/?tab=1', '/staff?tab=1'],
		['/.//ttt/rounds/1/', '/ttt/rounds/1'],
		['/ttt//rounds/1/', '/ttt/rounds/1'],
		// Any path with a trailing slash goes to the path without it, known or not.
		['/.//evil.example/', '/evil.example'],
		['/%2e//evil.example', null],
		['/..//evil.example', null],
	];
	for (const [path, location] of cases) {
		test(`${path} answers ${location ? `a redirect to ${location}` : '404'}`, async ({
			baseURL,
		}) => {
			const response = await rawGet(baseURL!, path);
			if (location === null) {
				expect(response.status).toBe(404);
				expect(response.headers.location).toBeUndefined();
			} else {
				expect(response.status).toBe(301);
				expect(response.headers.location).toBe(location);
			}
		});
	}
});

test.describe('methods other than GET and HEAD outside the API', () => {
	// Prerendered, rendered on demand (round, verify link) and the 404 of an unknown path.
	const pages = ['/', '/staff', '/login', '/ttt/rounds/1', '/verify/abc', '/no-such-page'];

	for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
		test(`${method} answers 405 allowing GET and HEAD, without rendering`, async ({ baseURL }) => {
			for (const path of pages) {
				const response = await sendRaw(serverPort(baseURL!), `${method} ${path} HTTP/1.1`, {
					headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
					body: 'name=value',
				});
				expect(response.status, path).toBe(405);
				expect(response.headers.allow, path).toBe('GET, HEAD');
				expect(response.body, path).not.toContain('<html');
			}
		});
	}

	test('GET and HEAD still answer, and so do the section redirects', async ({ baseURL }) => {
		const port = serverPort(baseURL!);
		for (const path of ['/', '/staff', '/ttt/rounds/1']) {
			expect((await sendRaw(port, `GET ${path} HTTP/1.1`)).status, path).toBe(200);
			expect((await sendRaw(port, `HEAD ${path} HTTP/1.1`)).status, path).toBe(200);
		}
		for (const path of ['/eu/ttt', '/admin', '/rules', '/ttt', '/jailbreak']) {
			expect((await sendRaw(port, `GET ${path} HTTP/1.1`)).status, path).toBe(302);
		}
	});

	test('a burst of 1,000 such requests writes almost nothing to the log', async () => {
		const server = await startOwnServer();
		try {
			const methods = ['POST', 'PUT', 'DELETE', 'PATCH'];
			const paths = [...pages, '/eu/ttt'];
			for (let batch = 0; batch < 20; batch += 1) {
				const statuses = await Promise.all(
					Array.from({ length: 50 }, async (_, index) => {
						const n = batch * 50 + index;
						const response = await fetch(`${server.baseURL}${paths[n % paths.length]}`, {
							method: methods[n % methods.length],
							body: 'name=value',
						});
						return response.status;
					}),
				);
				expect(new Set(statuses)).toEqual(new Set([405]));
			}
			expect(server.logLines().length).toBeLessThanOrEqual(5);
		} finally {
			await server.close();
		}
	});
});
