import type { CommunityProfile } from '../community/schema';
import {
	DEFAULT_DISCORD_GUILD_ID,
	DEFAULT_SITE_NAME,
	DEFAULT_STAFF_ROLE_IDS,
	DEMO_DISCORD_INVITE_URL,
} from '../defaults';
import type { SwitchablePart } from '../site-mode';
import type { ServerSettings } from './settings';

/** The public settings the check reads, as the build inlined them. */
interface BuiltPublicSettings {
	PUBLIC_TURNSTILE_SITE_KEY?: string;
	PUBLIC_STRIPE_PUBLISHABLE_KEY?: string;
}

/** What the check looks at: the server's settings and the build's public ones. */
interface ProductionCheckInput {
	settings: ServerSettings;
	publicSettings: BuiltPublicSettings;
	switchedOff: readonly SwitchablePart[];
}

/**
 * Where the operator finds each value: the end of its refusal line, so the line alone is enough
 * to fix it.
 */
export const VALUE_SOURCES = {
	SMTP_URL:
		'your mail provider: its SMTP host, port, user and password, as smtps://user:password@host:465',
	TURNSTILE_SECRET_KEY: 'the Cloudflare dashboard, Turnstile, your widget: Secret Key',
	PUBLIC_TURNSTILE_SITE_KEY: 'the Cloudflare dashboard, Turnstile, your widget: Site Key',
	STRIPE_SECRET_KEY: 'the Stripe dashboard, Developers, API keys: Secret key',
	STRIPE_WEBHOOK_SECRET:
		'the Stripe dashboard, Developers, Webhooks, your endpoint (https://<site>/api/payments/stripe-webhook): Signing secret',
	PUBLIC_STRIPE_PUBLISHABLE_KEY: 'the Stripe dashboard, Developers, API keys: Publishable key',
	DISCORD_BOT_TOKEN:
		'the Discord developer portal (discord.com/developers/applications), your application, Bot: Reset Token',
	DISCORD_CLIENT_ID:
		'the Discord developer portal (discord.com/developers/applications), your application, OAuth2: Client ID',
	DISCORD_CLIENT_SECRET:
		'the Discord developer portal (discord.com/developers/applications), your application, OAuth2: Client Secret',
	STEAM_API_KEY: 'the Steam Web API key page (steamcommunity.com/dev/apikey)',
	guildId:
		'Discord with Developer Mode on (User Settings, Advanced): right-click your server, Copy Server ID',
	roleId:
		'Discord with Developer Mode on: Server Settings, Roles, right-click the role, Copy Role ID',
	discordInvite: 'Discord: your server, Invite People, a link set to never expire',
	gameServer: "your game server host's panel: the server's public address and game port",
} as const;

const from = (key: keyof typeof VALUE_SOURCES) => ` It comes from ${VALUE_SOURCES[key]}.`;

/** Documentation address ranges (RFC 5737): the demo's game servers, never a real one. */
const DOCUMENTATION_ADDRESS = /^(192\.0\.2|198\.51\.100|203\.0\.113)\.\d{1,3}:/;

/**
 * Every demo value the community profile still holds, one line each naming its key: a
 * production site shows a real community, never the demo's name, guild, invite or servers.
 */
export function findDemoCommunityValues(community: CommunityProfile): string[] {
	const lines: string[] = [];
	const demo = (key: string, value: string, source: string) =>
		lines.push(
			`${key} in the community profile is the demo's ${value}: set your own in your profile ` +
				`file (COMMUNITY_PROFILE) and run \`npm run build\` again.${source}`,
		);
	if (community.name.trim().toLowerCase() === DEFAULT_SITE_NAME.toLowerCase()) {
		demo('name', `"${DEFAULT_SITE_NAME}"`, " It is your community's name.");
	}
	if (community.discord.guildId === DEFAULT_DISCORD_GUILD_ID) {
		demo('discord.guildId', `guild ${DEFAULT_DISCORD_GUILD_ID}`, from('guildId'));
	}
	if (community.links.discordInvite.replace(/\/+$/, '') === DEMO_DISCORD_INVITE_URL) {
		demo('links.discordInvite', 'invite discord.gg/novagaming', from('discordInvite'));
	}
	const demoRoles: readonly string[] = Object.values(DEFAULT_STAFF_ROLE_IDS);
	community.staffGroups.forEach((group, index) => {
		if (demoRoles.includes(group.roleId)) {
			demo(`staffGroups.${index}.roleId`, `role ${group.roleId}`, from('roleId'));
		}
	});
	for (const [key, server] of Object.entries(community.gameServers)) {
		if (DOCUMENTATION_ADDRESS.test(server.address)) {
			demo(`gameServers.${key}.address`, `server ${server.address}`, from('gameServer'));
		}
	}
	return lines;
}

// Cloudflare's documented test keys (1x… always passes, 2x… always fails, 3x… and the
// interactive ones): fine for a demo, worthless against bots.
const TURNSTILE_TEST_KEY = /^[123]x0{10,}[A-Z]{2}$/;

/** Whether a Turnstile site or secret key is one of Cloudflare's test keys. */
export function isTurnstileTestKey(key: string): boolean {
	return TURNSTILE_TEST_KEY.test(key);
}

const REBUILD = 'set it and run `npm run build` again';

function offHint(part: SwitchablePart): string {
	return `, or switch the part off with SWITCHED_OFF=${part}`;
}

/**
 * Every setting production lacks, one line each, naming the setting and the live part that needs
 * it. Production runs no demo adapter: mail, the bot check and live game status are always
 * needed; payments, Discord data, Discord linking and Steam linking unless switched off.
 */
export function findMissingProductionSettings({
	settings,
	publicSettings,
	switchedOff,
}: ProductionCheckInput): string[] {
	const lines: string[] = [];
	const isOn = (part: SwitchablePart) => !switchedOff.includes(part);
	const missing = (name: keyof typeof VALUE_SOURCES, part: string, hint = '') =>
		lines.push(`${name} is not set; it is needed for ${part}${hint}.${from(name)}`);

	if (!settings.SMTP_URL) {
		missing('SMTP_URL', 'mail (verification and password-reset links; production has no outbox)');
	}
	if (!settings.TURNSTILE_SECRET_KEY) {
		missing('TURNSTILE_SECRET_KEY', 'the bot check (Cloudflare Turnstile)');
	} else if (isTurnstileTestKey(settings.TURNSTILE_SECRET_KEY)) {
		lines.push(
			"TURNSTILE_SECRET_KEY is one of Cloudflare's test keys: the bot check needs your real secret key." +
				from('TURNSTILE_SECRET_KEY'),
		);
	}
	const siteKey = publicSettings.PUBLIC_TURNSTILE_SITE_KEY ?? '';
	if (!siteKey || isTurnstileTestKey(siteKey)) {
		lines.push(
			`PUBLIC_TURNSTILE_SITE_KEY is ${siteKey ? "Cloudflare's always-pass test key" : 'not set'}: ` +
				`the bot check needs your real site key; ${REBUILD}.${from('PUBLIC_TURNSTILE_SITE_KEY')}`,
		);
	}
	if (isOn('donations')) {
		const part = 'card donations (Stripe)';
		if (!settings.STRIPE_SECRET_KEY) missing('STRIPE_SECRET_KEY', part, offHint('donations'));
		if (!settings.STRIPE_WEBHOOK_SECRET) {
			missing('STRIPE_WEBHOOK_SECRET', part, offHint('donations'));
		}
		if (!publicSettings.PUBLIC_STRIPE_PUBLISHABLE_KEY) {
			missing('PUBLIC_STRIPE_PUBLISHABLE_KEY', part, `: ${REBUILD}${offHint('donations')}`);
		}
	}
	if (isOn('discord-data') && !settings.DISCORD_BOT_TOKEN) {
		missing(
			'DISCORD_BOT_TOKEN',
			'the Discord community data (member count, events, team)',
			offHint('discord-data'),
		);
	}
	if (isOn('discord-linking')) {
		const part = 'Discord account linking';
		if (!settings.DISCORD_CLIENT_ID) {
			missing('DISCORD_CLIENT_ID', part, offHint('discord-linking'));
		}
		if (!settings.DISCORD_CLIENT_SECRET) {
			missing('DISCORD_CLIENT_SECRET', part, offHint('discord-linking'));
		}
	}
	if (isOn('steam-linking') && !settings.STEAM_API_KEY) {
		missing('STEAM_API_KEY', 'Steam account linking', offHint('steam-linking'));
	}
	if (settings.GAME_STATUS_MODE !== 'live') {
		lines.push(
			'GAME_STATUS_MODE is demo: game server status must be live in production (demo player counts are invented).',
		);
	}
	return lines;
}
