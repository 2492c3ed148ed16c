import type { Database } from 'better-sqlite3';
import { createRandom } from './random';
import { seedAccounts } from './seed-accounts';

/** Fixed PRNG seed: a fresh database always holds the same community. */
export const SEED = 20250601;

/** Fills a database that holds no accounts yet with the demo community; answers whether it did. */
export function seedDatabase(db: Database): boolean {
	const random = createRandom(SEED);
	// IMMEDIATE holds the write lock from the emptiness check on, so two processes opening a new
	// file together seed it once.
	return db
		.transaction(() => {
			const row = db.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM accounts').get();
			if (row && row.count > 0) return false;
			seedAccounts(db, random);
			return true;
		})
		.immediate();
}
