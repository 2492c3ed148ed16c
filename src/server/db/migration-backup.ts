import { chmodSync, closeSync, mkdirSync, openSync, readdirSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { backupFileName } from './backup';
import { dumpPostgres } from './postgres-tools';
import type { Migration } from './migration';

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

/** The pg_dump files taken before migrations into a folder, oldest first. */
function listPostgresMigrationBackups(dir: string): string[] {
	return readdirSync(dir)
		.filter((name) => name.startsWith('before-migrations-') && name.endsWith('.dump'))
		.sort()
		.map((name) => join(dir, name));
}

/**
 * Before an update's migrations change a PostgreSQL database that holds data, dumps it into the
 * backup folder (pg_dump's custom format, restored with db:restore into an empty database) and
 * keeps the newest `MIGRATION_BACKUPS_KEPT` of those dumps. Answers the dump's path.
 */
export async function dumpBeforeMigrations(url: string, dir: string, now = new Date()) {
	mkdirSync(dir, { recursive: true, mode: 0o700 });
	const stamp = backupFileName(now, 'postgres').replace(/^site-/, '');
	const file = join(dir, `before-migrations-${stamp}`);
	await dumpPostgres(url, file);
	for (const old of listPostgresMigrationBackups(dir).slice(0, -MIGRATION_BACKUPS_KEPT)) {
		rmSync(old, { force: true });
	}
	return file;
}
