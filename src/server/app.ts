import { API_PATH, DEFAULT_AUTH_RATE_LIMIT as DEFAULT_AUTH_LIMIT } from '../defaults';
import type { RegistrationState } from '../contract/auth';
import type { SiteMode, SwitchablePart } from '../site-mode';
import type { Adapters } from './adapters/index';
import { createPasswordHasher, type PasswordHasher } from './auth/passwords';
import { createEarlyLoginRefusal, type RefuseLoginEarly } from './auth/login-room';
import { refuseLoginWithoutRoom } from './auth/routes';
import type { ConnectionStats } from './db/engine';
import type { SiteDb } from './db/kysely';
import { limitBodySize } from './http/body-limit';
import { setClientAddress } from './http/client-address';
import { parseTrustedProxies, type TrustedProxies } from './http/trusted-proxies';
import { createRouter } from './http/create-router';
import { handleError } from './http/errors';
import { rejectMalformedUrl } from './http/malformed-url';
import type { RouteContext } from './area';
import { SITE_AREAS, SITE_MIGRATIONS } from './areas';
import {
	createAllowedMethods,
	createNotFoundHandler,
	refuseUnknownMethods,
} from './http/method-not-allowed';
import { rateLimitByAddress } from './http/rate-limit';
import { requireIngestKey, requireServerMode } from './ingest/require-ingest-key';
import { refuseSwitchedOff, SWITCHED_OFF_PATHS } from './http/switched-off';
import { isIngestPath, limitIngestBodySize } from './ingest/body-limit';
import { createSiteMetrics } from './health/metrics';
import { createPartHealth, type PartHealth } from './health/part-health';
import { observeRequests } from './http/observe-requests';

/** Requests per client address and window to each route that costs a hash or sends mail. */
export const DEFAULT_AUTH_RATE_LIMIT = { windowMs: 15 * 60 * 1000, max: DEFAULT_AUTH_LIMIT };

/** Routes guessers and spammers aim at; each gets its own per-address budget. */
const ABUSE_LIMITED_PATHS = [
	'/auth/login',
	'/auth/register',
	'/auth/forgot-password',
	'/auth/resend-verification',
];

/** What the API runs on; tests pass an in-memory database and fake adapters. */
export interface AppDependencies {
	/** The query layer over the site's database, SQLite or PostgreSQL. */
	db: SiteDb;
	adapters: Adapters;
	/** Password hashing; tests pass a cheap one. */
	passwords?: PasswordHasher;
	/**
	 * The proxies whose X-Forwarded-For names the client, from TRUST_PROXY; `true` is the
	 * loopback proxy (tests send requests as if through it).
	 */
	trustProxy?: boolean | TrustedProxies;
	/** Per-address limit of the login, register, forgot-password and resend routes. */
	authRateLimit?: { windowMs: number; max: number };
	/** Whether the cookies the API sets are `Secure`: true when SITE_URL is https. */
	secureCookies?: boolean;
	/** Demo (the default) serves the mail outbox to this machine; production never. */
	mode?: SiteMode;
	/** Parts the operator switched off: their calls answer that they are off. */
	switchedOff?: readonly SwitchablePart[];
	/** Where the adapters report their outcomes (the same record they were made with). */
	health?: PartHealth;
	/** REGISTRATION: 'closed' refuses new accounts. */
	registration?: RegistrationState;
	/** METRICS_TOKEN: the bearer token of `/metrics`; unset, that path is a 404. */
	metricsToken?: string;
	/** Writes one access log line per request; absent (tests, ACCESS_LOG=off), none. */
	accessLog?: (line: string) => void;
	/** The database connections of this process, for `/metrics`; one open by default. */
	connections?: () => ConnectionStats;
}

/** Creates the reference API, mounted under `/api`. */
export function createApp({
	db,
	adapters,
	passwords = createPasswordHasher(),
	trustProxy = false,
	authRateLimit = DEFAULT_AUTH_RATE_LIMIT,
	secureCookies = false,
	mode = 'demo',
	switchedOff = [],
	health = createPartHealth(),
	registration = 'open',
	metricsToken,
	accessLog,
	connections = () => ({ open: 1, idle: 0, waiting: 0 }),
}: AppDependencies) {
	const metrics = createSiteMetrics(connections, health);
	const app = createRouter().basePath(API_PATH);
	// First, so that every answer is counted and logged, refusals and errors included.
	app.use(observeRequests({ metrics, accessLog }));
	app.onError(handleError);
	// Read lazily: the routes are added below.
	const allowedMethods = createAllowedMethods(() => app.routes);
	app.notFound(createNotFoundHandler(allowedMethods));
	app.use(async (c, next) => {
		await next();
		// Answers carry personal data and tokens: no cache may keep them, unless a route says
		// otherwise (the game servers' admin configs are revalidated by their ETag).
		if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
	});
	app.use(rejectMalformedUrl);
	app.use(refuseUnknownMethods(allowedMethods));
	app.use(limitBodySize(undefined, { except: isIngestPath }));
	app.use('/ingest/*', limitIngestBodySize());
	const proxies = typeof trustProxy === 'boolean' ? parseTrustedProxies(trustProxy) : trustProxy;
	app.use(setClientAddress(proxies));
	app.use(async (c, next) => {
		c.set('db', db);
		c.set('adapters', adapters);
		c.set('passwords', passwords);
		c.set('secureCookies', secureCookies);
		c.set('siteMode', mode);
		c.set('health', health);
		c.set('metrics', metrics);
		c.set('registration', registration);
		await next();
	});
	// Before the per-address limit, which writes to the database for each request it counts.
	app.use('/auth/login', refuseLoginWithoutRoom);
	for (const path of ABUSE_LIMITED_PATHS) {
		app.use(path, rateLimitByAddress({ name: path, ...authRateLimit }));
	}
	app.use('/ingest/*', requireIngestKey);
	// A key writes only its server's mode: a TTT server cannot fill the Jailbreak boards.
	app.use('/ingest/ttt/*', requireServerMode('ttt'));
	app.use('/ingest/jailbreak/*', requireServerMode('jailbreak'));
	for (const part of switchedOff) {
		if (part === 'discord-data') continue; // the adapter answers empty data instead
		const { paths, message } = SWITCHED_OFF_PATHS[part];
		for (const path of paths) app.use(path, refuseSwitchedOff(message));
	}
	// Every area's routers, after the middleware above so that it runs in front of them.
	const context: RouteContext = {
		metrics,
		metricsToken,
		migrations: SITE_MIGRATIONS,
		routes: () => app.routes,
	};
	for (const area of SITE_AREAS) {
		for (const { path, create } of area.routes ?? []) app.route(path, create(context));
	}
	// For the site's server to ask before a login reaches the app (see login-room.ts); optional
	// in the type, as for an app a test builds by hand.
	const early: { refuseLoginEarly?: RefuseLoginEarly } = {
		refuseLoginEarly: createEarlyLoginRefusal({ passwords, proxies, metrics, accessLog }),
	};
	return Object.assign(app, early);
}

/** The API's type, for typed clients and tests. */
export type App = ReturnType<typeof createApp>;
