import type { SiteDb } from './kysely';

/** How often the housekeeping runs while the server is up. */
const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/** One area's tidying: deletes (or marks) what no rule needs any more; answers counts by kind. */
export type HousekeepingTask = (db: SiteDb, now: Date) => Promise<Record<string, number>>;

/** Runs every task once; answers their counts together. */
export async function runHousekeeping(
	db: SiteDb,
	tasks: readonly HousekeepingTask[],
	now = new Date(),
): Promise<Record<string, number>> {
	const counts: Record<string, number> = {};
	for (const task of tasks) Object.assign(counts, await task(db, now));
	return counts;
}

/** Runs the tasks now and then on an interval that never keeps the process alive. */
export function startHousekeeping(
	db: SiteDb,
	tasks: readonly HousekeepingTask[],
	intervalMs = HOUSEKEEPING_INTERVAL_MS,
) {
	const run = async () => {
		try {
			await runHousekeeping(db, tasks);
		} catch (error) {
			// A locked or unreachable database is tidied next time; the server goes on either way.
			console.warn('Database housekeeping skipped:', (error as Error).message);
		}
	};
	void run();
	const timer = setInterval(() => void run(), intervalMs);
	timer.unref();
	return () => clearInterval(timer);
}
