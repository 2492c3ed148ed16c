import { describe, expect, it } from 'vitest';
import {
	ROUND_LIST_CAP,
	RoundListSchema,
	RoundPageSchema,
	type Round,
} from '../../src/contract/rounds';
import type { SiteDb } from '../../src/server/db/kysely';
import { ensureInternalSource } from '../../src/server/ingest/internal-source';
import { ingestRound } from '../../src/server/rounds/ingest';
import {
	aheadCountQuery,
	dayCountsQuery,
	pageIdsQuery,
	readRoundPage,
} from '../../src/server/rounds/page';
import {
	expectPostgresIndexUsed,
	expectQueryIndexed,
	readPostgresPlan,
	readQueryPlan,
} from '../fixtures/query-plan';
import { createTestApp, testEngine, type TestApp } from '../fixtures/reference-api';

async function getJson(app: TestApp, path: string) {
	const response = await app.request(path);
	return { status: response.status, body: (await response.json()) as unknown };
}

async function everyRound(app: TestApp): Promise<Round[]> {
	return RoundListSchema.parse((await getJson(app, '/api/ttt/rounds')).body);
}

async function getPage(app: TestApp, query: string) {
	const { status, body } = await getJson(app, `/api/ttt/rounds?${query}`);
	expect(status).toBe(200);
	return RoundPageSchema.parse(body);
}

/** Adds `count` finished rounds on `map`, one minute apart, the newest `newest` ms ago. */
async function addRounds(db: SiteDb, count: number, map: string, newest = 60_000) {
	const source = await ensureInternalSource(db, `test-${map}`);
	await db.transaction().execute(async (trx) => {
		for (let i = 0; i < count; i++) {
			const start = Date.now() - newest - i * 60_000;
			await ingestRound(trx, source, {
				roundId: `${map}-${i}`,
				map,
				startTime: new Date(start).toISOString(),
				endTime: new Date(start + 30_000).toISOString(),
				winningTeam: 'traitor',
				actions: [],
			});
		}
	});
}

describe('GET /api/ttt/rounds?page=&pageSize=&search=', () => {
	it('answers one page of every round, newest first, with the total', async () => {
		const { app } = await createTestApp();
		const all = await everyRound(app);
		const first = await getPage(app, 'page=1');
		expect(first).toEqual({ rounds: all.slice(0, 15), total: all.length, page: 1, pageSize: 15 });
		expect(await getPage(app, 'page=2&pageSize=40')).toEqual({
			rounds: all.slice(40, 80),
			total: all.length,
			page: 2,
			pageSize: 40,
		});
		// An empty search asks for a page too.
		expect((await getPage(app, 'search=')).rounds).toEqual(all.slice(0, 15));
	});

	it('answers the last page for a page past the end', async () => {
		const { app } = await createTestApp();
		const all = await everyRound(app);
		const last = Math.ceil(all.length / 100);
		const page = await getPage(app, 'page=999999&pageSize=100');
		expect(page.page).toBe(last);
		expect(page.rounds).toEqual(all.slice((last - 1) * 100));
	});

	it('finds rounds by part of the map name, without regard to case, trimmed', async () => {
		const { app } = await createTestApp();
		const all = await everyRound(app);
		const expected = all.filter((round) => round.map.includes('minecraft'));
		expect(expected.length).toBeGreaterThan(15);
		const page = await getPage(app, `search=${encodeURIComponent('  MineCraft ')}&pageSize=100`);
		expect(page.total).toBe(expected.length);
		expect(page.rounds).toEqual(expected.slice(0, 100));
		const second = await getPage(app, 'search=minecraft&page=2');
		expect(second.rounds).toEqual(expected.slice(15, 30));
	});

	it('puts the round whose id is the search first, then the maps that contain it', async () => {
		const { app } = await createTestApp();
		const all = await everyRound(app);
		const target = all[all.length - 7]!;
		const needle = String(target.id);
		const onMaps = all.filter((round) => round.map.includes(needle) && round.id !== target.id);
		const page = await getPage(app, `search=${needle}&pageSize=100`);
		expect(page.total).toBe(onMaps.length + 1);
		expect(page.rounds).toEqual([target, ...onMaps].slice(0, 100));
		// '#7' names the round alone: no map contains '#'.
		expect(await getPage(app, `search=%23${needle}`)).toMatchObject({ total: 1, rounds: [target] });
		const page2 = await getPage(app, `search=5&pageSize=10&page=2`);
		const five = all.find((round) => round.id === 5)!;
		const rest = all.filter((round) => round.map.includes('5') && round.id !== 5);
		expect(page2.total).toBe(rest.length + 1);
		expect(page2.rounds).toEqual([five, ...rest].slice(10, 20));
	});

	it('answers an empty first page when nothing matches', async () => {
		const { app } = await createTestApp();
		expect(await getPage(app, 'search=no%20such%20map&page=3')).toEqual({
			rounds: [],
			total: 0,
			page: 1,
			pageSize: 15,
		});
		expect((await getPage(app, 'search=999999999')).total).toBe(0);
	});

	it('refuses bad pages, sizes and searches with a message', async () => {
		const { app } = await createTestApp();
		const cases: [string, string][] = [
			['page=0', 'page must be a whole number from 1 to 999999999'],
			['page=abc', 'page must be a whole number from 1 to 999999999'],
			['page=1.5', 'page must be a whole number from 1 to 999999999'],
			['page=1&page=2', 'page must be a whole number from 1 to 999999999'],
			['pageSize=0', 'pageSize must be a whole number from 1 to 100'],
			['pageSize=101', 'pageSize must be a whole number from 1 to 100'],
			[`search=${'a'.repeat(101)}`, 'search is at most 100 characters'],
		];
		for (const [query, message] of cases) {
			expect(await getJson(app, `/api/ttt/rounds?${query}`), query).toEqual({
				status: 400,
				body: { message },
			});
		}
		// 100 characters after trimming are fine.
		expect((await getJson(app, `/api/ttt/rounds?search=%20${'a'.repeat(100)}%20`)).status).toBe(
			200,
		);
	});

	it('keeps the plain list to the newest 1,000 rounds while pages reach every round', async () => {
		const { app, queries } = await createTestApp();
		const before = (await everyRound(app)).length;
		await addRounds(queries, ROUND_LIST_CAP, 'ttt_cap_test');
		const list = await everyRound(app);
		expect(list).toHaveLength(ROUND_LIST_CAP);
		const pages = await Promise.all(
			Array.from({ length: 10 }, (_, i) => getPage(app, `page=${i + 1}&pageSize=100`)),
		);
		expect(list).toEqual(pages.flatMap((page) => page.rounds));
		expect(pages[0]!.total).toBe(before + ROUND_LIST_CAP);
	});

	it('keeps totals right when a round is uploaded again on another map', async () => {
		const { app, queries } = await createTestApp();
		await addRounds(queries, 3, 'ttt_first_map');
		expect((await getPage(app, 'search=first_map')).total).toBe(3);
		const source = await ensureInternalSource(queries, 'test-ttt_first_map');
		await ingestRound(queries, source, {
			roundId: 'ttt_first_map-0',
			map: 'ttt_second_map',
			startTime: new Date(Date.now() - 60_000).toISOString(),
			endTime: new Date().toISOString(),
			actions: [],
		});
		expect((await getPage(app, 'search=first_map')).total).toBe(2);
		expect((await getPage(app, 'search=second_map')).rounds).toMatchObject([
			{ map: 'ttt_second_map', isActive: false },
		]);
	});

	it('holds a round dated in the future back from pages and totals until its time', async () => {
		const { queries } = await createTestApp();
		// The ingest dates nothing after its receipt, so such rows can only come from elsewhere.
		const source = await ensureInternalSource(queries, 'test-ttt_future');
		for (let i = 0; i < 2; i++) {
			const start = Date.now() + 60 * 60 * 1000 - i * 60_000;
			await queries
				.insertInto('ttt_rounds')
				.values({
					source_key_id: source.id,
					external_id: `ttt_future-${i}`,
					map: 'ttt_future',
					start_time: new Date(start).toISOString(),
					end_time: new Date(start + 30_000).toISOString(),
					duration: 30,
				})
				.execute();
		}
		const query = { page: 1, pageSize: 15, search: 'future' };
		expect(await readRoundPage(queries, query)).toMatchObject({ rounds: [], total: 0 });
		const later = await readRoundPage(queries, query, Date.now() + 2 * 60 * 60 * 1000);
		expect(later.total).toBe(2);
		const all = await readRoundPage(queries, { ...query, search: '' });
		expect(all.rounds.some((round) => round.map === 'ttt_future')).toBe(false);
	});

	it.runIf(testEngine === 'sqlite')(
		'reads pages and counts through the start-time and map indexes',
		async () => {
			const { db, queries } = await createTestApp();
			const now = new Date().toISOString();
			const window = { from: '2025-01-01', to: '2025-01-03', skip: 30 };
			const page = (maps: string[] | null) => pageIdsQuery(queries, maps, window, now, 0, 15);
			expectQueryIndexed(db, page(null), 'ttt_rounds_start_time');
			expectQueryIndexed(db, page(['a', 'b']), 'ttt_rounds_map');
			// The day counts are read whole for a deep page: one row a day, not one a round.
			const days = dayCountsQuery(queries, ['a', 'b']).compile();
			expect(readQueryPlan(db, days.sql, [...days.parameters])).toContain(
				'SEARCH ttt_map_days USING PRIMARY KEY (map=?)',
			);
			expectQueryIndexed(db, aheadCountQuery(queries, null, now), 'ttt_rounds_start_time');
			expectQueryIndexed(db, aheadCountQuery(queries, ['a', 'b'], now), 'ttt_rounds_map');
		},
	);

	it.runIf(testEngine === 'postgres')(
		'reads pages and counts through the start-time and map indexes on PostgreSQL too',
		async () => {
			const { queries } = await createTestApp();
			const now = new Date().toISOString();
			const window = { from: '2025-01-01', to: '2025-01-03', skip: 30 };
			const page = (maps: string[] | null) => pageIdsQuery(queries, maps, window, now, 0, 15);
			await expectPostgresIndexUsed(queries, page(null), 'ttt_rounds_start_time');
			// With maps, PostgreSQL weighs the map index against the start-time one by its statistics.
			await expectPostgresIndexUsed(queries, page(['a', 'b']));
			const days = dayCountsQuery(queries, ['a', 'b']);
			await expectPostgresIndexUsed(queries, days, 'ttt_map_days_pkey');
			expect((await readPostgresPlan(queries, days)).join('\n')).toMatch(/Index Cond: \(map = /);
			await expectPostgresIndexUsed(
				queries,
				aheadCountQuery(queries, null, now),
				'ttt_rounds_start_time',
			);
			await expectPostgresIndexUsed(queries, aheadCountQuery(queries, ['a', 'b'], now));
		},
	);
});
