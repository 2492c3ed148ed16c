import type { BackgroundJob, SiteArea } from './area';
import type { SiteDb } from './db/kysely';
import { runHousekeeping, type HousekeepingTask } from './db/housekeeping';
import { forgetEndedWindows } from './http/rate-limit';
import { adminArea } from './admin/area';
import { authArea } from './auth/area';
import { discordArea } from './discord/area';
import { donationsArea } from './donations/area';
import { jailbreakArea } from './jailbreak/area';
import { roundsArea } from './rounds/area';
import { serversArea } from './servers/area';

/** Every area of the API: start-up seeds, tidies and schedules what they register here. */
const SITE_AREAS: readonly SiteArea[] = [
	authArea,
	serversArea,
	discordArea,
	roundsArea,
	jailbreakArea,
	donationsArea,
	adminArea,
];

/** Every area's seeds. */
export const SITE_SEEDS = SITE_AREAS.flatMap((area) => area.seeds ?? []);

/** Every area's housekeeping task, and the per-address request windows that ended. */
export const SITE_HOUSEKEEPING: readonly HousekeepingTask[] = [
	...SITE_AREAS.flatMap((area) => area.housekeeping ?? []),
	async (db, now) => ({ requestWindows: await forgetEndedWindows(db, now.getTime()) }),
];

/** Runs every area's housekeeping once; answers the rows each removed or changed, by kind. */
export function tidySite(db: SiteDb, now = new Date()): Promise<Record<string, number>> {
	return runHousekeeping(db, SITE_HOUSEKEEPING, now);
}

/** Every area's background work. */
export const SITE_JOBS: readonly BackgroundJob[] = SITE_AREAS.flatMap((area) => area.jobs ?? []);
