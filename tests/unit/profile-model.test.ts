import { describe, expect, it } from 'vitest';
import {
	donationStatusLabel,
	isLinkStartUrl,
	maskEmail,
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
		expect(readLinkRedirect(href, texts)).toEqual({ notice, cleanUrl });
	});

	it('answers null without a link query', () => {
		expect(readLinkRedirect('https://s/profile?tab=2', texts)).toBeNull();
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
