import { describe, expect, it } from 'vitest';
import type { Database } from 'better-sqlite3';
import type { RoundPageQuery } from '../../src/contract/rounds';
import { copySqliteToPostgres } from '../../src/server/db/copy';
import { sqliteQueries } from '../../src/server/db/kysely';
import { connectPostgres } from '../../src/server/db/postgres';
import { ensureInternalSource } from '../../src/server/ingest/keys';
import { ingestRound } from '../../src/server/rounds/ingest';
import { visibleUntil } from '../../src/server/rounds/list';
import { aheadCountQuery, pageIdsQuery, readRoundPage } from '../../src/server/rounds/page';
import { createEmptyPostgresDatabase, postgresMissing } from '../fixtures/postgres';
import { expectPostgresIndexUsed } from '../fixtures/query-plan';
import { createTestApp } from '../fixtures/reference-api';

const HOUR = 60 * 60 * 1000;

/** Adds `count` rounds, `spacing` ms apart going back from an hour ago, alternating two maps. */
function addHistory(db: Database, count: number, spacing: number) {
	const source = ensureInternalSource(db, 'test-deep-pages');
	db.transaction(() => {
		for (let i = 0; i < count; i++) {
			ingestRound(db, source, {
				roundId: `deep-${i}`,
				map: i % 2 ? 'ttt_deep_odd' : 'ttt_deep_even_4',
				startTime: new Date(Date.now() - HOUR - i * spacing).toISOString(),
				actions: [],
			});
		}
	})();
}

/** Ids of the visible rounds matching a LIKE pattern, newest first, as one plain OFFSET query. */
function expectedIds(db: Database, like: string, skip: number, limit: number, exclude = 0) {
	return db
		.prepare<unknown[], { id: number }>(
			`SELECT id FROM ttt_rounds WHERE map LIKE ? AND start_time <= ? AND id != ?
			ORDER BY start_time DESC, id DESC LIMIT ? OFFSET ?`,
		)
		.all(like, visibleUntil(Date.now()), exclude, limit, skip)
		.map((row) => row.id);
}

/**
 * Four rounds an hour over many days, two hours ahead too (held back), so deep pages start
 * inside a day, span a day's end, and reach the oldest day.
 */
async function createDeepHistory() {
	const { db } = await createTestApp();
	addHistory(db, 6_000, HOUR / 4);
	ingestRound(db, ensureInternalSource(db, 'test-deep-ahead'), {
		roundId: 'ahead',
		map: 'ttt_deep_even_4',
		startTime: new Date(Date.now() + 2 * HOUR).toISOString(),
		actions: [],
	});
	return db;
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
		const db = await createDeepHistory();
		const queries = sqliteQueries(db);
		const total = expectedIds(db, '%', 0, 1_000_000).length;
		for (const page of [150, 201, 333, Math.ceil(total / 15)]) {
			const answer = await readRoundPage(queries, { page, pageSize: 15, search: '' });
			expect(answer.total).toBe(total);
			expect(answer.rounds.map((round) => round.id)).toEqual(
				expectedIds(db, '%', (page - 1) * 15, 15),
			);
		}
		for (const page of [100, 157, 199]) {
			const answer = await readRoundPage(queries, { page, pageSize: 15, search: 'deep_odd' });
			expect(answer.rounds.map((round) => round.id)).toEqual(
				expectedIds(db, '%deep_odd', (page - 1) * 15, 15),
			);
		}
		// '4' is round 4, listed first, then every round on a map with a 4 in its name.
		expect(
			(await readRoundPage(queries, { page: 1, pageSize: 20, search: '4' })).rounds[0]!.id,
		).toBe(4);
		for (const page of [110, 150]) {
			const answer = await readRoundPage(queries, { page, pageSize: 20, search: '4' });
			expect(answer.rounds.map((round) => round.id)).toEqual(
				expectedIds(db, '%4%', (page - 1) * 20 - 1, 20, 4),
			);
		}
		for (const page of [150, 299]) {
			const answer = await readRoundPage(queries, { page, pageSize: 20, search: 'deep' });
			expect(answer.rounds.map((round) => round.id)).toEqual(
				expectedIds(db, '%deep%', (page - 1) * 20, 20),
			);
		}
	});

	it.skipIf(postgresMissing !== '')(
		'answers the same pages on PostgreSQL, through the same indexes',
		async () => {
			const db = await createDeepHistory();
			const target = await createEmptyPostgresDatabase();
			const postgres = await connectPostgres(target.url, { poolSize: 2 });
			try {
				await copySqliteToPostgres(db, postgres.kysely, target.name);
				const now = Date.now();
				for (const query of DEEP_PAGES) {
					expect(await readRoundPage(postgres.kysely, query, now), JSON.stringify(query)).toEqual(
						await readRoundPage(sqliteQueries(db), query, now),
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
