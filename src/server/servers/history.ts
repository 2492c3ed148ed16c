import type { Database } from 'better-sqlite3';
import { HISTORY_STEPS, type HistoryRange, type ServerHistoryWire } from '@/contract/servers';
import { sql } from 'kysely';
import type { SiteDb } from '../db/kysely';
import { statement } from '../db/statements';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** How long samples are kept a minute apart. */
export const SAMPLE_RETENTION_MS = 48 * HOUR_MS;

/** How long hourly peaks are kept. */
export const PEAK_RETENTION_MS = 30 * 24 * HOUR_MS;

/** One server's count at a sampled minute. */
export interface ServerSample {
	serverId: number;
	players: number;
	online: boolean;
}

/** The whole minute since the epoch that a moment falls in. */
export function toMinute(ms: number): number {
	return Math.floor(ms / MINUTE_MS);
}

/**
 * Writes one minute's counts and raises each server's hourly peak to match, in one transaction.
 * A minute already sampled keeps its first counts, so a restart within it changes nothing.
 * Answers how many samples were new. The sampler and the demo seed both write through it.
 */
export function recordServerSamples(
	db: Database,
	atMs: number,
	samples: readonly ServerSample[],
): number {
	const minute = toMinute(atMs);
	const hour = Math.floor(atMs / HOUR_MS);
	const insertSample = statement(
		db,
		`INSERT INTO server_samples (server_id, minute, players, online) VALUES (?, ?, ?, ?)
		ON CONFLICT DO NOTHING`,
	);
	const raisePeak = statement(
		db,
		`INSERT INTO server_hourly_peaks (server_id, hour, peak_players) VALUES (?, ?, ?)
		ON CONFLICT DO UPDATE SET peak_players = MAX(peak_players, excluded.peak_players)`,
	);
	return db.transaction(() => {
		let created = 0;
		for (const { serverId, players, online } of samples) {
			const { changes } = insertSample.run(serverId, minute, players, online ? 1 : 0);
			if (changes === 0) continue;
			created += 1;
			raisePeak.run(serverId, hour, players);
		}
		return created;
	})();
}

/** Rows the history purge removed. */
export interface HistoryPurgeResult {
	samples: number;
	peaks: number;
}

/** Drops samples older than 48 hours and hourly peaks older than 30 days. */
export async function purgeServerHistory(
	db: SiteDb,
	now = new Date(),
): Promise<HistoryPurgeResult> {
	const samples = await db
		.deleteFrom('server_samples')
		.where('minute', '<', toMinute(now.getTime() - SAMPLE_RETENTION_MS))
		.executeTakeFirst();
	const peaks = await db
		.deleteFrom('server_hourly_peaks')
		.where('hour', '<', Math.floor((now.getTime() - PEAK_RETENTION_MS) / HOUR_MS))
		.executeTakeFirst();
	return { samples: Number(samples.numDeletedRows), peaks: Number(peaks.numDeletedRows) };
}

/** Peak players per 5 minutes of one server, from a first minute on (for the plan test). */
export function fiveMinutePeaksQuery(db: SiteDb, serverId: number, firstMinute: number) {
	return db
		.selectFrom('server_samples')
		.select((eb) => [
			// A literal: both engines divide integers whole, but a bound 5 is a real to SQLite.
			eb(eb.ref('minute'), '/', sql.lit(5)).as('bucket'),
			eb.fn.max<number>('players').as('players'),
		])
		.where('server_id', '=', serverId)
		.where('minute', '>=', firstMinute)
		.groupBy('bucket');
}

/** Hourly peaks of one server, from a first hour on (for the plan test). */
export function hourlyPeaksQuery(db: SiteDb, serverId: number, firstHour: number) {
	return db
		.selectFrom('server_hourly_peaks')
		.select(['hour as bucket', 'peak_players as players'])
		.where('server_id', '=', serverId)
		.where('hour', '>=', firstHour);
}

/**
 * A server's history for a range, ending with the point `now` falls in: 5-minute peaks over 24
 * hours, hourly peaks over 7 and 30 days; points without a sample are null. Undefined for a
 * server the list does not hold.
 */
export async function readServerHistory(
	db: SiteDb,
	serverId: number,
	range: HistoryRange,
	now = Date.now(),
): Promise<ServerHistoryWire | undefined> {
	const server = await db
		.selectFrom('game_servers')
		.select('max_players')
		.where('id', '=', serverId)
		.executeTakeFirst();
	if (!server) return undefined;
	const { stepMinutes, points } = HISTORY_STEPS[range];
	const lastBucket = Math.floor(toMinute(now) / stepMinutes);
	const firstBucket = lastBucket - points + 1;
	const rows: { bucket: number; players: number }[] =
		stepMinutes === 60
			? await hourlyPeaksQuery(db, serverId, firstBucket).execute()
			: await fiveMinutePeaksQuery(db, serverId, firstBucket * stepMinutes).execute();
	const players: (number | null)[] = Array.from({ length: points }, () => null);
	for (const row of rows) {
		const index = row.bucket - firstBucket;
		if (index >= 0 && index < points) players[index] = row.players;
	}
	return {
		serverId,
		range,
		start: new Date(firstBucket * stepMinutes * MINUTE_MS).toISOString(),
		stepMinutes,
		maxPlayers: server.max_players,
		players,
	};
}
