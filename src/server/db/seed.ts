import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { OWASP_SCRYPT_COST, type ScryptCost } from '../auth/passwords';
import { MIGRATIONS, type Migration } from './migrations/index';
import { createRandom } from './random';

/** Fixed PRNG seed: a fresh database always holds the same community. */
export const SEED = 20250601;

/** What `seedDatabase` seeds and how. */
export interface SeedOptions {
	/** The migrations whose area seeds run; all by default. */
	migrations?: readonly Migration[];
	/** The global seed every area's stream derives from. */
	seed?: number;
	/** scrypt cost of seeded passwords; tests lower it, production keeps OWASP's. */
	passwordCost?: ScryptCost;
}

/** The seed of one area's random stream: the global seed mixed with the migration id. */
export function deriveAreaSeed(seed: number, migrationId: string): number {
	return createHash('sha256').update(`${seed}/${migrationId}`).digest().readUInt32LE(0);
}

function isEmpty(db: Database, table: string): boolean {
	const quoted = `"${table.replaceAll('"', '""')}"`;
	const row = db.prepare<[], { filled: number }>(
		`SELECT EXISTS (SELECT 1 FROM ${quoted}) AS filled`,
	);
	return row.get()?.filled === 0;
}

/**
 * Fills every area whose tables are all empty with its demo data, so a new database gets the
 * whole community and an existing one the data of an area that landed since; answers the ids of
 * the areas it seeded. Areas with any rows are left alone.
 */
export function seedDatabase(db: Database, options: SeedOptions = {}): string[] {
	const { migrations = MIGRATIONS, seed = SEED, passwordCost = OWASP_SCRYPT_COST } = options;
	const seeded: string[] = [];
	for (const { id, seed: area } of migrations) {
		if (!area) continue;
		// IMMEDIATE holds the write lock from the emptiness check on, so two processes opening the
		// same file together seed each area once.
		db.transaction(() => {
			if (!area.tables.every((table) => isEmpty(db, table))) return;
			area.run(db, createRandom(deriveAreaSeed(seed, id)), { passwordCost });
			seeded.push(id);
		}).immediate();
	}
	return seeded;
}
