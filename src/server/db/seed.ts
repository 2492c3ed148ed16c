import { createHash } from 'node:crypto';
import type { SiteMode } from '../../site-mode';
import { isTableEmpty, LOCK_KEYS, lockTransaction } from './engine-sql';
import type { SiteDb } from './kysely';
import { createRandom, type Random } from './random';

/** Fixed PRNG seed: a fresh database always holds the same community. */
export const SEED = 20250601;

/** An scrypt cost (the auth area's `ScryptCost`), stated here so the seeding knows no area. */
export interface SeedPasswordCost {
	N: number;
	r: number;
	p: number;
}

/** What every area seed may need besides its random stream. */
export interface SeedContext {
	/** scrypt cost for seeded passwords: lowered in tests; unset, the area's own default. */
	passwordCost?: SeedPasswordCost;
}

/** Data of one area, written when every one of its tables is empty. */
export interface AreaSeed {
	/**
	 * The migration that made the tables (`004_ttt`): it orders the seeds and keys the area's
	 * random stream, so never change it once shipped.
	 */
	id: string;
	/** 'demo' is the invented community (demo mode only); 'reference' is needed by every site. */
	kind: 'demo' | 'reference';
	/** The tables this seed fills; it runs only while all of them are empty. */
	tables: readonly string[];
	/** Fills the tables; `random` is the area's own stream, so areas never shift each other's data. */
	run(db: SiteDb, random: Random, context: SeedContext): Promise<void> | void;
}

/** What `seedDatabase` seeds and how. */
interface SeedOptions {
	/** The global seed every area's stream derives from. */
	seed?: number;
	/** scrypt cost of seeded passwords; tests lower it, unset the seeding area's default. */
	passwordCost?: SeedPasswordCost;
	/** Demo fills every area with the invented community; production only the reference data. */
	mode?: SiteMode;
}

/** The seed of one area's random stream: the global seed mixed with the migration id. */
export function deriveAreaSeed(seed: number, streamId: string): number {
	return createHash('sha256').update(`${seed}/${streamId}`).digest().readUInt32LE(0);
}

/** The id that keys a seed's stream and names it in `seedDatabase`'s answer. */
function streamId(area: AreaSeed): string {
	return area.kind === 'reference' ? `${area.id}:reference` : area.id;
}

/**
 * Runs one area seed when all its tables are empty, in one transaction; answers whether it ran.
 * The transaction runs alone (a write lock on SQLite, an advisory lock on PostgreSQL) from the
 * emptiness check on, so processes starting together on one database seed each area once.
 */
async function seedArea(
	db: SiteDb,
	area: AreaSeed,
	streamSeed: number,
	context: SeedContext,
): Promise<boolean> {
	return db.transaction().execute(async (trx) => {
		await lockTransaction(trx, LOCK_KEYS.seeding);
		for (const table of area.tables) if (!(await isTableEmpty(trx, table))) return false;
		await area.run(trx, createRandom(streamSeed), context);
		return true;
	});
}

/** Orders seeds by their migration, reference data before the demo data of the same one. */
function bySeedOrder(a: AreaSeed, b: AreaSeed): number {
	if (a.id !== b.id) return a.id < b.id ? -1 : 1;
	return a.kind === b.kind ? 0 : a.kind === 'reference' ? -1 : 1;
}

/**
 * Fills every area whose tables are all empty: its reference data (what a real site needs) in
 * both modes, its demo data only in demo mode. A new database gets the whole community and an
 * existing one the data of an area that landed since; answers the ids of the seeds that ran
 * (`<id>:reference` for reference data). Areas with any rows are left alone.
 */
export async function seedDatabase(
	db: SiteDb,
	seeds: readonly AreaSeed[],
	options: SeedOptions = {},
): Promise<string[]> {
	const { seed = SEED, passwordCost, mode = 'demo' } = options;
	const seeded: string[] = [];
	for (const area of [...seeds].sort(bySeedOrder)) {
		if (area.kind === 'demo' && mode !== 'demo') continue;
		const id = streamId(area);
		if (await seedArea(db, area, deriveAreaSeed(seed, id), { passwordCost })) {
			seeded.push(id);
		}
	}
	return seeded;
}
