import type { Database } from 'better-sqlite3';
import type { ScryptCost } from '../../auth/passwords';
import type { Random } from '../random';
import { seedAccounts } from '../seed-accounts';
import { seedDonations } from '../../donations/seed';
import { seedGameServers } from '../../servers/seed';
import { sql as accounts } from './001-accounts';
import { sql as gameServers } from './002-game-servers';
import { sql as donations } from './008-donations';

/** What every area seed may need besides its random stream. */
export interface SeedContext {
	/** scrypt cost for seeded passwords (lowered in tests). */
	passwordCost: ScryptCost;
}

/** Demo data of one area, written when every one of its tables is empty. */
export interface AreaSeed {
	/** The tables this seed fills; it runs only while all of them are empty. */
	tables: readonly string[];
	/** Fills the tables; `random` is the area's own stream, so areas never shift each other's data. */
	run(db: Database, random: Random, context: SeedContext): void;
}

/** One schema change, applied once and recorded under its id, with its area's optional seed. */
export interface Migration {
	/** Sortable id, `NNN_name`; never rename one that has shipped (it also keys the seed stream). */
	id: string;
	sql: string;
	seed?: AreaSeed;
}

/**
 * Every migration, oldest first. The SQL lives in TS modules rather than .sql files so that
 * vitest, tsx and the bundled Astro server all load it the same way, with no file lookups.
 */
export const MIGRATIONS: readonly Migration[] = [
	{
		id: '001_accounts',
		sql: accounts,
		seed: {
			tables: ['accounts'],
			run: (db, random, { passwordCost }) => seedAccounts(db, random, passwordCost),
		},
	},
	{
		id: '002_game_servers',
		sql: gameServers,
		seed: { tables: ['game_servers'], run: seedGameServers },
	},
	{
		id: '008_donations',
		sql: donations,
		seed: { tables: ['donations'], run: (db, random) => seedDonations(db, random) },
	},
];
