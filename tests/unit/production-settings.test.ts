import { describe, expect, it } from 'vitest';
import {
	findMissingProductionSettings,
	isTurnstileTestKey,
} from '../../src/server/production-settings';
import { parseServerSettings } from '../../src/server/settings';
import type { SwitchablePart } from '../../src/site-mode';

/** Every setting a production site with all its live parts needs. */
const COMPLETE = {
	SITE_URL: 'https://nova.example',
	SMTP_URL: 'smtps://user:pass@mail.nova.example:465',
	TURNSTILE_SECRET_KEY: '0x4AAAAAAAsecretsecret',
	STRIPE_SECRET_KEY: 'sk_live_x',
	STRIPE_WEBHOOK_SECRET: 'whsec_x',
	DISCORD_BOT_TOKEN: 'bot',
	DISCORD_CLIENT_ID: 'id',
	DISCORD_CLIENT_SECRET: 'secret',
	STEAM_API_KEY: 'steam',
	GAME_STATUS_MODE: 'live',
};
const PUBLIC = {
	PUBLIC_TURNSTILE_SITE_KEY: '0x4AAAAAAAsitekey',
	PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
};

function check(
	env: Record<string, string | undefined>,
	publicSettings: Record<string, string> = PUBLIC,
	switchedOff: SwitchablePart[] = [],
) {
	return findMissingProductionSettings({
		settings: parseServerSettings(env),
		publicSettings,
		switchedOff,
	});
}

describe('findMissingProductionSettings', () => {
	it('finds nothing missing when every live part is configured', () => {
		expect(check(COMPLETE)).toEqual([]);
	});

	it.each([
		[
			'SMTP_URL',
			'SMTP_URL is not set; it is needed for mail (verification and password-reset links; production has no outbox).',
		],
		[
			'TURNSTILE_SECRET_KEY',
			'TURNSTILE_SECRET_KEY is not set; it is needed for the bot check (Cloudflare Turnstile).',
		],
		[
			'STRIPE_SECRET_KEY',
			'STRIPE_SECRET_KEY is not set; it is needed for card donations (Stripe), or switch the part off with SWITCHED_OFF=donations.',
		],
		[
			'STRIPE_WEBHOOK_SECRET',
			'STRIPE_WEBHOOK_SECRET is not set; it is needed for card donations (Stripe), or switch the part off with SWITCHED_OFF=donations.',
		],
		[
			'DISCORD_BOT_TOKEN',
			'DISCORD_BOT_TOKEN is not set; it is needed for the Discord community data (member count, events, team), or switch the part off with SWITCHED_OFF=discord-data.',
		],
		[
			'DISCORD_CLIENT_ID',
			'DISCORD_CLIENT_ID is not set; it is needed for Discord account linking, or switch the part off with SWITCHED_OFF=discord-linking.',
		],
		[
			'DISCORD_CLIENT_SECRET',
			'DISCORD_CLIENT_SECRET is not set; it is needed for Discord account linking, or switch the part off with SWITCHED_OFF=discord-linking.',
		],
		[
			'STEAM_API_KEY',
			'STEAM_API_KEY is not set; it is needed for Steam account linking, or switch the part off with SWITCHED_OFF=steam-linking.',
		],
		[
			'GAME_STATUS_MODE',
			'GAME_STATUS_MODE is demo: game server status must be live in production (demo player counts are invented).',
		],
	])('names %s and the part that needs it', (name, line) => {
		expect(check({ ...COMPLETE, [name]: undefined })).toEqual([line]);
	});

	it('names the public keys the build lacks, with a rebuild', () => {
		expect(check(COMPLETE, { PUBLIC_TURNSTILE_SITE_KEY: '1x00000000000000000000AA' })).toEqual([
			"PUBLIC_TURNSTILE_SITE_KEY is Cloudflare's always-pass test key: the bot check needs your real site key; set it and run `npm run build` again.",
			'PUBLIC_STRIPE_PUBLISHABLE_KEY is not set; it is needed for card donations (Stripe): set it and run `npm run build` again, or switch the part off with SWITCHED_OFF=donations.',
		]);
	});

	it('lists one line per missing setting when nothing is configured', () => {
		const lines = check({ SITE_URL: 'https://nova.example' }, {});
		expect(lines).toHaveLength(11);
		for (const name of ['SMTP_URL', 'STEAM_API_KEY', 'PUBLIC_TURNSTILE_SITE_KEY']) {
			expect(lines.filter((line) => line.startsWith(`${name} `))).toHaveLength(1);
		}
	});

	it('asks nothing of the parts switched off', () => {
		const parts: SwitchablePart[] = [
			'donations',
			'discord-data',
			'discord-linking',
			'steam-linking',
		];
		const env = {
			SITE_URL: 'https://nova.example',
			SMTP_URL: COMPLETE.SMTP_URL,
			TURNSTILE_SECRET_KEY: COMPLETE.TURNSTILE_SECRET_KEY,
			GAME_STATUS_MODE: 'live',
		};
		expect(check(env, { PUBLIC_TURNSTILE_SITE_KEY: 'real' }, parts)).toEqual([]);
	});

	it("refuses Cloudflare's test secret keys", () => {
		expect(
			check({ ...COMPLETE, TURNSTILE_SECRET_KEY: '1x0000000000000000000000000000000AA' }),
		).toEqual([
			"TURNSTILE_SECRET_KEY is one of Cloudflare's test keys: the bot check needs your real secret key.",
		]);
	});
});

describe('isTurnstileTestKey', () => {
	it.each([
		['1x00000000000000000000AA', true],
		['2x00000000000000000000AB', true],
		['3x00000000000000000000FF', true],
		['1x0000000000000000000000000000000AA', true],
		['0x4AAAAAAABkMYinukE8nzY', false],
	])('%s → %s', (key, expected) => {
		expect(isTurnstileTestKey(key)).toBe(expected);
	});
});
