import { describe, expect, it } from 'vitest';
import type { RoundPageQuery } from '../../src/contract/rounds';
import { SITE_MIGRATIONS } from '../../src/server/areas';
import { copySqliteToPostgres } from '../../src/server/db/copy';
import type { SiteDb } from '../../src/server/db/kysely';
import { connectPostgres } from '../../src/server/db/postgres';
import { ensureInternalSource } from '../../src/server/ingest/internal-source';
import { ingestRound } from '../../src/server/rounds/ingest';
import { visibleUntil } from '../../src/server/rounds/list';
import { aheadCountQuery, pageIdsQuery, readRoundPage } from '../../src/server/rounds/page';
import { createEmptyPostgresDatabase, postgresMissing } from '../fixtures/postgres';
import { expectPostgresIndexUsed } from '../fixtures/query-plan';
import { createTestApp, testEngine } from '../fixtures/reference-api';

const HOUR = 60 * 60 * 1000;

/**
 * Adds `count` rounds, `spacing` ms apart going back from an hour ago, alternating two maps, a
 * thousand a statement (the page reads need the rounds only, not their empty timelines).
 */
async function addHistory(db: SiteDb, count: number, spacing: number) {
	const source = await ensureInternalSource(db, 'test-deep-pages');
	const rounds = Array.from({ length: count }, (_, i) => ({
		source_key_id: source.id,
		external_id: `deep-${i}`,
		map: i % 2 ? 'ttt_deep_odd' : 'ttt_deep_even_4',
		start_time: new Date(Date.now() - HOUR - i * spacing).toISOString(),
	}));
	await db.transaction().execute(async (trx) => {
		for (let start = 0; start < count; start += 1000) {
			await trx
				.insertInto('ttt_rounds')
				.values(rounds.slice(start, start + 1000))
				.execute();
		}
	});
}

/**
 * Ids of the visible rounds matching a LIKE pattern (lower case: both engines match it so),
 * newest first, as one plain OFFSET query.
 */
async function expectedIds(db: SiteDb, like: string, skip: number, limit: number, exclude = 0) {
	const rows = await db
		.selectFrom('ttt_rounds')
		.select('id')
		.where('map', 'like', like)
		.where('start_time', '<=', visibleUntil(Date.now()))
		.where('id', '!=', exclude)
		.orderBy('start_time', 'desc')
		.orderBy('id', 'desc')
		.limit(limit)
		.offset(skip)
		.execute();
	return rows.map((row) => row.id);
}

/**
 * Four rounds an hour over many days, two hours ahead too (held back), so deep pages start
 * inside a day, span a day's end, and reach the oldest day.
 */
async function createDeepHistory() {
	const test = await createTestApp();
	await addHistory(test.queries, 6_000, HOUR / 4);
	await ingestRound(test.queries, await ensureInternalSource(test.queries, 'test-deep-ahead'), {
		roundId: 'ahead',
		map: 'ttt_deep_even_4',
		startTime: new Date(Date.now() + 2 * HOUR).toISOString(),
		actions: [],
	});
	return test;
}

/** Deep pages of every kind: all rounds, a map search, a round's id, a search of many maps. */
const DEEP_PAGES: RoundPageQuery[] = [
	...[150, 201, 333, 1000].map((page) => ({ page, pageSize: 15, search: '' })),
	...[100, 157, 199].map((page) => ({ page, pageSize: 15, search: 'deep_odd' })),
	...[1, 110, 150].map((page) => ({ page, pageSize: 20, search: '4' })),
	...[150, 299].map((page) => ({ page, pageSize: 20, search: 'deep' })),
];

describe('deep pages of the round history', () => {
	it('answers the same rounds as stepping over every earlier one', async () => {
		const { queries } = await createDeepHistory();
		const total = (await expectedIds(queries, '%', 0, 1_000_000)).length;
		for (const page of [150, 201, 333, Math.ceil(total / 15)]) {
			const answer = await readRoundPage(queries, { page, pageSize: 15, search: '' });
			expect(answer.total).toBe(total);
			expect(answer.rounds.map((round) => round.id)).toEqual(
				await expectedIds(queries, '%', (page - 1) * 15, 15),
			);
		}
		for (const page of [100, 157, 199]) {
			const answer = await readRoundPage(queries, { page, pageSize: 15, search: 'deep_odd' });
			expect(answer.rounds.map((round) => round.id)).toEqual(
				await expectedIds(queries, '%deep_odd', (page - 1) * 15, 15),
			);
		}
		// '4' is round 4, listed first, then every round on a map with a 4 in its name.
		expect(
			(await readRoundPage(queries, { page: 1, pageSize: 20, search: '4' })).rounds[0]!.id,
		).toBe(4);
		for (const page of [110, 150]) {
			const answer = await readRoundPage(queries, { page, pageSize: 20, search: '4' });
			expect(answer.rounds.map((round) => round.id)).toEqual(
				await expectedIds(queries, '%4%', (page - 1) * 20 - 1, 20, 4),
			);
		}
		for (const page of [150, 299]) {
			const answer = await readRoundPage(queries, { page, pageSize: 20, search: 'deep' });
			expect(answer.rounds.map((round) => round.id)).toEqual(
				await expectedIds(queries, '%deep%', (page - 1) * 20, 20),
			);
		}
	});

	// Compares a SQLite database with its PostgreSQL copy itself, so it runs in the SQLite run.
	it.runIf(testEngine === 'sqlite' && postgresMissing === '')(
		'answers the same pages on PostgreSQL, through the same indexes',
		async () => {
			const { db, queries } = await createDeepHistory();
			const target = await createEmptyPostgresDatabase();
			const postgres = await connectPostgres(target.url, { poolSize: 2 });
			try {
				await copySqliteToPostgres(db, postgres.kysely, target.name, SITE_MIGRATIONS);
				const now = Date.now();
				for (const query of DEEP_PAGES) {
					expect(await readRoundPage(postgres.kysely, query, now), JSON.stringify(query)).toEqual(
						await readRoundPage(queries, query, now),
					);
				}
				const until = new Date(now).toISOString();
				const window = { from: '2025-01-01', to: '2025-01-03', skip: 30 };
				const page = (maps: string[] | null) =>
					pageIdsQuery(postgres.kysely, maps, window, until, 0, 15);
				await expectPostgresIndexUsed(postgres.kysely, page(null), 'ttt_rounds_start_time');
				await expectPostgresIndexUsed(postgres.kysely, page(['a', 'b']), 'ttt_rounds_map');
				await expectPostgresIndexUsed(
					postgres.kysely,
					aheadCountQuery(postgres.kysely, ['a', 'b'], until),
					'ttt_rounds_map',
				);
			} finally {
				await postgres.close();
				await target.drop();
			}
		},
	);
});
