import { chmodSync, closeSync, openSync, readdirSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { backupFileName } from './backup';
import type { Migration } from './migrations/index';

/** How many backups taken before migrations are kept beside the database; older ones go. */
export const MIGRATION_BACKUPS_KEPT = 3;

/**
 * The backups taken before migrations of the database file `name`: `<name>.before-migrations-
 * <UTC time>.db`, so sorting by name sorts by time, and `.gitignore`'s `*.db` covers them.
 */
function backupPrefix(name: string): string {
	return `${name}.before-migrations-`;
}

/** The backups taken before migrations of the database at `path`, oldest first. */
export function listMigrationBackups(path: string): string[] {
	const prefix = backupPrefix(basename(path));
	return readdirSync(dirname(path))
		.filter((name) => name.startsWith(prefix) && name.endsWith('.db'))
		.sort()
		.map((name) => join(dirname(path), name));
}

/** The ids of the migrations a database has not applied yet; all of them for a new database. */
function pendingMigrations(db: Database, migrations: readonly Migration[]): string[] {
	const tracked = db
		.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'")
		.get();
	if (!tracked) return migrations.map((migration) => migration.id);
	const applied = new Set(
		db
			.prepare<[], { id: string }>('SELECT id FROM schema_migrations')
			.all()
			.map((row) => row.id),
	);
	return migrations.map((migration) => migration.id).filter((id) => !applied.has(id));
}

/**
 * Before an update's migrations change a database that holds data, copies it beside itself (in
 * one consistent step, `VACUUM INTO`, while other processes may read it), so the update can be
 * undone by putting the copy back; keeps the newest `MIGRATION_BACKUPS_KEPT`. A new database or
 * one with nothing to apply is not copied. Answers the copy's path, or null.
 */
export function backupBeforeMigrations(
	db: Database,
	path: string,
	migrations: readonly Migration[],
	now = new Date(),
): string | null {
	const pending = pendingMigrations(db, migrations);
	if (pending.length === 0 || pending.length === migrations.length) return null;
	const stamp = backupFileName(now).replace(/^site-/, '');
	const file = join(dirname(path), `${backupPrefix(basename(path))}${stamp}`);
	// Created empty and private first (VACUUM INTO fills an empty file): it holds password
	// hashes and e-mail addresses, as the database does.
	closeSync(openSync(file, 'wx', 0o600));
	chmodSync(file, 0o600);
	db.prepare('VACUUM INTO ?').run(file);
	for (const old of listMigrationBackups(path).slice(0, -MIGRATION_BACKUPS_KEPT)) {
		rmSync(old, { force: true });
	}
	return file;
}
