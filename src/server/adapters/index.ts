import { DEFAULT_SITE_NAME } from '../../defaults';
import type { ServerSettings } from '../settings';
import { createDiscordSource, type DiscordSource } from './discord';
import { createMailer, type Mailer } from './mail';
import { createServerStatusSource, type ServerStatusSource } from './server-status';
import { createTurnstileVerifier, type TurnstileVerifier } from './turnstile';

/** The outside services the API talks to, each with an offline demo implementation. */
export interface Adapters {
	turnstile: TurnstileVerifier;
	/** Live player counts of the game servers. */
	serverStatus: ServerStatusSource;
	/** Member count, events and staff of the Discord guild (demo tables or Discord's API). */
	discord: DiscordSource;
	/** Verification and reset mail: SMTP, or the demo outbox. */
	mail: Mailer;
}

/** Public settings the server adapters need besides the server settings. */
export interface AdapterOptions {
	/** PUBLIC_DISCORD_GUILD_ID: the guild whose member count and events are served. */
	discordGuildId?: string;
	/** PUBLIC_SITE_NAME: the community name in mails. */
	siteName?: string;
}

/** Picks each adapter's real or demo implementation from the validated settings. */
export function createAdapters(settings: ServerSettings, options: AdapterOptions = {}): Adapters {
	return {
		mail: createMailer({
			smtpUrl: settings.SMTP_URL,
			from: settings.MAIL_FROM,
			site: { name: options.siteName ?? DEFAULT_SITE_NAME, url: settings.SITE_URL },
		}),
		turnstile: createTurnstileVerifier({ secretKey: settings.TURNSTILE_SECRET_KEY }),
		serverStatus: createServerStatusSource({ mode: settings.GAME_STATUS_MODE }),
		discord: createDiscordSource({
			botToken: settings.DISCORD_BOT_TOKEN,
			guildId: options.discordGuildId,
		}),
	};
}
