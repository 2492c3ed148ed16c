import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { SiteMode } from '../../site-mode';
import { OWASP_SCRYPT_COST, type ScryptCost } from '../auth/passwords';
import { MIGRATIONS, type AreaSeed, type Migration } from './migrations/index';
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
	/** Demo fills every area with the invented community; production only the reference data. */
	mode?: SiteMode;
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

/** Runs one area seed when all its tables are empty; answers whether it ran. */
function seedArea(
	db: Database,
	area: AreaSeed,
	streamSeed: number,
	passwordCost: ScryptCost,
): boolean {
	// IMMEDIATE holds the write lock from the emptiness check on, so two processes opening the
	// same file together seed each area once.
	return db
		.transaction(() => {
			if (!area.tables.every((table) => isEmpty(db, table))) return false;
			area.run(db, createRandom(streamSeed), { passwordCost });
			return true;
		})
		.immediate();
}

/**
 * Fills every area whose tables are all empty: its reference data (what a real site needs) in
 * both modes, its demo data only in demo mode. A new database gets the whole community and an
 * existing one the data of an area that landed since; answers the ids of the seeds that ran
 * (`<id>:reference` for reference data). Areas with any rows are left alone.
 */
export function seedDatabase(db: Database, options: SeedOptions = {}): string[] {
	const {
		migrations = MIGRATIONS,
		seed = SEED,
		passwordCost = OWASP_SCRYPT_COST,
		mode = 'demo',
	} = options;
	const seeded: string[] = [];
	for (const { id, seed: demo, reference } of migrations) {
		const referenceId = `${id}:reference`;
		if (reference && seedArea(db, reference, deriveAreaSeed(seed, referenceId), passwordCost)) {
			seeded.push(referenceId);
		}
		if (demo && mode === 'demo' && seedArea(db, demo, deriveAreaSeed(seed, id), passwordCost)) {
			seeded.push(id);
		}
	}
	return seeded;
}
