import type { SiteMode } from '../../site-mode';
import { openDatabaseEngine, type DatabaseLocation, type SiteDatabase } from './engine';
import { applyMigrations } from './migrate';
import { backupBeforeMigrations, dumpBeforeMigrations } from './migration-backup';
import type { Migration } from './migration';
import { applyPostgresMigrations } from './postgres';
import { seedDatabase, type AreaSeed, type SeedPasswordCost } from './seed';

export type { DatabaseLocation, SiteDatabase } from './engine';

/** Options of `openDatabase`. */
export interface OpenDatabaseOptions {
	/** The areas' seeds (see `SITE_SEEDS`); none, and the database is only migrated. */
	seeds?: readonly AreaSeed[];
	/** scrypt cost of the seeded passwords; tests lower it, production keeps the default. */
	seedPasswordCost?: SeedPasswordCost;
	/**
	 * The migrations to apply, oldest first: every area's (`SITE_MIGRATIONS`), unless a test
	 * picks some. Required, so that no tool migrates with a list of its own.
	 */
	migrations: readonly Migration[];
	/** Demo (the default) seeds the invented community; production only reference data. */
	mode?: SiteMode;
	/**
	 * Where a PostgreSQL database is dumped before an update migrates it (BACKUP_DIR); unset, it
	 * is migrated without (a managed database's point-in-time recovery covers it).
	 */
	backupDir?: string;
	/** Logs what opening did (a backup taken before migrations); the console by default. */
	log?: (line: string) => void;
}

/**
 * Brings an open database up to date: applies the migrations not yet applied (on a SQLite file
 * that holds data, after copying it beside itself) and seeds every area that has no data, for
 * the mode. Processes doing this together on one database migrate and seed each step once.
 */
async function prepareDatabase(site: SiteDatabase, options: OpenDatabaseOptions): Promise<void> {
	const { migrations } = options;
	const log = options.log ?? console.info;
	if (site.engine === 'sqlite') {
		if (site.where !== ':memory:') {
			const backup = backupBeforeMigrations(site.file, site.where, migrations);
			if (backup) log(`Database copied to ${backup} before its migrations`);
		}
		applyMigrations(site.file, migrations);
	} else {
		const { backupDir } = options;
		await applyPostgresMigrations(site.db, migrations, async (_pending, applied) => {
			// A new database has nothing to keep.
			if (applied === 0 || !backupDir) return;
			const file = await dumpBeforeMigrations(site.url, backupDir);
			log(`Database dumped to ${file} before its migrations`);
		});
	}
	// A seed fills tables its migration made: one whose migration is not applied waits for it.
	const seeds = (options.seeds ?? []).filter((seed) => migrations.some(({ id }) => id === seed.id));
	await seedDatabase(site.db, seeds, {
		passwordCost: options.seedPasswordCost,
		mode: options.mode,
	});
}

/**
 * Opens (creating a SQLite file if needed) the database a location names, migrated and seeded
 * (see `prepareDatabase`); closed again if that fails.
 */
export async function openDatabase(
	location: DatabaseLocation,
	options: OpenDatabaseOptions,
): Promise<SiteDatabase> {
	const site = await openDatabaseEngine(location);
	try {
		await prepareDatabase(site, options);
	} catch (error) {
		await site.close();
		throw error;
	}
	return site;
}
