import type { Database } from 'better-sqlite3';
import type { Random } from '../db/random';
import { computeDemoPlayersAt } from './demo-players';
import { PEAK_RETENTION_MS, recordServerSamples, SAMPLE_RETENTION_MS, toMinute } from './history';

const HOUR_MS = 60 * 60 * 1000;
import { listGameServerRows } from './manage';

const MINUTE_MS = 60_000;
const WEEK_MS = 7 * 24 * 60 * MINUTE_MS;

/** Older than the 48 hours kept in full, only hourly peaks survive: every 5th minute makes them. */
const OLD_STEP_MINUTES = 5;

/**
 * A week of believable counts for every listed server, up to the minute before `now`: busy
 * evenings, livelier weekends, EU and NA a few hours apart. Written through the sampler's own
 * insert, then purged like the housekeeping does, so the tables look as a week of sampling left
 * them.
 */
export function seedServerHistory(db: Database, random: Random, now = Date.now()): void {
	const servers = listGameServerRows(db);
	if (servers.length === 0) return;
	const lastMinute = Math.floor(now / MINUTE_MS) - 1;
	const fullFrom = lastMinute - SAMPLE_RETENTION_MS / MINUTE_MS;
	for (let minute = lastMinute - WEEK_MS / MINUTE_MS; minute <= lastMinute; minute++) {
		if (minute < fullFrom && minute % OLD_STEP_MINUTES !== 0) continue;
		const atMs = minute * MINUTE_MS;
		recordServerSamples(
			db,
			atMs,
			servers.map((server) => {
				const players = computeDemoPlayersAt(server.id, server.max_players, server.region, atMs);
				// A player joining or leaving between two queries, now and then.
				const jitter = random.next() < 0.2 ? random.intBetween(-1, 1) : 0;
				const bounded = Math.min(server.max_players, Math.max(0, players + jitter));
				return { serverId: server.id, players: bounded, online: true };
			}),
		);
	}
	// What the housekeeping would drop at once: samples past 48 hours, peaks past 30 days.
	db.prepare('DELETE FROM server_samples WHERE minute < ?').run(
		toMinute(now - SAMPLE_RETENTION_MS),
	);
	db.prepare('DELETE FROM server_hourly_peaks WHERE hour < ?').run(
		Math.floor((now - PEAK_RETENTION_MS) / HOUR_MS),
	);
}
