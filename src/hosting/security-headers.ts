import { createHash } from 'node:crypto';

/** Third-party hosts the site may load: the bot check (Turnstile) and card payments (Stripe). */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';
export const STRIPE_ORIGINS = {
	script: 'https://js.stripe.com',
	api: 'https://api.stripe.com',
	hooks: 'https://hooks.stripe.com',
	checkout: 'https://checkout.stripe.com',
} as const;
/** Avatar hosts of the chat service and the game platform. */
export const AVATAR_ORIGINS = ['https://cdn.discordapp.com', 'https://avatars.steamstatic.com'];

const INLINE_SCRIPT = /<script\b(?![^>]*[\s/]src\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP source expressions ('sha256-…') for every inline script of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
	const hashes = new Set<string>();
	for (const [, body = ''] of html.matchAll(INLINE_SCRIPT)) {
		if (body.trim() === '') continue;
		hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
	}
	return [...hashes].sort();
}

/** The origin of an absolute API URL, or null when the API is served by the site itself. */
export function apiOrigin(apiUrl: string): string | null {
	return /^https?:\/\//i.test(apiUrl) ? new URL(apiUrl).origin : null;
}

export interface PolicyOptions {
	/** Hashes of the inline scripts the page may run. */
	scriptHashes?: string[];
	/** Extra origin the browser calls for the API (absolute PUBLIC_API_URL). */
	apiOrigin?: string | null;
}

/** Content-Security-Policy: only the site itself plus the Turnstile and Stripe hosts. */
export function contentSecurityPolicy({ scriptHashes = [], apiOrigin = null }: PolicyOptions = {}) {
	const self = "'self'";
	const directives: Record<string, string[]> = {
		'default-src': [self],
		'script-src': [self, ...scriptHashes, TURNSTILE_ORIGIN, STRIPE_ORIGINS.script],
		'style-src': [self, "'unsafe-inline'"],
		'img-src': [self, 'data:', ...AVATAR_ORIGINS],
		'font-src': [self],
		'connect-src': [self, TURNSTILE_ORIGIN, STRIPE_ORIGINS.api, ...(apiOrigin ? [apiOrigin] : [])],
		'frame-src': [TURNSTILE_ORIGIN, STRIPE_ORIGINS.script, STRIPE_ORIGINS.hooks],
		'form-action': [self, STRIPE_ORIGINS.checkout],
		'frame-ancestors': ["'none'"],
		'base-uri': [self],
		'object-src': ["'none'"],
	};
	return Object.entries(directives)
		.map(([name, sources]) => `${name} ${sources.join(' ')}`)
		.join('; ');
}

/** Headers every response carries: the policy, no MIME sniffing, a strict referrer, no framing. */
export function securityHeaders(policy: string): Record<string, string> {
	return {
		'Content-Security-Policy': policy,
		'X-Content-Type-Options': 'nosniff',
		'Referrer-Policy': 'strict-origin-when-cross-origin',
		'X-Frame-Options': 'DENY',
	};
}
