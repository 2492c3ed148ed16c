import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
	apiOrigin,
	ASTRO_ISLAND_STYLES,
	contentSecurityPolicy,
	inlineScriptHashes,
	inlineStyleHashes,
	PERMISSIONS_POLICY,
	securityHeaders,
} from '../../src/hosting/security-headers';

/** The CSP source expression of a script body, as browsers compute it. */
const hashOf = (body: string) =>
	`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/** The policy as a map from directive name to its sources. */
function directives(policy: string): Map<string, string[]> {
	return new Map(
		policy.split(';').map((part) => {
			const [name = '', ...sources] = part.trim().split(/\s+/);
			return [name, sources];
		}),
	);
}

const GUARD = "(function(){var t=localStorage.getItem('authToken')})()";

describe('inlineScriptHashes', () => {
	it.each([
		['one inline script', `<head><script>${GUARD}</script></head>`, [GUARD]],
		[
			'a module script with attributes',
			'<script type="module" data-astro-exec>import "/a.js";</script>',
			['import "/a.js";'],
		],
		['an upper-case tag', '<SCRIPT>alert(1)</SCRIPT>', ['alert(1)']],
		['a multi-line body', '<script>\n  var a = 1;\n</script>', ['\n  var a = 1;\n']],
		['an external script', '<script src="/_astro/app.js"></script>', []],
		['an external module', '<script type="module" src="/_astro/hoisted.js"></script>', []],
		['an external script with a body', "<script src='/x.js'>ignored()</script>", []],
		['an empty script', '<script></script>', []],
		['a blank script', '<script>  \n </script>', []],
		['no script at all', '<p>script</p>', []],
		[
			'inline and external mixed',
			'<script src="/a.js"></script><script>one()</script><script>two()</script>',
			['one()', 'two()'],
		],
	])('hashes %s', (_case, html, bodies) => {
		expect(inlineScriptHashes(html)).toEqual(bodies.map(hashOf).sort());
	});

	it('lists a script that appears twice once', () => {
		const html = `<script>${GUARD}</script><main></main><script>${GUARD}</script>`;
		expect(inlineScriptHashes(html)).toEqual([hashOf(GUARD)]);
	});

	it('hashes the body byte for byte (whitespace matters)', () => {
		expect(inlineScriptHashes('<script> a() </script>')).not.toEqual(
			inlineScriptHashes('<script>a()</script>'),
		);
	});
});

describe('apiOrigin', () => {
	it.each([
		['/api', null],
		['', null],
		['https://api.example.org/v1', 'https://api.example.org'],
		['http://localhost:8080/api/', 'http://localhost:8080'],
		['HTTPS://API.EXAMPLE.ORG/api', 'https://api.example.org'],
	])('%s → %s', (url, origin) => {
		expect(apiOrigin(url)).toBe(origin);
	});
});

describe('contentSecurityPolicy', () => {
	const hashes = [hashOf('a()'), hashOf('b()')];
	const policy = directives(contentSecurityPolicy({ scriptHashes: hashes }));

	it.each([
		['default-src', "'self'"],
		['frame-ancestors', "'none'"],
		['object-src', "'none'"],
		['base-uri', "'self'"],
		['script-src', "'self'"],
		['script-src', 'https://challenges.cloudflare.com'],
		['script-src', 'https://js.stripe.com'],
		['script-src', hashes[0]!],
		['script-src', hashes[1]!],
		['frame-src', 'https://challenges.cloudflare.com'],
		['frame-src', 'https://js.stripe.com'],
		['connect-src', "'self'"],
		['connect-src', 'https://challenges.cloudflare.com'],
		['connect-src', 'https://api.stripe.com'],
		['form-action', 'https://checkout.stripe.com'],
	])('%s allows %s', (directive, source) => {
		expect(policy.get(directive)).toContain(source);
	});

	it('allows exactly self on default-src and nothing on frame-ancestors', () => {
		expect(policy.get('default-src')).toEqual(["'self'"]);
		expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
	});

	it.each(["'unsafe-inline'", "'unsafe-eval'", '*', 'https:', 'data:'])(
		'script-src never allows %s',
		(source) => {
			expect(policy.get('script-src')).not.toContain(source);
		},
	);

	it('allows no inline script without hashes', () => {
		const bare = directives(contentSecurityPolicy());
		expect(bare.get('script-src')?.some((source) => source.startsWith("'sha256-"))).toBe(false);
	});

	it.each([
		['an absolute API', 'https://api.example.org', ['https://api.example.org']],
		['the site-served API', null, []],
	])('connect-src with %s', (_case, origin, extra) => {
		const sources = directives(contentSecurityPolicy({ apiOrigin: origin })).get('connect-src');
		expect(sources).toEqual([
			"'self'",
			'https://challenges.cloudflare.com',
			'https://api.stripe.com',
			...extra,
		]);
	});

	it('adds the origin of an absolute API URL to connect-src', () => {
		const policyText = contentSecurityPolicy({
			apiOrigin: apiOrigin('https://api.example.org/v1'),
		});
		expect(directives(policyText).get('connect-src')).toContain('https://api.example.org');
	});
});

describe('style-src', () => {
	it("allows no inline style but the hashed <style> elements and Astro's island style", () => {
		const sources = directives(contentSecurityPolicy({ styleHashes: [hashOf('a{}')] })).get(
			'style-src',
		);
		expect(sources).not.toContain("'unsafe-inline'");
		expect(sources).toEqual(["'self'", hashOf('a{}'), hashOf(ASTRO_ISLAND_STYLES)].sort());
	});

	it("knows Astro's island style as Astro writes it", () => {
		const runtime = readFileSync(
			'node_modules/astro/dist/runtime/server/astro-island-styles.js',
			'utf8',
		);
		expect(runtime).toContain(JSON.stringify(ASTRO_ISLAND_STYLES));
	});

	it('hashes <style> elements', () => {
		expect(
			inlineStyleHashes('<style>a{}</style><style media="x">b{}</style><style></style>'),
		).toEqual([hashOf('a{}'), hashOf('b{}')].sort());
	});
});

describe('securityHeaders', () => {
	it('sends the policy with nosniff, a strict referrer, no framing, features and opener', () => {
		expect(securityHeaders("default-src 'self'")).toEqual({
			'Content-Security-Policy': "default-src 'self'",
			'X-Content-Type-Options': 'nosniff',
			'Referrer-Policy': 'strict-origin-when-cross-origin',
			'X-Frame-Options': 'DENY',
			'Permissions-Policy': PERMISSIONS_POLICY,
			'Cross-Origin-Opener-Policy': 'same-origin',
		});
	});

	it('turns off camera, microphone and geolocation and allows payment for self and Stripe', () => {
		expect(PERMISSIONS_POLICY).toContain('camera=()');
		expect(PERMISSIONS_POLICY).toContain('microphone=()');
		expect(PERMISSIONS_POLICY).toContain('geolocation=()');
		expect(PERMISSIONS_POLICY).toContain('payment=(self "https://js.stripe.com")');
	});

	it('adds HSTS only for a site served on https', () => {
		expect(securityHeaders('x', { https: true })).toMatchObject({
			'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
		});
		expect(securityHeaders('x', { https: false })).not.toHaveProperty('Strict-Transport-Security');
	});
});
