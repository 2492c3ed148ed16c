import type { APIRoute } from 'astro';
import { apiUrl } from '../../lib/api';
import type { FetchApi } from '../../lib/page-data';
import { colours, discord, name } from 'virtual:community';
import { getSecret } from 'astro:env/server';
import type { App as Api } from '../../server/app';
import { startHousekeeping } from '../../server/db/housekeeping';
import { openDatabase } from '../../server/db/open';
import { readServerSettings, readSiteProfile } from '../../server/settings';
import { startServerSampler } from '../../server/servers/sampler';
import { createSiteAdapters, createSiteApi, type SiteApiOptions } from '../../server/site-api';
import { createPartHealth } from '../../server/health/part-health';

export const prerender = false;

let devApp: Api | undefined;

/**
 * Under `astro dev` only: the API, bound to the real database on first use. `npm run serve`
 * builds it before it opens the port and hands it over in `locals.api`.
 */
function getDevApp(url: URL): Api {
	if (devApp) return devApp;
	// astro:env has validated every setting at start; the API's own schema gives typed values.
	const settings = readServerSettings(getSecret);
	const profile = readSiteProfile(settings);
	const db = openDatabase(settings.DATABASE_PATH, { mode: profile.mode });
	startHousekeeping(db);
	const options: SiteApiOptions = {
		db,
		settings,
		profile,
		// The dev server's own address in demo, so mailed links open here.
		linkBaseUrl: profile.mode === 'production' ? profile.siteUrl : url.origin,
		siteName: name,
		health: createPartHealth(),
		discordGuildId: discord.guildId,
		siteColours: colours,
	};
	const adapters = createSiteAdapters(options);
	startServerSampler(db, adapters.serverStatus);
	devApp = createSiteApi(options, adapters);
	return devApp;
}

/** The site's API: the one the serve wrapper built, or under `astro dev` the lazy one. */
export function getSiteApi(locals: App.Locals, url: URL) {
	return locals.api ?? getDevApp(url);
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
		return getSiteApi(locals, url).fetch(new Request(target), {});
	};
}

/**
 * Every /api request goes to the Hono app, which answers JSON for known and unknown paths. The
 * socket's address comes from the serve wrapper (`locals.remoteAddress`): Astro's own
 * `clientAddress` believes any X-Forwarded-For header. Under `astro dev` it is the fallback.
 */
export const ALL: APIRoute = ({ request, locals, clientAddress, url }) =>
	getSiteApi(locals, url).fetch(request, {
		remoteAddress: locals.remoteAddress ?? clientAddress,
	});
