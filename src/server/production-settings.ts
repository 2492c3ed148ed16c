import type { SwitchablePart } from '../site-mode';
import type { ServerSettings } from './settings';

/** The public settings the check reads, as the build inlined them. */
export interface BuiltPublicSettings {
	PUBLIC_TURNSTILE_SITE_KEY?: string;
	PUBLIC_STRIPE_PUBLISHABLE_KEY?: string;
}

/** What the check looks at: the server's settings and the build's public ones. */
export interface ProductionCheckInput {
	settings: ServerSettings;
	publicSettings: BuiltPublicSettings;
	switchedOff: readonly SwitchablePart[];
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
	const missing = (name: string, part: string, hint = '') =>
		lines.push(`${name} is not set; it is needed for ${part}${hint}.`);

	if (!settings.SMTP_URL) {
		missing('SMTP_URL', 'mail (verification and password-reset links; production has no outbox)');
	}
	if (!settings.TURNSTILE_SECRET_KEY) {
		missing('TURNSTILE_SECRET_KEY', 'the bot check (Cloudflare Turnstile)');
	} else if (isTurnstileTestKey(settings.TURNSTILE_SECRET_KEY)) {
		lines.push(
			"TURNSTILE_SECRET_KEY is one of Cloudflare's test keys: the bot check needs your real secret key.",
		);
	}
	const siteKey = publicSettings.PUBLIC_TURNSTILE_SITE_KEY ?? '';
	if (!siteKey || isTurnstileTestKey(siteKey)) {
		lines.push(
			`PUBLIC_TURNSTILE_SITE_KEY is ${siteKey ? "Cloudflare's always-pass test key" : 'not set'}: ` +
				`the bot check needs your real site key; ${REBUILD}.`,
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
