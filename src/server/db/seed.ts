import type { Database } from 'better-sqlite3';
import { OWASP_SCRYPT_COST, type ScryptCost } from '../auth/passwords';
import { createRandom } from './random';
import { seedAccounts } from './seed-accounts';

/** Fixed PRNG seed: a fresh database always holds the same community. */
export const SEED = 20250601;

/**
 * Fills a database that holds no accounts yet with the demo community; answers whether it did.
 * Passwords get the production cost unless a test asks for a cheaper one.
 */
export function seedDatabase(db: Database, passwordCost: ScryptCost = OWASP_SCRYPT_COST): boolean {
	const random = createRandom(SEED);
	// IMMEDIATE holds the write lock from the emptiness check on, so two processes opening a new
	// file together seed it once.
	return db
		.transaction(() => {
			const row = db.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM accounts').get();
			if (row && row.count > 0) return false;
			seedAccounts(db, random, passwordCost);
			return true;
		})
		.immediate();
}
