import type { Database } from 'better-sqlite3';
import { Hono } from 'hono';
import type { Adapters } from './adapters/index';
import type { AppEnv } from './http/app-env';
import { handleError, handleNotFound, limitBodySize } from './http/errors';
import { authRoutes } from './routes/auth';
import { serverRoutes } from './routes/servers';

/** What the API runs on; tests pass an in-memory database and fake adapters. */
export interface AppDependencies {
	db: Database;
	adapters: Adapters;
}

/** Creates the reference API, mounted under `/api`. */
export function createApp({ db, adapters }: AppDependencies) {
	const app = new Hono<AppEnv>().basePath('/api');
	app.onError(handleError);
	app.notFound(handleNotFound);
	app.use(limitBodySize());
	app.use(async (c, next) => {
		c.set('db', db);
		c.set('adapters', adapters);
		await next();
	});
	return app
		.get('/health', (c) => c.json({ ok: true }))
		.route('/auth', authRoutes)
		.route('/servers', serverRoutes);
}

/** The API's type, for typed clients and tests. */
export type App = ReturnType<typeof createApp>;
