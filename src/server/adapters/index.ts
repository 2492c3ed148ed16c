import { createServerStatusSource, type ServerStatusSource } from './server-status';
import { createTurnstileVerifier, type TurnstileVerifier } from './turnstile';

/** The outside services the API talks to, each with an offline demo implementation. */
export interface Adapters {
	turnstile: TurnstileVerifier;
	/** Live player counts of the game servers. */
	serverStatus: ServerStatusSource;
}

/** Picks each adapter's real or demo implementation from the environment. */
export function createAdapters(env: Record<string, string | undefined>): Adapters {
	return {
		turnstile: createTurnstileVerifier({ secretKey: env.TURNSTILE_SECRET_KEY || undefined }),
		serverStatus: createServerStatusSource({
			mode: env.GAME_STATUS_MODE === 'live' ? 'live' : 'demo',
		}),
	};
}
