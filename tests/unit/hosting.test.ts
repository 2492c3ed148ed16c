import type { AstroIntegrationLogger } from 'astro';
import { describe, expect, it, vi } from 'vitest';
import { normaliseRequestUrl } from '../../src/hosting/request-path';
import { warnAboutLocalSite } from '../../src/hosting/security-integration';
import { staticCacheControl } from '../../src/hosting/static-files';

describe('normaliseRequestUrl', () => {
	it.each([
		['//evil.example/../rules/', '/rules/'],
		['///evil.example', '/evil.example'],
		['/\\evil.example', '/evil.example'],
		['\\\\evil.example', '/evil.example'],
		['/.//staff/', '/staff/'],
		['/..//staff/', '/staff/'],
		['/a/..//staff/', '/staff/'],
		['/%2e//staff/', '/staff/'],
		['/%2E%2E//staff/', '/staff/'],
		['/.%2e//staff/', '/staff/'],
		['/./\\staff/', '/staff/'],
		['/\\\\staff/', '/staff/'],
		['/staff/%2e%2e/%2e%2e//evil.example/', '/evil.example/'],
		['/ttt//rounds///1/', '/ttt/rounds/1/'],
		['/rules', '/rules'],
		['/', '/'],
		['/a//b?x=//y', '/a/b?x=//y'],
		['/staff/?next=/.//x', '/staff/?next=/.//x'],
		['/api/health/', '/api/health/'],
		['/api/%E0%A4%A', '/api/%E0%A4%A'],
		['/ttt/rounds/%2F%2Fevil.example', '/ttt/rounds/%2F%2Fevil.example'],
		['http://localhost:4321//evil.example/x?y=1', '/evil.example/x?y=1'],
	])('%s → %s', (url, expected) => {
		const normalised = normaliseRequestUrl(url);
		expect(normalised).toBe(expected);
		expect(normalised).toMatch(/^\/(?![/\\])/);
		expect(new URL(normalised, 'http://site.test').host).toBe('site.test');
	});

	it('leaves the asterisk form to the raw request guard', () => {
		expect(normaliseRequestUrl('*')).toBe('*');
	});
});

describe('staticCacheControl', () => {
	it('keeps hashed build assets for a year and revalidates everything else', () => {
		expect(staticCacheControl('/_astro/app.C6zceL-E.js')).toBe(
			'public, max-age=31536000, immutable',
		);
		expect(staticCacheControl('/index.html')).toBe('no-cache');
		expect(staticCacheControl('/favicon.svg')).toBe('no-cache');
	});
});

describe('warnAboutLocalSite', () => {
	const makeLogger = () => ({ warn: vi.fn() }) as unknown as AstroIntegrationLogger;

	it.each(['http://localhost:4321', 'http://127.0.0.1:8080', undefined])(
		'warns about %s',
		(site) => {
			const logger = makeLogger();
			expect(warnAboutLocalSite(site ? new URL(site) : undefined, logger)).toBe(true);
			expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('SITE_URL'));
		},
	);

	it('stays quiet for a public address', () => {
		const logger = makeLogger();
		expect(warnAboutLocalSite(new URL('https://novagaming.example'), logger)).toBe(false);
		expect(logger.warn).not.toHaveBeenCalled();
	});
});
