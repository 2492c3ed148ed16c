import type { SiteDb } from '../db/kysely';
import type { Random } from '../db/random';
import { computeDemoPlayersAt } from './demo-players';
import {
	PEAK_RETENTION_MS,
	raiseHourlyPeaks,
	SAMPLE_RETENTION_MS,
	toHour,
	toMinute,
} from './history';
import { listGameServerRows } from './manage';

const MINUTE_MS = 60_000;
const WEEK_MS = 7 * 24 * 60 * MINUTE_MS;

/** Older than the 48 hours kept in full, only hourly peaks survive: every 5th minute makes them. */
const OLD_STEP_MINUTES = 5;

/** Rows per insert: well below either engine's limit of bound values. */
const BATCH_ROWS = 2_000;

/** Runs `write` on the rows in slices of `BATCH_ROWS`, one after another. */
async function inBatches<T>(rows: readonly T[], write: (batch: T[]) => Promise<unknown>) {
	for (let start = 0; start < rows.length; start += BATCH_ROWS) {
		await write(rows.slice(start, start + BATCH_ROWS));
	}
}

/**
 * A week of believable counts for every listed server, up to the minute before `now`: busy
 * evenings, livelier weekends, EU and NA a few hours apart. The tables end up as a week of
 * sampling and the housekeeping would leave them: samples of the last 48 hours, and each hour's
 * peak of the samples taken in it.
 */
export async function seedServerHistory(db: SiteDb, random: Random, now = Date.now()) {
	const servers = await listGameServerRows(db);
	if (servers.length === 0) return;
	const lastMinute = Math.floor(now / MINUTE_MS) - 1;
	const fullFrom = lastMinute - SAMPLE_RETENTION_MS / MINUTE_MS;
	// What the housekeeping would drop at once: samples past 48 hours, peaks past 30 days.
	const keptMinutesFrom = toMinute(now - SAMPLE_RETENTION_MS);
	const keptHoursFrom = toHour(now - PEAK_RETENTION_MS);
	const samples: { server_id: number; minute: number; players: number; online: number }[] = [];
	const peaks = new Map<string, { server_id: number; hour: number; peak_players: number }>();
	for (let minute = lastMinute - WEEK_MS / MINUTE_MS; minute <= lastMinute; minute++) {
		if (minute < fullFrom && minute % OLD_STEP_MINUTES !== 0) continue;
		const atMs = minute * MINUTE_MS;
		const hour = toHour(atMs);
		for (const server of servers) {
			const players = computeDemoPlayersAt(server.id, server.max_players, server.region, atMs);
			// A player joining or leaving between two queries, now and then.
			const jitter = random.next() < 0.2 ? random.intBetween(-1, 1) : 0;
			const bounded = Math.min(server.max_players, Math.max(0, players + jitter));
			if (minute >= keptMinutesFrom) {
				samples.push({ server_id: server.id, minute, players: bounded, online: 1 });
			}
			if (hour < keptHoursFrom) continue;
			const key = `${server.id}/${hour}`;
			const peak = peaks.get(key);
			if (!peak) peaks.set(key, { server_id: server.id, hour, peak_players: bounded });
			else peak.peak_players = Math.max(peak.peak_players, bounded);
		}
	}
	await inBatches(samples, (batch) => db.insertInto('server_samples').values(batch).execute());
	await inBatches([...peaks.values()], (batch) => raiseHourlyPeaks(db, batch));
}
