import type { APIRoute } from 'astro';
import { apiUrl } from '../../lib/api';
import type { FetchApi } from '../../lib/page-data';
import { colours, discord, name } from 'virtual:community';
import { getSecret } from 'astro:env/server';
import type { App as Api } from '../../server/app';
import { readServerSettings, readSiteProfile } from '../../server/settings';
import { openSite } from '../../server/site-runtime';

export const prerender = false;

let devApp: Promise<Api> | undefined;

/**
 * Under `astro dev` only: the API, built on first use through the same start-up path as
 * `npm run serve` (which builds it before it opens the port and hands it over in `locals.api`).
 */
function getDevApp(url: URL): Promise<Api> {
	devApp ??= (async () => {
		// astro:env has validated every setting at start; the API's own schema gives typed values.
		const settings = readServerSettings(getSecret);
		const profile = readSiteProfile(settings);
		const site = await openSite(settings, profile);
		return site.start({
			community: { name, discordGuildId: discord.guildId, colours },
			// The dev server's own address in demo, so mailed links open here.
			linkBaseUrl: profile.mode === 'production' ? profile.siteUrl : url.origin,
		}).api;
	})();
	return devApp;
}

/** The site's API: the one the serve wrapper built, or under `astro dev` the lazy one. */
export async function getSiteApi(locals: App.Locals, url: URL) {
	return locals.api ?? (await getDevApp(url));
}

/** How long a page rendered on demand waits for an API on another host before it gives up. */
const REMOTE_API_TIMEOUT_MS = 3000;

/**
 * How a page rendered on demand calls the API (`readPageData`'s `fetchApi`): the API the browser
 * uses (PUBLIC_API_URL), in process when that is this site's own `/api`, over HTTP when the
 * site is configured against an API on another host.
 */
export function pageApiFetch(locals: App.Locals, url: URL): FetchApi {
	return (path) => {
		const target = new URL(apiUrl(path), url);
		if (target.origin !== url.origin) {
			return fetch(target, { signal: AbortSignal.timeout(REMOTE_API_TIMEOUT_MS) });
		}
		return getSiteApi(locals, url).then((api) => api.fetch(new Request(target), {}));
	};
}

/**
 * Every /api request goes to the Hono app, which answers JSON for known and unknown paths. The
 * socket's address comes from the serve wrapper (`locals.remoteAddress`): Astro's own
 * `clientAddress` believes any X-Forwarded-For header. Under `astro dev` it is the fallback.
 */
export const ALL: APIRoute = async ({ request, locals, clientAddress, url }) =>
	(await getSiteApi(locals, url)).fetch(request, {
		remoteAddress: locals.remoteAddress ?? clientAddress,
	});
