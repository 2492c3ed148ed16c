import type { BackgroundJob, SiteArea } from './area';
import type { SiteDb } from './db/kysely';
import { runHousekeeping, type HousekeepingTask } from './db/housekeeping';
import { mergeMigrations, type Migration } from './db/migration';
import { forgetEndedWindows } from './http/rate-limit';
import { adminArea } from './admin/area';
import { authArea } from './auth/area';
import { discordArea } from './discord/area';
import { donationsArea } from './donations/area';
import { eggHuntArea } from './egg-hunt/area';
import { healthArea } from './health/area';
import { ingestArea } from './ingest/area';
import { jailbreakArea } from './jailbreak/area';
import { linksArea } from './links/area';
import { mailArea } from './mail/area';
import { moderationArea } from './moderation/area';
import { openApiArea } from './openapi/area';
import { paymentsArea } from './payments/area';
import { playersArea } from './players/area';
import { roundsArea } from './rounds/area';
import { serversArea } from './servers/area';

/**
 * Every area of the API: start-up migrates, seeds, tidies and schedules what they register here,
 * and the app mounts their routes in this order. The order decides only where each path appears
 * in the API document (paths do not overlap across areas): the game servers' ingest calls list
 * rounds, egg hunt, Jailbreak, admin configs, the server's own and the donators, in that order.
 * The document's router comes last, as it describes the others.
 */
export const SITE_AREAS: readonly SiteArea[] = [
	healthArea,
	authArea,
	serversArea,
	discordArea,
	roundsArea,
	eggHuntArea,
	jailbreakArea,
	playersArea,
	adminArea,
	moderationArea,
	ingestArea,
	linksArea,
	donationsArea,
	paymentsArea,
	mailArea,
	openApiArea,
];

/**
 * Every area's migrations, in the one order they are applied in (by number). Reading this list
 * throws when two areas register the same migration or number, or an area's own are out of
 * order, so such a site fails to start and its tests fail.
 */
export const SITE_MIGRATIONS: readonly Migration[] = mergeMigrations(
	SITE_AREAS.map((area) => ({ area: area.name, migrations: area.migrations ?? [] })),
);

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
