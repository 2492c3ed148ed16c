import { z } from 'zod/mini';
import { DEFAULT_TURNSTILE_VERIFY_URL } from '../../defaults';
import { redactError } from '../http/redact';
import { postForm } from './post-form';

/** Checks a bot-check token from the Turnstile widget. */
export interface TurnstileVerifier {
	/** Answers whether the token proves a human; never throws. */
	verify(token: string, ip?: string): Promise<boolean>;
}

/** Options for the Turnstile verifier. */
interface TurnstileOptions {
	/** Cloudflare secret key. */
	secretKey: string;
	/** Cloudflare's siteverify endpoint (TURNSTILE_VERIFY_URL); tests point it at a fake. */
	verifyUrl?: string;
}

const SITEVERIFY_TIMEOUT_MS = 5000;

/** The part of a siteverify answer that matters: only `success: true` proves a human. */
const SiteverifyAnswerSchema = z.object({ success: z.literal(true) });

function isSuccess(body: string): boolean {
	try {
		return z.safeParse(SiteverifyAnswerSchema, JSON.parse(body)).success;
	} catch {
		return false;
	}
}

/** The offline bot check of demo mode: any non-empty token passes. */
export function createDemoTurnstile(): TurnstileVerifier {
	return { verify: async (token) => token.length > 0 };
}

/** Verifies each token with Cloudflare's siteverify (or what stands in for it at `verifyUrl`). */
export function createTurnstileVerifier({
	secretKey,
	verifyUrl = DEFAULT_TURNSTILE_VERIFY_URL,
}: TurnstileOptions): TurnstileVerifier {
	return {
		async verify(token, ip) {
			if (!token) return false;
			const form = new URLSearchParams({ secret: secretKey, response: token });
			if (ip) form.set('remoteip', ip);
			try {
				const reply = await postForm(verifyUrl, form, SITEVERIFY_TIMEOUT_MS);
				return reply.status === 200 && isSuccess(reply.body);
			} catch (error) {
				// Fail closed: an unreachable Cloudflare must not let bots through.
				console.error('Turnstile siteverify failed:', redactError(error));
				return false;
			}
		},
	};
}
