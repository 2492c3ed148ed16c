import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../../src/lib/safe-redirect';

describe('safeRedirect', () => {
	it.each([
		['/profile', '/profile'],
		['/donations', '/donations'],
		['/jailbreak/poop', '/jailbreak/poop'],
		['/ttt/rounds?page=3#top', '/ttt/rounds?page=3#top'],
		['/', '/'],
		['/a/../support', '/support'],
	])('keeps the same-site path %s', (value, path) => {
		expect(safeRedirect(value)).toBe(path);
	});

	it.each([
		['a protocol-relative URL', '//evil.example'],
		['a backslash host', '/\\evil.example'],
		['three slashes', '///evil.example'],
		['an absolute URL', 'https://evil.example/profile'],
		['a javascript: URL', 'javascript:alert(1)'],
		['a data: URL', 'data:text/html,hi'],
		['a relative path', 'profile'],
		['a tab before the host', '/\t/evil.example'],
		['a newline', '/\n/evil.example'],
		['a NUL byte', '/profile\u0000'],
		['an empty value', ''],
		['null', null],
		['undefined', undefined],
		['a number', 42],
		['an array', ['/profile']],
	])('falls back for %s', (_case, value) => {
		expect(safeRedirect(value)).toBe('/profile');
	});

	it('uses the given fallback', () => {
		expect(safeRedirect('//evil.example', '/')).toBe('/');
	});
});
