import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { applyMigrations } from './migrate';
import { MIGRATIONS, type Migration } from './migrations/index';
import { seedDatabase } from './seed';

/** A file path, ':memory:', or the bytes of a serialised database to open as an in-memory copy. */
export type DatabaseSource = string | Buffer;

function isInMemory(source: DatabaseSource): boolean {
	// '' is better-sqlite3's private temporary database; none of these has a folder or a WAL.
	return typeof source !== 'string' || source === ':memory:' || source === '';
}

/**
 * Opens (creating if needed) a database, applies the migrations not yet applied and seeds every
 * area that has no data; tests pass their own migration list.
 */
export function openDatabase(
	source: DatabaseSource,
	migrations: readonly Migration[] = MIGRATIONS,
): Database {
	if (typeof source === 'string' && !isInMemory(source)) {
		mkdirSync(dirname(resolve(source)), { recursive: true });
	}
	const db = new BetterSqlite3(source);
	// WAL lets page reads go on while a write is in progress.
	if (!isInMemory(source)) db.pragma('journal_mode = WAL');
	db.pragma('foreign_keys = ON');
	applyMigrations(db, migrations);
	seedDatabase(db, migrations);
	return db;
}
