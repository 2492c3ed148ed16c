import type { ServerSettings } from '../settings';
import { createServerStatusSource, type ServerStatusSource } from './server-status';
import { createTurnstileVerifier, type TurnstileVerifier } from './turnstile';

/** The outside services the API talks to, each with an offline demo implementation. */
export interface Adapters {
	turnstile: TurnstileVerifier;
	/** Live player counts of the game servers. */
	serverStatus: ServerStatusSource;
}

/** Picks each adapter's real or demo implementation from the validated settings. */
export function createAdapters(settings: ServerSettings): Adapters {
	return {
		turnstile: createTurnstileVerifier({ secretKey: settings.TURNSTILE_SECRET_KEY }),
		serverStatus: createServerStatusSource({ mode: settings.GAME_STATUS_MODE }),
	};
}
