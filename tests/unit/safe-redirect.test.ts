import { describe, expect, it } from 'vitest';
import { MAX_REDIRECT_LENGTH, safeRedirect, sameSitePath } from '../../src/lib/safe-redirect';

const PAGE = 'https://novagaming.example/login';

/** Where a browser on the site goes when it is sent to `target`. */
function landing(target: string): URL {
	return new URL(target, PAGE);
}

describe('safeRedirect', () => {
	it.each([
		['/profile', '/profile'],
		['/donations', '/donations'],
		['/jailbreak/poop', '/jailbreak/poop'],
		['/ttt/rounds?page=2', '/ttt/rounds?page=2'],
		['/ttt/rounds?page=3#top', '/ttt/rounds?page=3#top'],
		['/a#b', '/a#b'],
		['/', '/'],
		['/a/../support', '/support'],
		['/./staff', '/staff'],
		['/servers?from=//elsewhere', '/servers?from=//elsewhere'],
		['/servers?q=a\\b', '/servers?q=a\\b'],
		['/rules#//top', '/rules#//top'],
		['/@evil.example', '/@evil.example'],
		['/players/76561198000000001', '/players/76561198000000001'],
		['/ttt/rounds?search=caf%C3%A9', '/ttt/rounds?search=caf%C3%A9'],
		['/a b', '/a%20b'],
	])('keeps the same-site path %s', (value, path) => {
		expect(safeRedirect(value)).toBe(path);
		expect(landing(path).host).toBe('novagaming.example');
	});

	it.each([
		['a protocol-relative URL', '//evil.example'],
		['a backslash host', '/\\evil.example'],
		['two backslashes', '\\\\evil.example'],
		['three slashes', '///evil.example'],
		['a dot segment before two slashes', '/.//evil.example'],
		['a double-dot segment before two slashes', '/..//evil.example'],
		['a dot segment deeper down', '/a/..//evil.example'],
		['an encoded dot segment', '/%2e//evil.example'],
		['an encoded upper-case double dot', '/%2E%2E//evil.example'],
		['a half-encoded double dot', '/.%2e//evil.example'],
		['a dot then a backslash', '/./\\evil.example'],
		['backslashes as dot segments', '/a\\..\\..\\/evil.example'],
		['a backslash later in the path', '/profile\\..\\\\evil.example'],
		['an encoded slash', '/%2f%2fevil.example'],
		['an encoded backslash', '/%5cevil.example'],
		['a tab before the host', '/\t/evil.example'],
		['a newline', '/\n/evil.example'],
		['a carriage return', '/\r/evil.example'],
		['a NUL byte', '/profile\u0000'],
		['a DEL character', '/\u007f/evil.example'],
		['an encoded tab', '/%09/evil.example'],
		['an encoded newline in the query', '/profile?x=%0a'],
		['an absolute URL', 'https://evil.example/profile'],
		['an absolute URL without slashes', 'https:evil.example'],
		['a javascript: URL', 'javascript:alert(1)'],
		['an upper-case JavaScript: URL', 'JaVaScRiPt:alert(1)'],
		['a data: URL', 'data:text/html,hi'],
		['userinfo before a host', '//user@evil.example'],
		['userinfo behind a backslash', '/\\user:pass@evil.example'],
		['a relative path', 'profile'],
		['a leading space', ' /profile'],
		['an overlong value', `/${'a'.repeat(MAX_REDIRECT_LENGTH)}`],
		['an empty value', ''],
		['null', null],
		['undefined', undefined],
		['a number', 42],
		['an array', ['/profile']],
	])('falls back for %s', (_case, value) => {
		expect(safeRedirect(value)).toBe('/profile');
		expect(sameSitePath(value)).toBeNull();
	});

	it('keeps a value of exactly the longest length', () => {
		const value = `/${'a'.repeat(MAX_REDIRECT_LENGTH - 1)}`;
		expect(safeRedirect(value)).toBe(value);
	});

	it('uses the given fallback', () => {
		expect(safeRedirect('//evil.example', '/')).toBe('/');
	});
});
