import { describe, expect, it } from 'vitest';
import {
	describeProfileMismatch,
	isLoopbackAddress,
	isLoopbackHost,
	parseSwitchedOff,
	resolveLinkBase,
	resolveSiteMode,
	resolveSiteProfile,
	type SiteMode,
} from '../../src/site-mode';

describe('resolveSiteMode', () => {
	it.each<[string, SiteMode | undefined, SiteMode]>([
		['http://localhost:4321', undefined, 'demo'],
		['http://LOCALHOST', undefined, 'demo'],
		['http://nova.localhost:8080', undefined, 'demo'],
		['http://127.0.0.1:4321', undefined, 'demo'],
		['http://127.10.20.30', undefined, 'demo'],
		['http://[::1]:4321', undefined, 'demo'],
		['https://novagaming.example', undefined, 'production'],
		['http://192.168.1.20:4321', undefined, 'production'],
		['http://10.0.0.5', undefined, 'production'],
		['http://localhost.example.com', undefined, 'production'],
		['http://128.0.0.1', undefined, 'production'],
		['http://[::2]', undefined, 'production'],
		['https://novagaming.example', 'demo', 'demo'],
		['http://localhost:4321', 'production', 'production'],
	])('%s with SITE_MODE=%s is %s', (siteUrl, siteMode, expected) => {
		expect(resolveSiteMode({ siteUrl, siteMode })).toBe(expected);
	});
});

describe('isLoopbackHost and isLoopbackAddress', () => {
	it.each([
		['localhost', true],
		['a.b.localhost', true],
		['localhost.', true],
		['127.0.0.1', true],
		['[::1]', true],
		['notlocalhost', false],
		['0.0.0.0', false],
	])('host %s → %s', (host, expected) => {
		expect(isLoopbackHost(host)).toBe(expected);
	});

	it.each([
		['127.0.0.1', true],
		['127.3.2.1', true],
		['::1', true],
		['::ffff:127.0.0.1', true],
		['::ffff:203.0.113.9', false],
		['203.0.113.9', false],
		['unknown', false],
		[undefined, false],
	])('peer %s → %s', (address, expected) => {
		expect(isLoopbackAddress(address)).toBe(expected);
	});
});

describe('parseSwitchedOff', () => {
	it('reads a comma list, trimmed, lower-cased, sorted and without repeats', () => {
		expect(parseSwitchedOff(' Steam-Linking ,donations,, donations')).toEqual([
			'donations',
			'steam-linking',
		]);
		expect(parseSwitchedOff(undefined)).toEqual([]);
		expect(parseSwitchedOff('')).toEqual([]);
	});

	it('names an unknown part and lists the known ones', () => {
		expect(() => parseSwitchedOff('donations,mail')).toThrow(
			'unknown part mail (known: donations, discord-linking, steam-linking, discord-data)',
		);
	});
});

describe('describeProfileMismatch', () => {
	const demo = resolveSiteProfile({ siteUrl: 'http://localhost:4321/' });
	const production = resolveSiteProfile({ siteUrl: 'https://nova.example' });

	it('is null for the same profile, trailing slash or not', () => {
		expect(
			describeProfileMismatch(demo, resolveSiteProfile({ siteUrl: 'http://localhost:4321' })),
		).toBeNull();
	});

	it('says to rebuild when the mode, the address or the switched-off parts differ', () => {
		expect(describeProfileMismatch(demo, production)).toBe(
			'This build is for demo mode at http://localhost:4321 (switched off: nothing), but the ' +
				'settings now say production mode at https://nova.example (switched off: nothing): run ' +
				'`npm run build` again with these settings.',
		);
		const moved = resolveSiteProfile({ siteUrl: 'https://www.nova.example' });
		expect(describeProfileMismatch(production, moved)).toContain('npm run build');
		const off = resolveSiteProfile({ siteUrl: 'https://nova.example', switchedOff: ['donations'] });
		expect(describeProfileMismatch(production, off)).toContain('switched off: donations');
	});
});

describe('resolveLinkBase', () => {
	it('uses the public address in production and the listening address in demo', () => {
		expect(resolveLinkBase('production', 'https://nova.example/', 'http://localhost:4321')).toBe(
			'https://nova.example',
		);
		expect(resolveLinkBase('demo', 'http://localhost:4321', 'http://localhost:4399')).toBe(
			'http://localhost:4399',
		);
	});
});
