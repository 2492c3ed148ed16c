/** Checks a bot-check token from the Turnstile widget. */
export interface TurnstileVerifier {
	/** Answers whether the token proves a human; never throws. */
	verify(token: string, ip?: string): Promise<boolean>;
}

/** Options for the Turnstile verifier. */
export interface TurnstileOptions {
	/** Cloudflare secret key; without one the verifier runs in offline demo mode. */
	secretKey?: string;
	/** The fetch to call Cloudflare with; tests pass a fake. */
	fetch?: typeof fetch;
	/** Cloudflare's siteverify endpoint; tests point it at a fake they start. */
	verifyUrl?: string;
}

/** Cloudflare's endpoint that checks a widget's token. */
export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
const SITEVERIFY_TIMEOUT_MS = 5000;

/** Creates a verifier: Cloudflare siteverify with a secret, else any non-empty token passes. */
export function createTurnstileVerifier({
	secretKey,
	fetch: fetchImpl = globalThis.fetch,
	verifyUrl = SITEVERIFY_URL,
}: TurnstileOptions = {}): TurnstileVerifier {
	if (!secretKey) {
		return { verify: async (token) => token.length > 0 };
	}
	return {
		async verify(token, ip) {
			if (!token) return false;
			const body = new URLSearchParams({ secret: secretKey, response: token });
			if (ip) body.set('remoteip', ip);
			// A timer cleared as soon as the answer is read, not AbortSignal.timeout: that one's
			// timer keeps each call's whole fetch alive for the full timeout, which a flood of junk
			// tokens turns into hundreds of megabytes.
			const abort = new AbortController();
			const timer = setTimeout(() => abort.abort(), SITEVERIFY_TIMEOUT_MS);
			try {
				const response = await fetchImpl(verifyUrl, { method: 'POST', body, signal: abort.signal });
				if (!response.ok) return false;
				const result = (await response.json()) as { success?: unknown };
				return result.success === true;
			} catch (error) {
				// Fail closed: an unreachable Cloudflare must not let bots through.
				console.error('Turnstile siteverify failed', error);
				return false;
			} finally {
				clearTimeout(timer);
			}
		},
	};
}
