import type { APIRoute } from 'astro';
import { DATABASE_PATH } from 'astro:env/server';
import { createAdapters } from '../../server/adapters';
import { createApp, type App } from '../../server/app';
import { openDatabase } from '../../server/db/open';

export const prerender = false;

let app: App | undefined;

/** The reference API, bound to the real database on first use (migrated and seeded then). */
function getApp(): App {
	app ??= createApp({ db: openDatabase(DATABASE_PATH), adapters: createAdapters(process.env) });
	return app;
}

/** Every /api request goes to the Hono app, which answers JSON for known and unknown paths. */
export const ALL: APIRoute = ({ request }) => getApp().fetch(request);
