import { describe, expect, it } from 'vitest';
import { loadCommunityProfile } from '../../src/community/load';
import {
	findDemoCommunityValues,
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
			'SMTP_URL is not set; it is needed for mail (verification and password-reset links; production has no outbox). It comes from your mail provider: its SMTP host, port, user and password, as smtps://user:password@host:465.',
		],
		[
			'TURNSTILE_SECRET_KEY',
			'TURNSTILE_SECRET_KEY is not set; it is needed for the bot check (Cloudflare Turnstile). It comes from the Cloudflare dashboard, Turnstile, your widget: Secret Key.',
		],
		[
			'STRIPE_SECRET_KEY',
			'STRIPE_SECRET_KEY is not set; it is needed for card donations (Stripe), or switch the part off with SWITCHED_OFF=donations. It comes from the Stripe dashboard, Developers, API keys: Secret key.',
		],
		[
			'STRIPE_WEBHOOK_SECRET',
			'STRIPE_WEBHOOK_SECRET is not set; it is needed for card donations (Stripe), or switch the part off with SWITCHED_OFF=donations. It comes from the Stripe dashboard, Developers, Webhooks, your endpoint (https://<site>/api/payments/stripe-webhook): Signing secret.',
		],
		[
			'DISCORD_BOT_TOKEN',
			'DISCORD_BOT_TOKEN is not set; it is needed for the Discord community data (member count, events, team), or switch the part off with SWITCHED_OFF=discord-data. It comes from the Discord developer portal (discord.com/developers/applications), your application, Bot: Reset Token.',
		],
		[
			'DISCORD_CLIENT_ID',
			'DISCORD_CLIENT_ID is not set; it is needed for Discord account linking, or switch the part off with SWITCHED_OFF=discord-linking. It comes from the Discord developer portal (discord.com/developers/applications), your application, OAuth2: Client ID.',
		],
		[
			'DISCORD_CLIENT_SECRET',
			'DISCORD_CLIENT_SECRET is not set; it is needed for Discord account linking, or switch the part off with SWITCHED_OFF=discord-linking. It comes from the Discord developer portal (discord.com/developers/applications), your application, OAuth2: Client Secret.',
		],
		[
			'STEAM_API_KEY',
			'STEAM_API_KEY is not set; it is needed for Steam account linking, or switch the part off with SWITCHED_OFF=steam-linking. It comes from the Steam Web API key page (steamcommunity.com/dev/apikey).',
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
			"PUBLIC_TURNSTILE_SITE_KEY is Cloudflare's always-pass test key: the bot check needs your real site key; set it and run `npm run build` again. It comes from the Cloudflare dashboard, Turnstile, your widget: Site Key.",
			'PUBLIC_STRIPE_PUBLISHABLE_KEY is not set; it is needed for card donations (Stripe): set it and run `npm run build` again, or switch the part off with SWITCHED_OFF=donations. It comes from the Stripe dashboard, Developers, API keys: Publishable key.',
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
			"TURNSTILE_SECRET_KEY is one of Cloudflare's test keys: the bot check needs your real secret key. It comes from the Cloudflare dashboard, Turnstile, your widget: Secret Key.",
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

describe('findDemoCommunityValues', () => {
	const TOKENS = 'src/styles/tokens.css';

	it("names every demo value of the demo's profile, and where the real one comes from", () => {
		const lines = findDemoCommunityValues(loadCommunityProfile('community.config.json', TOKENS));
		const rebuild =
			'set your own in your profile file (COMMUNITY_PROFILE) and run `npm run build` again.';
		expect(lines).toEqual([
			`name in the community profile is the demo's "Nova Gaming": ${rebuild} It is your community's name.`,
			`discord.guildId in the community profile is the demo's guild 1107390432114040942: ${rebuild} It comes from Discord with Developer Mode on (User Settings, Advanced): right-click your server, Copy Server ID.`,
			`links.discordInvite in the community profile is the demo's invite discord.gg/novagaming: ${rebuild} It comes from Discord: your server, Invite People, a link set to never expire.`,
			...[
				'1107391254268919848',
				'1107391873763424316',
				'1107392216903630929',
				'1107392601764577350',
			].map(
				(roleId, index) =>
					`staffGroups.${index}.roleId in the community profile is the demo's role ${roleId}: ${rebuild} It comes from Discord with Developer Mode on: Server Settings, Roles, right-click the role, Copy Role ID.`,
			),
			...[
				['eu-ttt', '203.0.113.10:27015'],
				['eu-jailbreak', '203.0.113.11:27015'],
				['na-ttt', '198.51.100.20:27015'],
			].map(
				([key, address]) =>
					`gameServers.${key}.address in the community profile is the demo's server ${address}: ${rebuild} It comes from your game server host's panel: the server's public address and game port.`,
			),
		]);
	});

	it("finds nothing in another community's profile", () => {
		const own = loadCommunityProfile('tests/fixtures/community/ember-outpost.json', TOKENS);
		expect(findDemoCommunityValues(own)).toEqual([]);
		// The name is the demo's whatever its case.
		expect(findDemoCommunityValues({ ...own, name: 'NOVA GAMING' })).toHaveLength(1);
	});
});
