import type { HousekeepingTask } from './db/housekeeping';
import type { AreaSeed } from './db/seed';

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
}
