import { defineMiddleware } from 'astro:middleware';
import { PUBLIC_API_URL } from 'astro:env/client';
import {
	apiOrigin,
	contentSecurityPolicy,
	inlineScriptHashes,
	securityHeaders,
} from './hosting/security-headers';

/**
 * Pages rendered on demand get a policy that allows exactly their own inline scripts; every
 * other answer of Astro (API JSON, redirects) gets the same headers with no inline script.
 */
export const onRequest = defineMiddleware(async (context, next) => {
	const response = await next();
	if (import.meta.env.DEV || context.isPrerendered) return response;
	const isHtml = response.headers.get('Content-Type')?.includes('text/html') ?? false;
	const origin = apiOrigin(PUBLIC_API_URL);
	const body = isHtml ? await response.text() : response.body;
	const scriptHashes = typeof body === 'string' ? inlineScriptHashes(body) : [];
	const policy = contentSecurityPolicy({ scriptHashes, apiOrigin: origin });
	// A new Response: redirects and fetched responses have immutable headers.
	const headers = new Headers(response.headers);
	Object.entries(securityHeaders(policy)).forEach(([name, value]) => headers.set(name, value));
	return new Response(body, { status: response.status, statusText: response.statusText, headers });
});
