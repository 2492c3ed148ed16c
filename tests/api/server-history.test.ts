import type { Database } from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
	HISTORY_RANGE_MESSAGE,
	ServerHistorySchema,
	UNKNOWN_SERVER_MESSAGE,
} from '../../src/contract/servers';
import { INVALID_ID_MESSAGE } from '../../src/contract/common';
import { tidySite } from '../../src/server/areas';
import {
	fiveMinutePeaksQuery,
	hourlyPeaksQuery,
	recordServerSamples,
	toMinute,
} from '../../src/server/servers/history';
import { sampleServers, startServerSampler } from '../../src/server/servers/sampler';
import type { ServerStatusSource } from '../../src/server/servers/status';
import { expectQueryIndexed } from '../fixtures/query-plan';
import { createTestApp } from '../fixtures/reference-api';

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
	test.db.exec('DELETE FROM server_samples; DELETE FROM server_hourly_peaks');
	return test;
}

function countRows(db: Database, table: string, serverId?: number): number {
	const where = serverId === undefined ? '' : ` WHERE server_id = ${serverId}`;
	return db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM ${table}${where}`).get()!.n;
}

function peakOf(db: Database, serverId: number, atMs: number): number | undefined {
	return db
		.prepare<[number, number], { peak_players: number }>(
			'SELECT peak_players FROM server_hourly_peaks WHERE server_id = ? AND hour = ?',
		)
		.get(serverId, Math.floor(atMs / HOUR))?.peak_players;
}

afterEach(() => {
	vi.useRealTimers();
});

describe('recording samples', () => {
	it('keeps the first sample of a minute, so a restart within it doubles nothing', async () => {
		const { db } = await emptyHistoryApp();
		expect(recordServerSamples(db, NOW, [{ serverId: 2, players: 10, online: true }])).toBe(1);
		expect(
			recordServerSamples(db, NOW + 30_000, [{ serverId: 2, players: 30, online: true }]),
		).toBe(0);
		expect(countRows(db, 'server_samples', 2)).toBe(1);
		expect(peakOf(db, 2, NOW)).toBe(10);
	});

	it("rolls the minutes of an hour into the hour's peak", async () => {
		const { db } = await emptyHistoryApp();
		const hourStart = Math.floor(NOW / HOUR) * HOUR;
		[12, 25, 17].forEach((players, index) =>
			recordServerSamples(db, hourStart + index * MINUTE, [{ serverId: 3, players, online: true }]),
		);
		recordServerSamples(db, hourStart + HOUR, [{ serverId: 3, players: 4, online: true }]);
		expect(peakOf(db, 3, hourStart)).toBe(25);
		expect(peakOf(db, 3, hourStart + HOUR)).toBe(4);
	});
});

describe('purging history', () => {
	it('drops samples after 48 hours and hourly peaks after 30 days', async () => {
		const { db, queries } = await emptyHistoryApp();
		const sample = (atMs: number) =>
			recordServerSamples(db, atMs, [{ serverId: 1, players: 5, online: true }]);
		sample(NOW - 48 * HOUR + MINUTE);
		sample(NOW - 48 * HOUR - MINUTE);
		sample(NOW - 30 * DAY + HOUR);
		sample(NOW - 30 * DAY - HOUR);

		expect(await tidySite(queries, new Date(NOW))).toMatchObject({
			serverSamples: 3,
			serverPeaks: 1,
		});
		expect(countRows(db, 'server_samples')).toBe(1);
		// The purged minutes live on as their hours' peaks (the two around 48 h share one), for 30 days.
		expect(countRows(db, 'server_hourly_peaks')).toBe(2);
		expect(peakOf(db, 1, NOW - 48 * HOUR)).toBe(5);
		expect(peakOf(db, 1, NOW - 30 * DAY + HOUR)).toBe(5);
	});
});

describe('the sampler', () => {
	it('samples every listed server once per minute, whatever the number of runs', async () => {
		const { db } = await emptyHistoryApp();
		const servers = countRows(db, 'game_servers');
		const status = fixedStatus(7);
		expect(await sampleServers(db, status, () => NOW)).toBe(servers);
		expect(await sampleServers(db, status, () => NOW + 20_000)).toBe(0);
		expect(await sampleServers(db, status, () => NOW + MINUTE)).toBe(servers);
		expect(countRows(db, 'server_samples')).toBe(2 * servers);
	});

	it('records an unreachable server as offline with no players', async () => {
		const { db } = await emptyHistoryApp();
		const offline: ServerStatusSource = {
			getStatus: async () => new Map(),
		};
		await sampleServers(db, offline, () => NOW);
		const rows = db
			.prepare<[], { players: number; online: number }>(
				'SELECT players, online FROM server_samples',
			)
			.all();
		expect(rows.length).toBeGreaterThan(0);
		expect(rows.every((row) => row.players === 0 && row.online === 0)).toBe(true);
	});

	it('samples at once and then every minute, without keeping the process alive', async () => {
		vi.useFakeTimers({ now: NOW });
		const { db } = await emptyHistoryApp();
		const servers = countRows(db, 'game_servers');
		const status = fixedStatus(3);
		const interval = vi.spyOn(globalThis, 'setInterval');
		const stop = startServerSampler(db, status);
		await vi.advanceTimersByTimeAsync(0);
		expect(countRows(db, 'server_samples')).toBe(servers);
		expect(interval.mock.results[0]?.value.hasRef()).toBe(false);

		await vi.advanceTimersByTimeAsync(2 * MINUTE);
		expect(status.calls).toBe(3);
		expect(countRows(db, 'server_samples')).toBe(3 * servers);
		stop();
		await vi.advanceTimersByTimeAsync(5 * MINUTE);
		expect(status.calls).toBe(3);
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
		const { app, db } = await emptyHistoryApp();
		recordServerSamples(db, NOW, [{ serverId: 2, players: 9, online: true }]);
		recordServerSamples(db, NOW - MINUTE, [{ serverId: 2, players: 14, online: true }]);
		recordServerSamples(db, NOW - 3 * HOUR, [{ serverId: 2, players: 20, online: true }]);
		recordServerSamples(db, NOW - 25 * HOUR, [{ serverId: 2, players: 30, online: true }]);

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
		const slots = db
			.prepare<[], { max_players: number }>('SELECT max_players FROM game_servers WHERE id = 2')
			.get()!.max_players;
		expect(history.maxPlayers).toBe(slots);
	});

	it.each([
		['7d', 7 * 24],
		['30d', 30 * 24],
	])('answers %s as hourly peaks', async (range, points) => {
		const { app, db, queries } = await emptyHistoryApp();
		recordServerSamples(db, NOW - 2 * HOUR, [{ serverId: 1, players: 11, online: true }]);
		recordServerSamples(db, NOW - 2 * HOUR + MINUTE, [{ serverId: 1, players: 16, online: true }]);
		recordServerSamples(db, NOW - 6 * DAY, [{ serverId: 1, players: 8, online: true }]);
		recordServerSamples(db, NOW - 29 * DAY, [{ serverId: 1, players: 21, online: true }]);
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
		expectQueryIndexed(db, fiveMinutePeaksQuery(queries, 1, toMinute(NOW) - 1440));
		expectQueryIndexed(db, hourlyPeaksQuery(queries, 1, Math.floor(NOW / HOUR) - 720));
	});
});

describe('the demo history', () => {
	it('holds a week of hourly peaks and two days of minutes for every server', async () => {
		const { db } = await createTestApp();
		const span = db
			.prepare<[], { servers: number; first: number; last: number; n: number }>(
				`SELECT COUNT(DISTINCT server_id) AS servers, MIN(hour) AS first, MAX(hour) AS last,
				COUNT(*) AS n FROM server_hourly_peaks`,
			)
			.get()!;
		const servers = countRows(db, 'game_servers');
		expect(span.servers).toBe(servers);
		expect(span.last - span.first).toBeGreaterThanOrEqual(7 * 24 - 1);
		const minutes = db
			.prepare<[], { first: number; last: number }>(
				'SELECT MIN(minute) AS first, MAX(minute) AS last FROM server_samples',
			)
			.get()!;
		expect(minutes.last - minutes.first).toBeLessThanOrEqual(48 * 60);
		expect(minutes.last - minutes.first).toBeGreaterThan(47 * 60);
	});

	it('is busier in each region’s evening than in its morning', async () => {
		const { db } = await createTestApp();
		// Average peak per UTC hour of day, per region: EU evenings are 20:00 UTC, NA's 02:00.
		const byHour = (region: string, utcHour: number) =>
			db
				.prepare<[string, number], { average: number }>(
					`SELECT AVG(p.peak_players) AS average FROM server_hourly_peaks p
					JOIN game_servers s ON s.id = p.server_id
					WHERE s.region = ? AND p.hour % 24 = ?`,
				)
				.get(region, utcHour)!.average;
		expect(byHour('eu', 20)).toBeGreaterThan(2 * byHour('eu', 8));
		expect(byHour('na', 2)).toBeGreaterThan(2 * byHour('na', 14));
	});
});
