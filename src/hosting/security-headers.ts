import { createHash } from 'node:crypto';

/** Third-party hosts the site may load: the bot check (Turnstile) and card payments (Stripe). */
const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';
const STRIPE_ORIGINS = {
	script: 'https://js.stripe.com',
	api: 'https://api.stripe.com',
	hooks: 'https://hooks.stripe.com',
	checkout: 'https://checkout.stripe.com',
} as const;
/** Avatar hosts of the chat service and the game platform. */
const AVATAR_ORIGINS = ['https://cdn.discordapp.com', 'https://avatars.steamstatic.com'];

const INLINE_SCRIPT = /<script\b(?![^>]*[\s/]src\s*=)[^>]*>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

/**
 * The `<style>` Astro puts in the head of any page with an island (astro's
 * runtime/server/astro-island-styles.js); allowed by hash so pages rendered on demand with
 * islands need no 'unsafe-inline'.
 */
export const ASTRO_ISLAND_STYLES = 'astro-island,astro-slot,astro-static-slot{display:contents}';

/** The CSP source expression ('sha256-…') of a script or style body. */
export function sourceHash(body: string): string {
	return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

function hashBodies(html: string, pattern: RegExp): string[] {
	const hashes = new Set<string>();
	for (const [, body = ''] of html.matchAll(pattern)) {
		if (body.trim() !== '') hashes.add(sourceHash(body));
	}
	return [...hashes].sort();
}

/** CSP source expressions ('sha256-…') for every inline script of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
	return hashBodies(html, INLINE_SCRIPT);
}

/** CSP source expressions for every `<style>` element of an HTML document. */
export function inlineStyleHashes(html: string): string[] {
	return hashBodies(html, INLINE_STYLE);
}

/** The origin of an absolute API URL, or null when the API is served by the site itself. */
export function apiOrigin(apiUrl: string): string | null {
	return /^https?:\/\//i.test(apiUrl) ? new URL(apiUrl).origin : null;
}

interface PolicyOptions {
	/** Hashes of the inline scripts the page may run. */
	scriptHashes?: string[];
	/** Hashes of the `<style>` elements the page may apply (style="" attributes stay blocked). */
	styleHashes?: string[];
	/** Extra origin the browser calls for the API (absolute PUBLIC_API_URL). */
	apiOrigin?: string | null;
}

/** Content-Security-Policy: only the site itself plus the Turnstile and Stripe hosts. */
export function contentSecurityPolicy({
	scriptHashes = [],
	styleHashes = [],
	apiOrigin = null,
}: PolicyOptions = {}) {
	const self = "'self'";
	const styles = new Set([...styleHashes, sourceHash(ASTRO_ISLAND_STYLES)]);
	const directives: Record<string, string[]> = {
		'default-src': [self],
		'script-src': [self, ...scriptHashes, TURNSTILE_ORIGIN, STRIPE_ORIGINS.script],
		'style-src': [self, ...[...styles].sort()],
		// An API elsewhere serves the generated avatars of demo mode from its own origin.
		'img-src': [self, 'data:', ...AVATAR_ORIGINS, ...(apiOrigin ? [apiOrigin] : [])],
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

/** Browser features the site never uses are off; card payments only for itself and Stripe. */
export const PERMISSIONS_POLICY = [
	'accelerometer=()',
	'camera=()',
	'geolocation=()',
	'gyroscope=()',
	'magnetometer=()',
	'microphone=()',
	'usb=()',
	`payment=(self "${STRIPE_ORIGINS.script}")`,
].join(', ');

/** HSTS for a site served over https: a year, subdomains included. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Headers that act only where a response becomes a document (its policy, framing, features,
 * opener), and the referrer policy, which for a script or style is the browsers' default
 * (strict-origin-when-cross-origin) anyway. Scripts, styles, fonts and raster images go without
 * them: on a page of small modules they were most of the bytes moved (2.6 KB of headers on a
 * 0.6 KB script).
 */
export const DOCUMENT_ONLY_HEADERS = [
	'Content-Security-Policy',
	'Referrer-Policy',
	'X-Frame-Options',
	'Permissions-Policy',
	'Cross-Origin-Opener-Policy',
] as const;

/**
 * Headers every response carries: the policy, no MIME sniffing, a strict referrer, no framing,
 * no unused browser features, a window of its own; HSTS only when the site is served on https.
 */
export function securityHeaders(policy: string, { https = false } = {}): Record<string, string> {
	return {
		'Content-Security-Policy': policy,
		'X-Content-Type-Options': 'nosniff',
		'Referrer-Policy': 'strict-origin-when-cross-origin',
		'X-Frame-Options': 'DENY',
		'Permissions-Policy': PERMISSIONS_POLICY,
		'Cross-Origin-Opener-Policy': 'same-origin',
		...(https ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
	};
}
