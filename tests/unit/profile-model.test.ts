import { describe, expect, it } from 'vitest';
import {
	donationStatusLabel,
	isLinkStartUrl,
	maskEmail,
	LINK_ERROR_WINDOW_MS,
	linkStartedRecently,
	readLinkRedirect,
} from '../../src/features/profile/model';

const texts = { discord: 'Discord linked', steam: 'Steam linked' };

describe('maskEmail', () => {
	it.each([
		['player@example.com', 'p•••••@•••••••••••'],
		['a@b.io', 'a@••••'],
		['jo.doe@mail.example.co.uk', 'j•••••@••••••••••••••••••'],
		['nodomain', 'n•••••••'],
		['', ''],
	])('masks %s as %s', (email, masked) => {
		expect(maskEmail(email)).toBe(masked);
	});
});

describe('readLinkRedirect', () => {
	it.each([
		[
			'https://s/profile?success=discord_linked',
			{ kind: 'success', text: 'Discord linked' },
			'/profile',
		],
		[
			'https://s/profile?success=steam_linked&x=1',
			{ kind: 'success', text: 'Steam linked' },
			'/profile?x=1',
		],
		['https://s/profile?error=Nope%21#top', { kind: 'error', text: 'Nope!' }, '/profile#top'],
		['https://s/profile?success=other', null, '/profile'],
	])('reads %s', (href, notice, cleanUrl) => {
		expect(readLinkRedirect(href, texts, true)).toEqual({ notice, cleanUrl });
	});

	it('answers null without a link query', () => {
		expect(readLinkRedirect('https://s/profile?tab=2', texts, true)).toBeNull();
	});

	it('shows no error text unless this browser started a link', () => {
		expect(readLinkRedirect('https://s/profile?error=Call%20us', texts, false)).toEqual({
			notice: null,
			cleanUrl: '/profile',
		});
		// Successes are the site's own texts: they need no mark.
		expect(
			readLinkRedirect('https://s/profile?success=steam_linked', texts, false)?.notice,
		).toEqual({ kind: 'success', text: 'Steam linked' });
	});
});

describe('linkStartedRecently', () => {
	const now = Date.parse('2030-01-01T12:00:00Z');
	it.each([
		['no mark', null, false],
		['a link started just now', now, true],
		['a link started 10 minutes ago', now - LINK_ERROR_WINDOW_MS, true],
		['a link started over 10 minutes ago', now - LINK_ERROR_WINDOW_MS - 1, false],
		['a mark from the future', now + 1000, false],
	])('answers %s', (_case, startedAt, expected) => {
		expect(linkStartedRecently(startedAt, now)).toBe(expected);
	});
});

describe('donationStatusLabel', () => {
	it.each([
		['paid', 'Paid'],
		['pending', 'Pending'],
		['canceled', 'Canceled'],
		['expired', 'Expired'],
		['refunded', 'refunded'],
		['', 'Unknown'],
	])('%s reads %s', (status, label) => {
		expect(donationStatusLabel(status)).toBe(label);
	});
});

describe('isLinkStartUrl', () => {
	it.each([
		['/api/auth/discord/start?flow=abc', true],
		['//evil.example/api/auth/discord/start', false],
		['/\\evil.example', false],
		['/.//evil.example/api/auth/discord/start', false],
		['/%2e%2e//evil.example', false],
		['https://evil.example/api/auth/discord/start', false],
		['javascript:alert(1)', false],
		['', false],
	])('%o is a start address on this site: %s', (url, onSite) => {
		expect(isLinkStartUrl(url)).toBe(onSite);
	});
});
