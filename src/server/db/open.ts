import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import type { SiteMode } from '../../site-mode';
import type { ScryptCost } from '../auth/passwords';
import { applyMigrations } from './migrate';
import { backupBeforeMigrations } from './migration-backup';
import { MIGRATIONS, type Migration } from './migrations/index';
import { seedDatabase } from './seed';

/** A file path, ':memory:', or the bytes of a serialised database to open as an in-memory copy. */
export type DatabaseSource = string | Buffer;

/** How long a call waits for another process's write lock before failing (503) instead. */
export const BUSY_TIMEOUT_MS = 250;

/** Options of `openDatabase`. */
export interface OpenDatabaseOptions {
	/** scrypt cost of the seeded passwords; tests lower it, production keeps the default. */
	seedPasswordCost?: ScryptCost;
	/** The migrations to apply and seed; all of them unless a test picks some. */
	migrations?: readonly Migration[];
	/** Demo (the default) seeds the invented community; production only reference data. */
	mode?: SiteMode;
}

function isInMemory(source: DatabaseSource): boolean {
	// '' is better-sqlite3's private temporary database; none of these has a folder or a WAL.
	return typeof source !== 'string' || source === ':memory:' || source === '';
}

// The file holds password hashes and e-mail addresses: only the owner may read it. SQLite gives
// the -wal and -shm files the database file's mode.
function createPrivateFile(path: string) {
	mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
	closeSync(openSync(path, 'a', 0o600));
	chmodSync(path, 0o600);
}

/**
 * Opens (creating if needed) a database, applies the migrations not yet applied and seeds every
 * area that has no data, for the given mode; tests pass their own migration list or a cheaper
 * password cost.
 */
export function openDatabase(source: DatabaseSource, options: OpenDatabaseOptions = {}): Database {
	if (typeof source === 'string' && !isInMemory(source)) createPrivateFile(resolve(source));
	// A short busy timeout: a lock held elsewhere answers 503 fast instead of freezing requests.
	const db = new BetterSqlite3(source, { timeout: BUSY_TIMEOUT_MS });
	// WAL lets page reads go on while a write is in progress.
	if (!isInMemory(source)) db.pragma('journal_mode = WAL');
	db.pragma('foreign_keys = ON');
	const migrations = options.migrations ?? MIGRATIONS;
	if (typeof source === 'string' && !isInMemory(source)) {
		const backup = backupBeforeMigrations(db, resolve(source), migrations);
		if (backup) console.info(`Database copied to ${backup} before its migrations`);
	}
	applyMigrations(db, migrations);
	seedDatabase(db, { migrations, passwordCost: options.seedPasswordCost, mode: options.mode });
	return db;
}
