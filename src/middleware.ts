import { defineMiddleware } from 'astro:middleware';
import { PUBLIC_API_URL } from 'astro:env/client';
import { deferModuleScripts } from './page-speed/defer-scripts';
import { apiOrigin, contentSecurityPolicy, securityHeaders } from './hosting/security-headers';
import { moveIslandStyleToHead } from './lib/island-style-in-head';

const isHtml = (response: Response) =>
	response.headers.get('Content-Type')?.startsWith('text/html') === true;

/**
 * Pages rendered on demand get the build's policy for their route, which allows exactly the
 * inline scripts and styles the build produced for it (the serve wrapper passes it in
 * `locals`); served another way they get a policy with no inline script at all. Nothing found
 * in the response itself is trusted.
 */
export const onRequest = defineMiddleware(async (context, next) => {
	const response = await next();
	if (import.meta.env.DEV) return response;
	if (context.isPrerendered) {
		if (!isHtml(response)) return response;
		// Prerendered pages are rewritten at build time: the page is valid HTML as served.
		const headers = new Headers(response.headers);
		headers.delete('Content-Length');
		const { status, statusText } = response;
		return new Response(moveIslandStyleToHead(await response.text()), {
			status,
			statusText,
			headers,
		});
	}
	const { routeSecurityPolicy, contentSecurityPolicy: buildPolicy } = context.locals;
	// An error answer may carry another page than its route's (a bare 404 renders the 404 page):
	// it gets the whole build's policy, which holds every page's inline scripts and styles.
	const ownPolicy = response.ok ? routeSecurityPolicy?.(context.routePattern) : undefined;
	const policy =
		ownPolicy ?? buildPolicy ?? contentSecurityPolicy({ apiOrigin: apiOrigin(PUBLIC_API_URL) });
	// A new Response: redirects and fetched responses have immutable headers.
	const headers = new Headers(response.headers);
	Object.entries(securityHeaders(policy)).forEach(([name, value]) => headers.set(name, value));
	// Pages rendered on demand wait for their first paint to load scripts, as prerendered ones do.
	const body = isHtml(response)
		? deferModuleScripts(moveIslandStyleToHead(await response.text()))
		: response.body;
	if (body !== response.body) headers.delete('Content-Length');
	return new Response(body, {
		status: response.status,
		statusText: response.statusText,
		headers,
	});
});
