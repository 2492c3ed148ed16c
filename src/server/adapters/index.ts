import { DEFAULT_SITE_NAME } from '../../defaults';
import type { ServerSettings } from '../settings';
import { createMailer, type Mailer } from './mail';
import { createServerStatusSource, type ServerStatusSource } from './server-status';
import { createTurnstileVerifier, type TurnstileVerifier } from './turnstile';

/** The outside services the API talks to, each with an offline demo implementation. */
export interface Adapters {
	turnstile: TurnstileVerifier;
	/** Live player counts of the game servers. */
	serverStatus: ServerStatusSource;
	/** Verification and reset mail: SMTP, or the demo outbox. */
	mail: Mailer;
}

/** Picks each adapter's real or demo implementation from the validated settings. */
export function createAdapters(settings: ServerSettings, siteName = DEFAULT_SITE_NAME): Adapters {
	return {
		mail: createMailer({
			smtpUrl: settings.SMTP_URL,
			from: settings.MAIL_FROM,
			site: { name: siteName, url: settings.SITE_URL },
		}),
		turnstile: createTurnstileVerifier({ secretKey: settings.TURNSTILE_SECRET_KEY }),
		serverStatus: createServerStatusSource({ mode: settings.GAME_STATUS_MODE }),
	};
}
