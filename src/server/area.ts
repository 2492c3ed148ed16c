import type { Hono } from 'hono';
import type { RouterRoute } from 'hono/types';
import type { SiteProfile } from '../site-mode';
import type { Adapters } from './adapters/index';
import type { HousekeepingTask } from './db/housekeeping';
import type { SiteDb } from './db/kysely';
import type { Migration } from './db/migration';
import type { AreaSeed } from './db/seed';
import type { SiteMetrics } from './health/metrics';
import type { ServerSettings } from './settings';

/** What background work is started with. */
export interface JobContext {
	db: SiteDb;
	adapters: Adapters;
	settings: ServerSettings;
	profile: SiteProfile;
	/** The community's Discord guild, from its profile. */
	discordGuildId: string;
}

/**
 * Work a server does on a timer or over a connection of its own, on one server process at a time
 * (see leadership.ts). Answers how to stop it.
 */
export type BackgroundJob = (context: JobContext) => () => void | Promise<void>;

/** What the app hands the areas' router factories, beside what every request reads in `c.var`. */
export interface RouteContext {
	/** The API's Prometheus metrics, which `/metrics` serves. */
	metrics: SiteMetrics;
	/** METRICS_TOKEN: the bearer token of `/metrics`; unset, that path is a 404. */
	metricsToken?: string;
	/** Every area's migrations: the database is ready when it holds them all. */
	migrations: readonly Migration[];
	/** The app's route table, read lazily: complete once every area's routes are mounted. */
	routes: () => readonly RouterRoute[];
}

/** A router an area mounts: `path` under `/api`, the router made from what the app hands it. */
export interface AreaRoutes {
	/** Where the router is mounted, relative to `/api` (`/ttt`, or `/` for paths of its own). */
	path: string;
	// The routers differ in their variables (AuthEnv) and route types; the app only mounts them.
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	create: (context: RouteContext) => Hono<any, any, any>;
}

/**
 * What an area of the API brings to the site, registered in one list (`areas.ts`) that start-up
 * and the app read: the low levels (database, HTTP kit) know no area.
 */
export interface SiteArea {
	/** The area's folder under src/server. */
	name: string;
	/** Data the area fills its empty tables with: its demo community, reference data. */
	seeds?: readonly AreaSeed[];
	/** Tidies the area's tables, hourly while a server runs (one replica at a time). */
	housekeeping?: HousekeepingTask;
	/** The area's background work. */
	jobs?: readonly BackgroundJob[];
	/**
	 * The area's schema changes, oldest first (ids `NNN_name`, numbered across all areas; the
	 * app applies every area's by number).
	 */
	migrations?: readonly Migration[];
	/**
	 * The area's routers, mounted in the order of the areas and then of this list, after the
	 * app's own middleware (body limits, rate limits, the ingest key).
	 */
	routes?: readonly AreaRoutes[];
}
