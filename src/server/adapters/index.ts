import { DEFAULT_SITE_URL } from '../../defaults';
import type { ServerSettings } from '../settings';
import { createDemoDiscordLinker, createDiscordLinker, type DiscordLinker } from './discord-oauth';
import { createServerStatusSource, type ServerStatusSource } from './server-status';
import { createDemoSteamLinker, createSteamLinker, type SteamLinker } from './steam-openid';
import { createPayments, type PaymentGateway } from './stripe';
import { createTurnstileVerifier, type TurnstileVerifier } from './turnstile';

/** The outside services the API talks to, each with an offline demo implementation. */
export interface Adapters {
	turnstile: TurnstileVerifier;
	/** Live player counts of the game servers. */
	serverStatus: ServerStatusSource;
	/** Card payments: Stripe Checkout and its webhook, or the demo checkout. */
	payments: PaymentGateway;
	/** Discord account linking (OAuth2), or demo linking. */
	discordLink: DiscordLinker;
	/** Steam account linking (OpenID 2.0), or demo linking. */
	steamLink: SteamLinker;
	/** The monthly donation goal in euros (DONATION_GOAL_EUR). */
	donationGoalEur: number;
}

/** What the adapters need besides the settings. */
export interface AdapterContext {
	/** Public address of the site (SITE_URL at build time): OAuth, OpenID and Stripe return here. */
	siteUrl?: string;
}

/** Picks each adapter's real or demo implementation from the validated settings. */
export function createAdapters(
	settings: ServerSettings,
	{ siteUrl = DEFAULT_SITE_URL }: AdapterContext = {},
): Adapters {
	const { DISCORD_CLIENT_ID, DISCORD_CLIENT_SECRET, STEAM_API_KEY } = settings;
	return {
		turnstile: createTurnstileVerifier({ secretKey: settings.TURNSTILE_SECRET_KEY }),
		serverStatus: createServerStatusSource({ mode: settings.GAME_STATUS_MODE }),
		payments: createPayments({
			secretKey: settings.STRIPE_SECRET_KEY,
			webhookSecret: settings.STRIPE_WEBHOOK_SECRET,
			siteUrl,
		}),
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
		donationGoalEur: settings.DONATION_GOAL_EUR,
	};
}
