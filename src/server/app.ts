import type { Database } from 'better-sqlite3';
import { API_PATH } from '../defaults';
import type { Adapters } from './adapters/index';
import { limitBodySize } from './http/body-limit';
import { createRouter } from './http/create-router';
import { handleError } from './http/errors';
import { rejectMalformedUrl } from './http/malformed-url';
import { createAllowedMethods, createNotFoundHandler } from './http/method-not-allowed';
import { authRoutes } from './routes/auth';
import { serverRoutes } from './routes/servers';

/** What the API runs on; tests pass an in-memory database and fake adapters. */
export interface AppDependencies {
	db: Database;
	adapters: Adapters;
}

/** Creates the reference API, mounted under `/api`. */
export function createApp({ db, adapters }: AppDependencies) {
	const app = createRouter().basePath(API_PATH);
	app.onError(handleError);
	// Read lazily: the routes are added below.
	app.notFound(createNotFoundHandler(createAllowedMethods(() => app.routes)));
	app.use(rejectMalformedUrl);
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
