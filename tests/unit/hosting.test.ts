import type { AstroIntegrationLogger } from 'astro';
import { describe, expect, it, vi } from 'vitest';
import { isCompressibleType, pickEncoding, varyOnEncoding } from '../../src/hosting/encoding';
import { normaliseRequestUrl } from '../../src/hosting/request-path';
import { warnAboutLocalSite } from '../../src/hosting/security-integration';
import { staticCacheControl } from '../../src/hosting/static-files';

describe('normaliseRequestUrl', () => {
	it.each([
		['//evil.example/../rules/', '/evil.example/../rules/'],
		['///evil.example', '/evil.example'],
		['/\\evil.example', '/evil.example'],
		['\\\\evil.example', '/evil.example'],
		['/rules', '/rules'],
		['/a//b?x=//y', '/a//b?x=//y'],
	])('%s → %s', (url, expected) => {
		expect(normaliseRequestUrl(url)).toBe(expected);
		expect(new URL(normaliseRequestUrl(url), 'http://site.test').host).toBe('site.test');
	});
});

describe('pickEncoding', () => {
	it.each([
		['br, gzip', 'br'],
		['gzip, deflate, br, zstd', 'br'],
		['gzip', 'gzip'],
		['br;q=0, gzip', 'gzip'],
		['*', 'gzip'],
		['identity', null],
		['', null],
		[undefined, null],
	])('%s → %s', (header, expected) => {
		expect(pickEncoding(header)).toBe(expected);
	});
});

describe('isCompressibleType', () => {
	it.each([
		['text/html; charset=utf-8', true],
		['text/css', true],
		['text/javascript', true],
		['application/json', true],
		['image/svg+xml', true],
		['image/png', false],
		['font/woff2', false],
		['', false],
	])('%s → %s', (type, expected) => {
		expect(isCompressibleType(type)).toBe(expected);
	});
});

describe('varyOnEncoding', () => {
	it.each([
		[undefined, 'Accept-Encoding'],
		['Origin', 'Origin, Accept-Encoding'],
		['accept-encoding', 'accept-encoding'],
		[['Origin', 'Cookie'], 'Origin, Cookie, Accept-Encoding'],
	])('%s → %s', (current, expected) => {
		expect(varyOnEncoding(current)).toBe(expected);
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
