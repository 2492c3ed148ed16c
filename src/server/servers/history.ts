import { HISTORY_STEPS, type HistoryRange, type ServerHistoryWire } from '@/contract/servers';
import { sql } from 'kysely';
import type { SiteDb } from '../db/kysely';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** How long samples are kept a minute apart. */
export const SAMPLE_RETENTION_MS = 48 * HOUR_MS;

/** How long hourly peaks are kept. */
export const PEAK_RETENTION_MS = 30 * 24 * HOUR_MS;

/** One server's count at a sampled minute. */
interface ServerSample {
	serverId: number;
	players: number;
	online: boolean;
}

/** The whole minute since the epoch that a moment falls in. */
export function toMinute(ms: number): number {
	return Math.floor(ms / MINUTE_MS);
}

/** The whole hour since the epoch that a moment falls in. */
export function toHour(ms: number): number {
	return Math.floor(ms / HOUR_MS);
}

/**
 * Raises hourly peaks to the counts given, in one statement: a peak only ever goes up. Each
 * (server, hour) may appear once.
 */
export async function raiseHourlyPeaks(
	db: SiteDb,
	peaks: readonly { server_id: number; hour: number; peak_players: number }[],
): Promise<void> {
	if (peaks.length === 0) return;
	await db
		.insertInto('server_hourly_peaks')
		.values([...peaks])
		.onConflict((conflict) =>
			conflict
				.columns(['server_id', 'hour'])
				.doUpdateSet({ peak_players: (eb) => eb.ref('excluded.peak_players') })
				.where((eb) =>
					eb('excluded.peak_players', '>', eb.ref('server_hourly_peaks.peak_players')),
				),
		)
		.execute();
}

/**
 * Writes one minute's counts and raises each server's hourly peak to match, in one transaction.
 * A minute already sampled keeps its first counts (the table's key), so a restart within it, or
 * a second server process sampling the same minute, changes nothing. Answers how many samples
 * were new.
 */
export async function recordServerSamples(
	db: SiteDb,
	atMs: number,
	samples: readonly ServerSample[],
): Promise<number> {
	if (samples.length === 0) return 0;
	const minute = toMinute(atMs);
	const hour = toHour(atMs);
	return db.transaction().execute(async (trx) => {
		const created = await trx
			.insertInto('server_samples')
			.values(
				samples.map(({ serverId, players, online }) => ({
					server_id: serverId,
					minute,
					players,
					online: online ? 1 : 0,
				})),
			)
			.onConflict((conflict) => conflict.columns(['server_id', 'minute']).doNothing())
			.returning(['server_id', 'players'])
			.execute();
		// Only the samples this call wrote count towards the peaks.
		await raiseHourlyPeaks(
			trx,
			created.map((sample) => ({
				server_id: sample.server_id,
				hour,
				peak_players: sample.players,
			})),
		);
		return created.length;
	});
}

/** Rows the history purge removed. */
interface HistoryPurgeResult {
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
