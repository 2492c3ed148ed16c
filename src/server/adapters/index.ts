import { DONATION_GOAL_DEFAULT } from '../../contract/donations';
import { DEFAULT_DISCORD_GUILD_ID, DEFAULT_SITE_NAME } from '../../defaults';
import type { SiteMode, SwitchablePart } from '../../site-mode';
import {
	createDemoTurnstile,
	createTurnstileVerifier,
	type TurnstileVerifier,
} from '../bot-check/turnstile';
import { createDemoDiscord } from '../discord/demo';
import { connectDiscord } from '../discord/live';
import type { DiscordSource } from '../discord/source';
import { createSwitchedOffDiscord } from '../discord/switched-off';
import {
	createDemoDiscordLinker,
	createDiscordLinker,
	type DiscordLinker,
} from '../links/discord-oauth';
import { createDemoSteamLinker, createSteamLinker, type SteamLinker } from '../links/steam-openid';
import type { MailColours, Mailer } from '../mail/mailer';
import { createOutboxMailer } from '../mail/outbox';
import { createSmtpMailer } from '../mail/smtp';
import { createDemoPayments } from '../payments/demo-gateway';
import type { PaymentGateway } from '../payments/gateway';
import { createStripePayments } from '../payments/stripe';
import type { SteamProfileSource } from '../players/steam-profiles';
import { createDemoSteamProfiles } from '../players/steam-profiles-demo';
import { createLiveSteamProfiles } from '../players/steam-profiles-live';
import type { ServerSettings } from '../settings';
import type { ServerStatusSource } from '../servers/status';
import { createPartHealth, reportCalls, type PartHealth } from '../health/part-health';
import { createDemoServerStatus } from '../servers/status-demo';
import { createLiveServerStatus } from '../servers/status-live';

/** The outside services the API talks to, each with an offline demo implementation. */
export interface Adapters {
	turnstile: TurnstileVerifier;
	/** Live player counts of the game servers. */
	serverStatus: ServerStatusSource;
	/** Member count, events and staff of the Discord guild (demo tables or Discord's API). */
	discord: DiscordSource;
	/** Verification and reset mail: SMTP, or the demo outbox. */
	mail: Mailer;
	/** Card payments: Stripe Checkout and its webhook, or the demo checkout. */
	payments: PaymentGateway;
	/** Discord account linking (OAuth2), or demo linking. */
	discordLink: DiscordLinker;
	/** Steam account linking (OpenID 2.0), or demo linking. */
	steamLink: SteamLinker;
	/** Players' avatars: Steam's (cached a day), generated ones in demo mode, or none. */
	steamProfiles: SteamProfileSource;
	/** The monthly donation goal in the community's currency (DONATION_GOAL_EUR or the profile's). */
	donationGoalEur: number;
}

/** Public settings the server adapters need besides the server settings. */
interface AdapterOptions {
	/** The community's Discord guild, whose member count and events are served. */
	discordGuildId?: string;
	/** The community's name, in mails. */
	siteName?: string;
	/** The community's colours, in mails. */
	siteColours?: MailColours;
	/** Production never gets a demo adapter; demo (the default) may. */
	mode?: SiteMode;
	/**
	 * Where mailed links and provider return URLs start: SITE_URL in production, the address the
	 * server listens on in demo. SITE_URL when not given.
	 */
	linkBaseUrl?: string;
	/** Parts the operator switched off (SWITCHED_OFF). */
	switchedOff?: readonly SwitchablePart[];
	/** Where the live adapters report how their calls went (`GET /health`). */
	health?: PartHealth;
}

/** The Discord source the settings ask for: switched off, live with a bot token, else demo. */
function chooseDiscord(settings: ServerSettings, options: AdapterOptions): DiscordSource {
	const guildId = options.discordGuildId ?? DEFAULT_DISCORD_GUILD_ID;
	if (options.switchedOff?.includes('discord-data')) return createSwitchedOffDiscord(guildId);
	const botToken = settings.DISCORD_BOT_TOKEN;
	return botToken
		? connectDiscord({ botToken, guildId, health: options.health })
		: createDemoDiscord({ guildId });
}

/** Avatars from Steam with a key; generated ones in demo mode; none in production without a key. */
function chooseSteamProfiles(apiKey: string | undefined, mode: SiteMode | undefined) {
	if (apiKey) return createLiveSteamProfiles({ apiKey });
	if (mode === 'production') return NO_STEAM_PROFILES;
	return createDemoSteamProfiles();
}

/** Production with Steam switched off: no avatars, the browser shows the default one. */
const NO_STEAM_PROFILES: SteamProfileSource = {
	mode: 'live',
	avatars: () => Promise.resolve(new Map()),
};

/**
 * Live game-server status that reports to the health record: a round in which some server did
 * not answer is an error of the part (the card shows that server offline meanwhile).
 */
function reportServerStatus(source: ServerStatusSource, health: PartHealth): ServerStatusSource {
	return {
		async getStatus(servers) {
			const statuses = await source.getStatus(servers);
			const unanswered = [...statuses.values()].some((status) => !status.online);
			if (unanswered) health.recordError('gameStatus');
			else health.recordSuccess('gameStatus');
			return statuses;
		},
	};
}

/** Picks each adapter's real or demo implementation from the validated settings. */
export function createAdapters(settings: ServerSettings, options: AdapterOptions = {}): Adapters {
	const {
		DISCORD_CLIENT_ID,
		DISCORD_CLIENT_SECRET,
		SMTP_URL,
		STEAM_API_KEY,
		STRIPE_SECRET_KEY,
		TURNSTILE_SECRET_KEY,
	} = settings;
	// OAuth, OpenID and Stripe return to the same address the mailed links open.
	const siteUrl = options.linkBaseUrl ?? settings.SITE_URL;
	// The start-up check refuses production without SMTP; this guards any other way in, since
	// the demo outbox would log every link and list it.
	if (options.mode === 'production' && !SMTP_URL) {
		throw new Error('Production mode needs SMTP_URL: it has no mail outbox.');
	}
	const site = {
		name: options.siteName ?? DEFAULT_SITE_NAME,
		url: siteUrl,
		colours: options.siteColours,
	};
	const health = options.health ?? createPartHealth();
	return {
		mail: SMTP_URL
			? reportCalls(
					createSmtpMailer({ url: SMTP_URL, from: settings.MAIL_FROM, site }),
					'mail',
					health,
					['send'],
				)
			: createOutboxMailer({ site }),
		turnstile: TURNSTILE_SECRET_KEY
			? createTurnstileVerifier({
					secretKey: TURNSTILE_SECRET_KEY,
					verifyUrl: settings.TURNSTILE_VERIFY_URL,
				})
			: createDemoTurnstile(),
		serverStatus:
			settings.GAME_STATUS_MODE === 'live'
				? reportServerStatus(createLiveServerStatus(), health)
				: createDemoServerStatus(),
		discord: chooseDiscord(settings, options),
		payments: STRIPE_SECRET_KEY
			? // A refused webhook signature is the sender's fault, not Stripe's: only checkouts count.
				reportCalls(
					createStripePayments({
						secretKey: STRIPE_SECRET_KEY,
						webhookSecret: settings.STRIPE_WEBHOOK_SECRET,
						siteUrl,
					}),
					'stripe',
					health,
					['createCheckout'],
				)
			: createDemoPayments(),
		discordLink:
			DISCORD_CLIENT_ID && DISCORD_CLIENT_SECRET
				? createDiscordLinker({
						clientId: DISCORD_CLIENT_ID,
						clientSecret: DISCORD_CLIENT_SECRET,
						siteUrl,
					})
				: createDemoDiscordLinker(),
		steamLink: STEAM_API_KEY
			? createSteamLinker({ apiKey: STEAM_API_KEY, siteUrl })
			: createDemoSteamLinker(),
		steamProfiles: chooseSteamProfiles(STEAM_API_KEY, options.mode),
		donationGoalEur: settings.DONATION_GOAL_EUR ?? DONATION_GOAL_DEFAULT,
	};
}
