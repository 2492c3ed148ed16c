import type { Database } from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
	NOSCOPE_HEADSHOT_FILTERS,
	NOSCOPE_MESSAGES,
	NOSCOPE_SORT_OPTIONS,
	NOSCOPE_WEAPON_FILTERS,
	NoscopeRecentListSchema,
	NoscopeStatsSchema,
	TopNoscoperListSchema,
	type NoscopeSort,
	type TopNoscoper,
} from '../../src/contract/noscope';
import type { SiteDb } from '../../src/server/db/kysely';
import {
	noscopeStatsQueries,
	recentNoscopesQuery,
	topNoscopersQuery,
} from '../../src/server/jailbreak/noscope';
import { SEED_COUNTS } from '../../src/server/jailbreak/seed';
import {
	expectPostgresIndexUsed,
	expectQueryIndexed,
	readPostgresPlan,
	readQueryPlan,
	type CompilableQuery,
} from '../fixtures/query-plan';
import { createTestApp, testEngine, type TestApp } from '../fixtures/reference-api';

async function getJson(app: TestApp, path: string) {
	const response = await app.request(path);
	const body: unknown = await response.json();
	return { status: response.status, body };
}

async function getTop(app: TestApp, query = ''): Promise<TopNoscoper[]> {
	const { status, body } = await getJson(app, `/api/jailbreak/noscope/top${query}`);
	expect(status).toBe(200);
	return z.parse(TopNoscoperListSchema, body);
}

/** The same figures worked out from every record, the slow way. */
function countByPlayer(
	app: { queries: SiteDb },
	filter: { minDistance?: number; weapon?: string; headshot?: number } = {},
) {
	let query = app.queries
		.selectFrom('jailbreak_noscopes')
		.select((eb) => [
			'attacker_steamid as steamid',
			eb.fn.countAll<number>().as('n'),
			eb.fn.sum<number>('headshot').as('hs'),
			eb.fn.max('distance').as('mx'),
		])
		.where('distance', '>=', filter.minDistance ?? 500);
	if (filter.weapon) query = query.where('weapon', '=', filter.weapon);
	if (filter.headshot !== undefined) query = query.where('headshot', '=', filter.headshot);
	return query.groupBy('attacker_steamid').execute();
}

/** The SQL and bind values of a query, for SQLite's plan reader. */
function sqliteSteps(db: Database, query: CompilableQuery) {
	const { sql, parameters } = query.compile();
	return readQueryPlan(db, sql, [...parameters]);
}

describe('GET /api/jailbreak/noscope/top', () => {
	it('ranks by count by default, 50 players with the figures of their records', async () => {
		const test = await createTestApp();
		const top = await getTop(test.app);
		expect(top).toHaveLength(50);
		expect(top.map((row) => row.rank)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
		const counts = top.map((row) => row.noscope_count);
		expect(counts).toEqual([...counts].sort((a, b) => b - a));
		const truth = await countByPlayer(test);
		const best = truth.reduce((a, b) => (b.n > a.n ? b : a));
		expect(top[0]).toMatchObject({ steamid: best.steamid, noscope_count: best.n });
		for (const row of top) {
			expect(row.steamid).toMatch(/^7656119\d{10}$/);
			expect(row.player_name).not.toBe('');
			expect(row.headshot_percentage).toBeCloseTo(
				(row.headshot_count / row.noscope_count) * 100,
				0,
			);
			expect(row.avg_distance).toBeLessThanOrEqual(row.max_distance);
			expect(Date.parse(row.last_noscope)).not.toBeNaN();
		}
	});

	it.each([
		['distance', (row: TopNoscoper) => row.max_distance],
		['avgDistance', (row: TopNoscoper) => row.avg_distance],
		['headshot', (row: TopNoscoper) => row.headshot_count],
		['recent', (row: TopNoscoper) => Date.parse(row.last_noscope)],
		['count', (row: TopNoscoper) => row.noscope_count],
	])('filterBy=%s sorts by that figure, highest first', async (filterBy, figure) => {
		const { app } = await createTestApp();
		const values = (await getTop(app, `?filterBy=${filterBy}&limit=20`)).map(figure);
		expect(values).toHaveLength(20);
		expect(values).toEqual([...values].sort((a, b) => b - a));
	});

	it('weapon=awp and weapon=ssg08 count only that weapon; all counts both', async () => {
		const test = await createTestApp();
		for (const weapon of ['awp', 'ssg08'] as const) {
			const top = await getTop(test.app, `?weapon=${weapon}&limit=5`);
			const truth = await countByPlayer(test, { weapon });
			for (const row of top) {
				expect(row.noscope_count).toBe(truth.find((t) => t.steamid === row.steamid)?.n);
			}
		}
		const all = await getTop(test.app, '?weapon=all&limit=1');
		expect(all[0]?.noscope_count).toBe(Math.max(...(await countByPlayer(test)).map((t) => t.n)));
	});

	it('headshot=true lists only headshots, headshot=false none, all both', async () => {
		const { app } = await createTestApp();
		for (const row of await getTop(app, '?headshot=true')) {
			expect(row.headshot_count).toBe(row.noscope_count);
			expect(row.headshot_percentage).toBe(100);
		}
		for (const row of await getTop(app, '?headshot=false')) {
			expect(row.headshot_count).toBe(0);
		}
		const all = await getTop(app, '?headshot=all&limit=10');
		expect(
			all.some((row) => row.headshot_count > 0 && row.headshot_count < row.noscope_count),
		).toBe(true);
	});

	it('minDistance keeps only no-scopes at least that far, combined with the other filters', async () => {
		const test = await createTestApp();
		const top = await getTop(test.app, '?minDistance=5000&weapon=awp&headshot=false&limit=500');
		const truth = await countByPlayer(test, { minDistance: 5000, weapon: 'awp', headshot: 0 });
		expect(top).toHaveLength(truth.length);
		for (const row of top) {
			const expected = truth.find((t) => t.steamid === row.steamid)!;
			expect(row.noscope_count).toBe(expected.n);
			expect(row.max_distance).toBeCloseTo(expected.mx, 1);
			expect(row.avg_distance).toBeGreaterThanOrEqual(5000);
		}
		expect(await getTop(test.app, '?minDistance=100000')).toEqual([]);
	});

	it('honours limit', async () => {
		const { app } = await createTestApp();
		expect(await getTop(app, '?limit=1')).toHaveLength(1);
		expect(await getTop(app, '?limit=7')).toHaveLength(7);
	});

	it.each([
		['filterBy=kills', NOSCOPE_MESSAGES.filterBy],
		['filterBy=', NOSCOPE_MESSAGES.filterBy],
		['weapon=deagle', NOSCOPE_MESSAGES.weapon],
		['headshot=yes', NOSCOPE_MESSAGES.headshot],
		['minDistance=499', NOSCOPE_MESSAGES.minDistance],
		['minDistance=100001', NOSCOPE_MESSAGES.minDistance],
		['minDistance=far', NOSCOPE_MESSAGES.minDistance],
		['minDistance=600&minDistance=700', NOSCOPE_MESSAGES.minDistance],
		['limit=0', NOSCOPE_MESSAGES.limit],
		['limit=2.5', NOSCOPE_MESSAGES.limit],
		['limit=501', NOSCOPE_MESSAGES.limit],
	])('answers 400 with a message for %s', async (query, message) => {
		const { app } = await createTestApp();
		expect(await getJson(app, `/api/jailbreak/noscope/top?${query}`)).toEqual({
			status: 400,
			body: { message },
		});
	});
});

describe('GET /api/jailbreak/noscope/recent', () => {
	it('answers the 5 newest no-scopes by default, newest first', async () => {
		const { app } = await createTestApp();
		const { status, body } = await getJson(app, '/api/jailbreak/noscope/recent');
		expect(status).toBe(200);
		const records = z.parse(NoscopeRecentListSchema, body);
		expect(records).toHaveLength(5);
		const times = records.map((record) => Date.parse(record.timestamp));
		expect(times).toEqual([...times].sort((a, b) => b - a));
		expect(new Set(records.map((record) => record.weapon)).size).toBeGreaterThan(0);
	});

	it('honours limit and minDistance', async () => {
		const { app } = await createTestApp();
		const { body } = await getJson(app, '/api/jailbreak/noscope/recent?limit=12&minDistance=10000');
		const records = z.parse(NoscopeRecentListSchema, body);
		expect(records).toHaveLength(12);
		expect(records.every((record) => record.distance >= 10_000)).toBe(true);
	});

	it.each([
		['limit=x', NOSCOPE_MESSAGES.limit],
		['minDistance=10', NOSCOPE_MESSAGES.minDistance],
	])('answers 400 for %s', async (query, message) => {
		const { app } = await createTestApp();
		expect(await getJson(app, `/api/jailbreak/noscope/recent?${query}`)).toEqual({
			status: 400,
			body: { message },
		});
	});
});

describe('GET /api/jailbreak/noscope/stats', () => {
	it('totals every record, with weapons and maps', async () => {
		const { app, queries } = await createTestApp();
		const { status, body } = await getJson(app, '/api/jailbreak/noscope/stats');
		expect(status).toBe(200);
		const stats = z.parse(NoscopeStatsSchema, body);
		const sums = await queries
			.selectFrom('jailbreak_noscopes')
			.select((eb) => [
				eb.fn.countAll<number>().as('n'),
				eb.fn.max('distance').as('mx'),
				eb.fn.sum<number>('distance').as('sum'),
				eb.fn.sum<number>('headshot').as('headshots'),
			])
			.executeTakeFirstOrThrow();
		const truth = { ...sums, avg: sums.sum / sums.n, hs: (100 * sums.headshots) / sums.n };
		expect(stats.total).toBe(SEED_COUNTS.noscopes);
		expect(stats.total).toBe(truth.n);
		expect(stats.stats.max_distance).toBeCloseTo(truth.mx, 1);
		expect(stats.stats.max_distance).toBeGreaterThan(10_000);
		expect(stats.stats.avg_distance).toBeCloseTo(truth.avg, 0);
		expect(stats.stats.headshot_percentage).toBeCloseTo(truth.hs, 0);
		expect(stats.weapons.map((row) => row.weapon).sort()).toEqual(['awp', 'ssg08']);
		expect(stats.weapons.reduce((sum, row) => sum + row.count, 0)).toBe(truth.n);
		expect(stats.maps.length).toBeGreaterThanOrEqual(4);
		expect(stats.maps.reduce((sum, row) => sum + row.count, 0)).toBe(truth.n);
	});
});

describe('query plans', () => {
	const filters = NOSCOPE_WEAPON_FILTERS.flatMap((weapon) =>
		NOSCOPE_HEADSHOT_FILTERS.map((headshot) => ({ weapon, headshot })),
	);
	const top = (filterBy: NoscopeSort, minDistance = 500, filter = filters[0]!) => ({
		filterBy,
		...filter,
		minDistance,
		limit: 50,
	});
	const HIGHER_MINIMUM = top('count', 5000, { weapon: 'awp', headshot: 'true' });

	it.runIf(testEngine === 'sqlite')(
		"the default top list reads one range of its filter's running totals, for every sort and filter",
		async () => {
			const { db, queries } = await createTestApp();
			for (const sort of NOSCOPE_SORT_OPTIONS) {
				for (const filter of filters) {
					const query = topNoscopersQuery(queries, top(sort, 500, filter));
					expectQueryIndexed(db, query);
					const plan = sqliteSteps(db, query).join('\n');
					expect(plan).toMatch(
						/SEARCH jailbreak_noscope_board USING PRIMARY KEY \(weapon=\? AND headshot=\?\)/,
					);
					// One row per player is read as stored: nothing is added up per call.
					expect(plan).not.toMatch(/GROUP BY|jailbreak_noscopes\b/);
				}
			}
		},
	);

	it.runIf(testEngine === 'sqlite')(
		'a higher minimum distance makes one pass over the covering player index, no table reads',
		async () => {
			// The documented exception: a distance threshold applies per record, so every record's
			// distance is read; the covering index in player order groups it without sorting.
			const { db, queries } = await createTestApp();
			const plan = sqliteSteps(db, topNoscopersQuery(queries, HIGHER_MINIMUM));
			expect(plan).toContain(
				'SCAN jailbreak_noscopes USING COVERING INDEX jailbreak_noscopes_by_attacker',
			);
			expect(plan.join('\n')).not.toMatch(/TEMP B-TREE FOR GROUP BY/);
		},
	);

	it.runIf(testEngine === 'sqlite')(
		'the recent list walks the time index backwards and stops at the limit',
		async () => {
			const { db, queries } = await createTestApp();
			const plan = sqliteSteps(db, recentNoscopesQuery(queries, { minDistance: 500, limit: 5 }));
			expect(plan).toEqual(['SCAN jailbreak_noscopes USING INDEX jailbreak_noscopes_recent']);
		},
	);

	it.runIf(testEngine === 'sqlite')(
		'the stats read only the per-map totals, never the records',
		async () => {
			const { db, queries } = await createTestApp();
			for (const query of Object.values(noscopeStatsQueries(queries))) {
				const plan = sqliteSteps(db, query).join('\n');
				expect(plan).toMatch(/jailbreak_noscope_map_totals/);
				expect(plan).not.toMatch(/jailbreak_noscopes\b/);
			}
		},
	);

	it.runIf(testEngine === 'postgres')(
		'on PostgreSQL too: the totals by their key, the records by an index, the time index, only the map totals',
		async () => {
			const { queries } = await createTestApp();
			for (const sort of NOSCOPE_SORT_OPTIONS) {
				for (const filter of filters) {
					await expectPostgresIndexUsed(
						queries,
						topNoscopersQuery(queries, top(sort, 500, filter)),
						'jailbreak_noscope_board_pkey',
					);
					const plan = (
						await readPostgresPlan(queries, topNoscopersQuery(queries, top(sort, 500, filter)))
					).join('\n');
					expect(plan).not.toMatch(/Aggregate|jailbreak_noscopes\b/);
				}
			}
			// Every record's distance is read here too; PostgreSQL picks the index it finds cheaper.
			await expectPostgresIndexUsed(queries, topNoscopersQuery(queries, HIGHER_MINIMUM));
			const recent = recentNoscopesQuery(queries, { minDistance: 500, limit: 5 });
			await expectPostgresIndexUsed(queries, recent, 'jailbreak_noscopes_recent');
			// The stats read the few per-map rows whole, as on SQLite, and never the records.
			for (const query of Object.values(noscopeStatsQueries(queries))) {
				const plan = (await readPostgresPlan(queries, query)).join('\n');
				expect(plan).toMatch(/jailbreak_noscope_map_totals/);
				expect(plan).not.toMatch(/jailbreak_noscopes\b/);
			}
		},
	);
});
