import type { SiteProfile } from '../site-mode';
import type { Adapters } from './adapters/index';
import type { HousekeepingTask } from './db/housekeeping';
import type { SiteDb } from './db/kysely';
import type { AreaSeed } from './db/seed';
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
}
