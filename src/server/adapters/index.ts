import { createTurnstileVerifier, type TurnstileVerifier } from './turnstile';

/** The outside services the API talks to, each with an offline demo implementation. */
export interface Adapters {
	turnstile: TurnstileVerifier;
}

/** Picks each adapter's real or demo implementation from the environment. */
export function createAdapters(env: Record<string, string | undefined>): Adapters {
	return {
		turnstile: createTurnstileVerifier({ secretKey: env.TURNSTILE_SECRET_KEY || undefined }),
	};
}
