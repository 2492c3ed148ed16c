import type { Database } from 'better-sqlite3';
import { Hono } from 'hono';
import type { Adapters } from './adapters/index';
import { createPasswordHasher, type PasswordHasher } from './auth/passwords';
import type { AppEnv } from './http/app-env';
import { setClientAddress } from './http/client-address';
import { handleError, handleNotFound, limitBodySize } from './http/errors';
import { rateLimitByAddress } from './http/rate-limit';
import { authRoutes } from './routes/auth';

/** Requests per client address and window to each route that costs a hash or sends mail. */
export const DEFAULT_AUTH_RATE_LIMIT = { windowMs: 15 * 60 * 1000, max: 50 };

/** Routes guessers and spammers aim at; each gets its own per-address budget. */
const ABUSE_LIMITED_PATHS = [
	'/auth/login',
	'/auth/register',
	'/auth/forgot-password',
	'/auth/resend-verification',
];

/** What the API runs on; tests pass an in-memory database and fake adapters. */
export interface AppDependencies {
	db: Database;
	adapters: Adapters;
	/** Password hashing; tests pass a cheap one. */
	passwords?: PasswordHasher;
	/** Whether X-Forwarded-For names the client (one trusted proxy in front); from TRUST_PROXY. */
	trustProxy?: boolean;
	/** Per-address limit of the login, register, forgot-password and resend routes. */
	authRateLimit?: { windowMs: number; max: number };
}

/** Creates the reference API, mounted under `/api`. */
export function createApp({
	db,
	adapters,
	passwords = createPasswordHasher(),
	trustProxy = false,
	authRateLimit = DEFAULT_AUTH_RATE_LIMIT,
}: AppDependencies) {
	const app = new Hono<AppEnv>().basePath('/api');
	app.onError(handleError);
	app.notFound(handleNotFound);
	app.use(async (c, next) => {
		await next();
		// Answers carry personal data and tokens: no cache may keep them.
		c.header('Cache-Control', 'no-store');
	});
	app.use(limitBodySize());
	app.use(setClientAddress(trustProxy));
	for (const path of ABUSE_LIMITED_PATHS) app.use(path, rateLimitByAddress(authRateLimit));
	app.use(async (c, next) => {
		c.set('db', db);
		c.set('adapters', adapters);
		c.set('passwords', passwords);
		await next();
	});
	return app.get('/health', (c) => c.json({ ok: true })).route('/auth', authRoutes);
}

/** The API's type, for typed clients and tests. */
export type App = ReturnType<typeof createApp>;
