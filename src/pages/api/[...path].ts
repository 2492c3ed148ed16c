import type { APIRoute } from 'astro';
import { getSecret } from 'astro:env/server';
import { createAdapters } from '../../server/adapters';
import { createApp, type App } from '../../server/app';
import { openDatabase } from '../../server/db/open';
import { readServerSettings } from '../../server/settings';

export const prerender = false;

let app: App | undefined;

/** The reference API, bound to the real database on first use (migrated and seeded then). */
function getApp(): App {
	if (app) return app;
	// astro:env has validated every setting at start; the API's own schema gives typed values.
	const settings = readServerSettings(getSecret);
	app = createApp({ db: openDatabase(settings.DATABASE_PATH), adapters: createAdapters(settings) });
	return app;
}

/** Every /api request goes to the Hono app, which answers JSON for known and unknown paths. */
export const ALL: APIRoute = ({ request }) => getApp().fetch(request);
