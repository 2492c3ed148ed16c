import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
	HISTORY_RANGE_MESSAGE,
	ServerHistorySchema,
	UNKNOWN_SERVER_MESSAGE,
} from '../../src/contract/servers';
import { INVALID_ID_MESSAGE } from '../../src/contract/common';
import { tidySite } from '../../src/server/areas';
import type { SiteDb } from '../../src/server/db/kysely';
import {
	fiveMinutePeaksQuery,
	hourlyPeaksQuery,
	recordServerSamples,
	toMinute,
} from '../../src/server/servers/history';
import { sampleServers, startServerSampler } from '../../src/server/servers/sampler';
import type { ServerStatusSource } from '../../src/server/servers/status';
import { expectPostgresIndexUsed, expectQueryIndexed } from '../fixtures/query-plan';
import { createTestApp, testEngine } from '../fixtures/reference-api';
import { recordIntervals } from '../fixtures/recorded-intervals';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A Monday, 20:30:15 UTC. */
const NOW = Date.UTC(2025, 5, 2, 20, 30, 15);

/** A status source that answers the same count for every server, and counts its calls. */
function fixedStatus(players: number): ServerStatusSource & { calls: number } {
	const source = {
		calls: 0,
		async getStatus(servers: readonly { id: number }[]) {
			source.calls += 1;
			return new Map(servers.map((server) => [server.id, { players, online: true }]));
		},
	};
	return source;
}

/** A test API whose history tables start empty (the seed fills them relative to the real clock). */
async function emptyHistoryApp() {
	const test = await createTestApp();
	await test.queries.deleteFrom('server_samples').execute();
	await test.queries.deleteFrom('server_hourly_peaks').execute();
	return test;
}

async function countRows(
	db: SiteDb,
	table: 'game_servers' | 'server_samples' | 'server_hourly_peaks',
	serverId?: number,
): Promise<number> {
	const where = serverId === undefined ? sql`` : sql` WHERE server_id = ${serverId}`;
	const { rows } = await sql<{
		n: number;
	}>`SELECT COUNT(*) AS n FROM ${sql.table(table)}${where}`.execute(db);
	return rows[0]!.n;
}

async function peakOf(db: SiteDb, serverId: number, atMs: number): Promise<number | undefined> {
	const row = await db
		.selectFrom('server_hourly_peaks')
		.select('peak_players')
		.where('server_id', '=', serverId)
		.where('hour', '=', Math.floor(atMs / HOUR))
		.executeTakeFirst();
	return row?.peak_players;
}

afterEach(() => {
	vi.useRealTimers();
});

describe('recording samples', () => {
	it('keeps the first sample of a minute, so a restart within it doubles nothing', async () => {
		const { queries } = await emptyHistoryApp();
		expect(
			await recordServerSamples(queries, NOW, [{ serverId: 2, players: 10, online: true }]),
		).toBe(1);
		expect(
			await recordServerSamples(queries, NOW + 30_000, [
				{ serverId: 2, players: 30, online: true },
			]),
		).toBe(0);
		expect(await countRows(queries, 'server_samples', 2)).toBe(1);
		expect(await peakOf(queries, 2, NOW)).toBe(10);
	});

	it("rolls the minutes of an hour into the hour's peak", async () => {
		const { queries } = await emptyHistoryApp();
		const hourStart = Math.floor(NOW / HOUR) * HOUR;
		for (const [index, players] of [12, 25, 17].entries()) {
			await recordServerSamples(queries, hourStart + index * MINUTE, [
				{ serverId: 3, players, online: true },
			]);
		}
		await recordServerSamples(queries, hourStart + HOUR, [
			{ serverId: 3, players: 4, online: true },
		]);
		expect(await peakOf(queries, 3, hourStart)).toBe(25);
		expect(await peakOf(queries, 3, hourStart + HOUR)).toBe(4);
	});
});

describe('purging history', () => {
	it('drops samples after 48 hours and hourly peaks after 30 days', async () => {
		const { queries } = await emptyHistoryApp();
		const sample = (atMs: number) =>
			recordServerSamples(queries, atMs, [{ serverId: 1, players: 5, online: true }]);
		await sample(NOW - 48 * HOUR + MINUTE);
		await sample(NOW - 48 * HOUR - MINUTE);
		await sample(NOW - 30 * DAY + HOUR);
		await sample(NOW - 30 * DAY - HOUR);

		expect(await tidySite(queries, new Date(NOW))).toMatchObject({
			serverSamples: 3,
			serverPeaks: 1,
		});
		expect(await countRows(queries, 'server_samples')).toBe(1);
		// The purged minutes live on as their hours' peaks (the two around 48 h share one), for 30 days.
		expect(await countRows(queries, 'server_hourly_peaks')).toBe(2);
		expect(await peakOf(queries, 1, NOW - 48 * HOUR)).toBe(5);
		expect(await peakOf(queries, 1, NOW - 30 * DAY + HOUR)).toBe(5);
	});
});

describe('the sampler', () => {
	it('samples every listed server once per minute, whatever the number of runs', async () => {
		const { queries } = await emptyHistoryApp();
		const servers = await countRows(queries, 'game_servers');
		const status = fixedStatus(7);
		expect(await sampleServers(queries, status, () => NOW)).toBe(servers);
		expect(await sampleServers(queries, status, () => NOW + 20_000)).toBe(0);
		expect(await sampleServers(queries, status, () => NOW + MINUTE)).toBe(servers);
		expect(await countRows(queries, 'server_samples')).toBe(2 * servers);
	});

	it('records a minute once when several server processes sample it at the same time', async () => {
		const { queries } = await emptyHistoryApp();
		const servers = await countRows(queries, 'game_servers');
		// On PostgreSQL each run takes a connection of its own, as separate processes would.
		const runs = await Promise.all(
			[7, 9, 11].map((players, index) =>
				sampleServers(queries, fixedStatus(players), () => NOW + index * 1_000),
			),
		);
		expect(runs.reduce((sum, created) => sum + created, 0)).toBe(servers);
		expect(await countRows(queries, 'server_samples')).toBe(servers);
		// Each hour's peak is the count of the one sample that was kept.
		const kept = await queries
			.selectFrom('server_samples')
			.select(['server_id', 'players'])
			.execute();
		for (const { server_id, players } of kept) {
			expect(await peakOf(queries, server_id, NOW)).toBe(players);
		}
	});

	it('records an unreachable server as offline with no players', async () => {
		const { queries } = await emptyHistoryApp();
		const offline: ServerStatusSource = {
			getStatus: async () => new Map(),
		};
		await sampleServers(queries, offline, () => NOW);
		const rows = await queries.selectFrom('server_samples').select(['players', 'online']).execute();
		expect(rows.length).toBeGreaterThan(0);
		expect(rows.every((row) => row.players === 0 && row.online === 0)).toBe(true);
	});

	it('samples at once and then every minute, without keeping the process alive', async () => {
		const { queries } = await emptyHistoryApp();
		// The interval and the clock are fake; the database's own timers and I/O stay real.
		vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
		const servers = await countRows(queries, 'game_servers');
		const status = fixedStatus(3);
		const intervals = recordIntervals();
		try {
			const stop = startServerSampler(queries, status);
			const sampled = (runs: number) =>
				vi.waitFor(async () =>
					expect(await countRows(queries, 'server_samples')).toBe(runs * servers),
				);
			await sampled(1);
			expect(intervals.made[0]!.hasRef()).toBe(false);

			for (const runs of [2, 3]) {
				await vi.advanceTimersByTimeAsync(MINUTE);
				await sampled(runs);
			}
			expect(status.calls).toBe(3);
			stop();
			await vi.advanceTimersByTimeAsync(5 * MINUTE);
			expect(status.calls).toBe(3);
		} finally {
			intervals.stop();
		}
	});
});

describe('GET /api/servers/{id}/history', () => {
	beforeEach(() => {
		vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
	});

	async function getHistory(app: Awaited<ReturnType<typeof createTestApp>>['app'], path: string) {
		const response = await app.request(path);
		const body: unknown = await response.json();
		return { status: response.status, body };
	}

	it('answers the last 24 hours as 288 five-minute peaks ending now', async () => {
		const { app, queries } = await emptyHistoryApp();
		await recordServerSamples(queries, NOW, [{ serverId: 2, players: 9, online: true }]);
		await recordServerSamples(queries, NOW - MINUTE, [{ serverId: 2, players: 14, online: true }]);
		await recordServerSamples(queries, NOW - 3 * HOUR, [
			{ serverId: 2, players: 20, online: true },
		]);
		await recordServerSamples(queries, NOW - 25 * HOUR, [
			{ serverId: 2, players: 30, online: true },
		]);

		const { status, body } = await getHistory(app, '/api/servers/2/history?range=24h');
		expect(status).toBe(200);
		const history = ServerHistorySchema.parse(body);
		expect(history).toMatchObject({ serverId: 2, range: '24h', stepMinutes: 5 });
		expect(history.players).toHaveLength(288);
		// 20:30 is the last point, so the first starts 287 points (23 h 55 min) before.
		expect(history.start).toBe(new Date(Date.UTC(2025, 5, 1, 20, 35)).toISOString());
		// 20:29:15 falls in the 20:25 point.
		expect(history.players.at(-1)).toBe(9);
		expect(history.players.at(-2)).toBe(14);
		expect(history.players.at(-1 - 36)).toBe(20);
		expect(history.players.filter((value) => value !== null)).toEqual([20, 14, 9]);
		const { max_players: slots } = await queries
			.selectFrom('game_servers')
			.select('max_players')
			.where('id', '=', 2)
			.executeTakeFirstOrThrow();
		expect(history.maxPlayers).toBe(slots);
	});

	it.each([
		['7d', 7 * 24],
		['30d', 30 * 24],
	])('answers %s as hourly peaks', async (range, points) => {
		const { app, queries } = await emptyHistoryApp();
		const sample = (atMs: number, players: number) =>
			recordServerSamples(queries, atMs, [{ serverId: 1, players, online: true }]);
		await sample(NOW - 2 * HOUR, 11);
		await sample(NOW - 2 * HOUR + MINUTE, 16);
		await sample(NOW - 6 * DAY, 8);
		await sample(NOW - 29 * DAY, 21);
		await tidySite(queries, new Date(NOW));

		const { status, body } = await getHistory(app, `/api/servers/1/history?range=${range}`);
		expect(status).toBe(200);
		const history = ServerHistorySchema.parse(body);
		expect(history.stepMinutes).toBe(60);
		expect(history.players).toHaveLength(points);
		expect(history.start).toBe(
			new Date(Date.UTC(2025, 5, 2, 20) - (points - 1) * HOUR).toISOString(),
		);
		expect(history.players.at(-3)).toBe(16);
		expect(history.players.filter((value) => value !== null)).toEqual(
			range === '7d' ? [8, 16] : [21, 8, 16],
		);
	});

	it.each([
		['no range', ''],
		['an unknown range', '?range=1y'],
		['a range given twice', '?range=24h&range=7d'],
	])('refuses %s with 400', async (_case, query) => {
		const { app } = await emptyHistoryApp();
		const { status, body } = await getHistory(app, `/api/servers/1/history${query}`);
		expect(status).toBe(400);
		expect(body).toEqual({ message: HISTORY_RANGE_MESSAGE });
	});

	it.each(['0', 'abc', '1.5', '-2'])('refuses the server id %s with 400', async (id) => {
		const { app } = await emptyHistoryApp();
		const { status, body } = await getHistory(app, `/api/servers/${id}/history?range=24h`);
		expect(status).toBe(400);
		expect(body).toEqual({ message: INVALID_ID_MESSAGE });
	});

	it('answers 404 for a server the list does not hold', async () => {
		const { app } = await emptyHistoryApp();
		const { status, body } = await getHistory(app, '/api/servers/9999/history?range=24h');
		expect(status).toBe(404);
		expect(body).toEqual({ message: UNKNOWN_SERVER_MESSAGE });
	});

	it('reads both resolutions through the primary keys', async () => {
		const { db, queries } = await createTestApp();
		for (const query of [
			fiveMinutePeaksQuery(queries, 1, toMinute(NOW) - 1440),
			hourlyPeaksQuery(queries, 1, Math.floor(NOW / HOUR) - 720),
		]) {
			if (testEngine === 'sqlite') expectQueryIndexed(db, query);
			else await expectPostgresIndexUsed(queries, query);
		}
	});
});

describe('the demo history', () => {
	it('holds a week of hourly peaks and two days of minutes for every server', async () => {
		const { queries } = await createTestApp();
		const span = await queries
			.selectFrom('server_hourly_peaks')
			.select((eb) => [
				eb.fn.count<number>('server_id').distinct().as('servers'),
				eb.fn.min('hour').as('first'),
				eb.fn.max('hour').as('last'),
			])
			.executeTakeFirstOrThrow();
		const servers = await countRows(queries, 'game_servers');
		expect(span.servers).toBe(servers);
		expect(span.last - span.first).toBeGreaterThanOrEqual(7 * 24 - 1);
		const minutes = await queries
			.selectFrom('server_samples')
			.select((eb) => [eb.fn.min('minute').as('first'), eb.fn.max('minute').as('last')])
			.executeTakeFirstOrThrow();
		expect(minutes.last - minutes.first).toBeLessThanOrEqual(48 * 60);
		expect(minutes.last - minutes.first).toBeGreaterThan(47 * 60);
	});

	it('is busier in each region’s evening than in its morning', async () => {
		const { queries } = await createTestApp();
		// Average peak per UTC hour of day, per region: EU evenings are 20:00 UTC, NA's 02:00.
		const byHour = async (region: string, utcHour: number) => {
			const { average } = await queries
				.selectFrom('server_hourly_peaks as p')
				.innerJoin('game_servers as s', 's.id', 'p.server_id')
				.select((eb) => eb.fn.avg<number>('p.peak_players').as('average'))
				.where('s.region', '=', region)
				.where((eb) => eb(eb('p.hour', '%', sql.lit(24)), '=', utcHour))
				.executeTakeFirstOrThrow();
			return average;
		};
		expect(await byHour('eu', 20)).toBeGreaterThan(2 * (await byHour('eu', 8)));
		expect(await byHour('na', 2)).toBeGreaterThan(2 * (await byHour('na', 14)));
	});
});
