import type { Database } from 'better-sqlite3';
import { seedGameServers } from '../servers/seed';
import { createRandom } from './random';
import { seedAccounts } from './seed-accounts';

/** Fixed PRNG seed: a fresh database always holds the same community. */
export const SEED = 20250601;

function isEmpty(db: Database, table: string): boolean {
	const row = db.prepare<[], { count: number }>(`SELECT COUNT(*) AS count FROM ${table}`).get();
	return !row || row.count === 0;
}

/** Fills each empty table of a database with the demo community; answers whether it did any. */
export function seedDatabase(db: Database): boolean {
	// IMMEDIATE holds the write lock from the emptiness checks on, so two processes opening a new
	// file together seed it once.
	return db
		.transaction(() => {
			let seeded = false;
			if (isEmpty(db, 'accounts')) {
				seedAccounts(db, createRandom(SEED));
				seeded = true;
			}
			// Each part draws from its own stream, so adding one never reshuffles another's data.
			if (isEmpty(db, 'game_servers')) {
				seedGameServers(db, createRandom(SEED ^ 0x5e7e));
				seeded = true;
			}
			return seeded;
		})
		.immediate();
}
