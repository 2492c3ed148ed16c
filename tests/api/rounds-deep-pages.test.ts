import { describe, expect, it } from 'vitest';
import type { Database } from 'better-sqlite3';
import { ensureInternalSource } from '../../src/server/ingest/keys';
import { ingestRound } from '../../src/server/rounds/ingest';
import { visibleUntil } from '../../src/server/rounds/list';
import { readRoundPage } from '../../src/server/rounds/page';
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

describe('deep pages of the round history', () => {
	it('answers the same rounds as stepping over every earlier one', () => {
		const { db } = createTestApp();
		// Four rounds an hour over many days, two hours ahead too (held back), so deep pages
		// start inside a day, span a day's end, and reach the oldest day.
		addHistory(db, 6_000, HOUR / 4);
		ingestRound(db, ensureInternalSource(db, 'test-deep-ahead'), {
			roundId: 'ahead',
			map: 'ttt_deep_even_4',
			startTime: new Date(Date.now() + 2 * HOUR).toISOString(),
			actions: [],
		});
		const total = expectedIds(db, '%', 0, 1_000_000).length;
		for (const page of [150, 201, 333, Math.ceil(total / 15)]) {
			const answer = readRoundPage(db, { page, pageSize: 15, search: '' });
			expect(answer.total).toBe(total);
			expect(answer.rounds.map((round) => round.id)).toEqual(
				expectedIds(db, '%', (page - 1) * 15, 15),
			);
		}
		for (const page of [100, 157, 199]) {
			const answer = readRoundPage(db, { page, pageSize: 15, search: 'deep_odd' });
			expect(answer.rounds.map((round) => round.id)).toEqual(
				expectedIds(db, '%deep_odd', (page - 1) * 15, 15),
			);
		}
		// '4' is round 4, listed first, then every round on a map with a 4 in its name.
		expect(readRoundPage(db, { page: 1, pageSize: 20, search: '4' }).rounds[0]!.id).toBe(4);
		for (const page of [110, 150]) {
			const answer = readRoundPage(db, { page, pageSize: 20, search: '4' });
			expect(answer.rounds.map((round) => round.id)).toEqual(
				expectedIds(db, '%4%', (page - 1) * 20 - 1, 20, 4),
			);
		}
		for (const page of [150, 299]) {
			const answer = readRoundPage(db, { page, pageSize: 20, search: 'deep' });
			expect(answer.rounds.map((round) => round.id)).toEqual(
				expectedIds(db, '%deep%', (page - 1) * 20, 20),
			);
		}
	});
});
