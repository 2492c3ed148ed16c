import type { APIRoute } from 'astro';
import { PUBLIC_DISCORD_GUILD_ID, PUBLIC_SITE_NAME } from 'astro:env/client';
import { getSecret } from 'astro:env/server';
import { createAdapters } from '../../server/adapters';
import { createApp, DEFAULT_AUTH_RATE_LIMIT, type App } from '../../server/app';
import { startHousekeeping } from '../../server/db/housekeeping';
import { openDatabase } from '../../server/db/open';
import { readServerSettings } from '../../server/settings';

export const prerender = false;

let app: App | undefined;

/** The reference API, bound to the real database on first use (migrated and seeded then). */
export function getApp(): App {
	if (app) return app;
	// astro:env has validated every setting at start; the API's own schema gives typed values.
	const settings = readServerSettings(getSecret);
	const db = openDatabase(settings.DATABASE_PATH);
	startHousekeeping(db);
	app = createApp({
		db,
		adapters: createAdapters(settings, {
			discordGuildId: PUBLIC_DISCORD_GUILD_ID,
			siteName: PUBLIC_SITE_NAME,
		}),
		trustProxy: settings.TRUST_PROXY,
		authRateLimit: { ...DEFAULT_AUTH_RATE_LIMIT, max: settings.AUTH_RATE_LIMIT },
		secureCookies: new URL(settings.SITE_URL).protocol === 'https:',
	});
	return app;
}

/**
 * Every /api request goes to the Hono app, which answers JSON for known and unknown paths. The
 * socket's address comes from the serve wrapper (`locals.remoteAddress`): Astro's own
 * `clientAddress` believes any X-Forwarded-For header. Under `astro dev` it is the fallback.
 */
export const ALL: APIRoute = ({ request, locals, clientAddress }) =>
	getApp().fetch(request, { remoteAddress: locals.remoteAddress ?? clientAddress });
