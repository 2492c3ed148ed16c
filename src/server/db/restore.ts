import {
	chmodSync,
	closeSync,
	copyFileSync,
	existsSync,
	mkdirSync,
	openSync,
	readSync,
	rmSync,
	statSync,
} from 'node:fs';
import { dirname, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { copySqliteToPostgres, type TableCount } from './copy';
import { openDatabaseEngine, type DatabaseLocation } from './engine';
import type { Migration } from './migration';
import { restorePostgresDump } from './postgres-tools';

/** Thrown when a restore may not start; the message says why and what to do. */
export class RestoreRefusedError extends Error {}

/** What a backup file holds, read from its first bytes. */
type BackupKind = 'sqlite' | 'postgres-dump';

const SQLITE_HEADER = 'SQLite format 3\0';
const PG_DUMP_HEADER = 'PGDMP';

/** The kind of a backup file (a SQLite database or a pg_dump custom-format file). */
export function readBackupKind(file: string): BackupKind {
	const header = Buffer.alloc(16);
	const fd = openSync(file, 'r');
	try {
		readSync(fd, header, 0, 16, 0);
	} finally {
		closeSync(fd);
	}
	if (header.toString('latin1') === SQLITE_HEADER) return 'sqlite';
	if (header.subarray(0, 5).toString('latin1') === PG_DUMP_HEADER) return 'postgres-dump';
	throw new RestoreRefusedError(
		`${file} is neither a SQLite database nor a pg_dump file: not a backup of the site`,
	);
}

/** What a restore did: into which engine, and the rows of every table when they were counted. */
interface RestoreResult {
	engine: 'sqlite' | 'postgres';
	where: string;
	counts?: TableCount[];
}

/** Refuses a SQLite backup that is damaged or written by a newer version of the site. */
function checkSqliteBackup(file: string, migrations: readonly Migration[]): void {
	const backup = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
	try {
		const integrity = backup.pragma('integrity_check', { simple: true });
		if (integrity !== 'ok') {
			throw new RestoreRefusedError(`${file} is damaged (integrity check: ${String(integrity)})`);
		}
		const applied = backup
			.prepare<[], { id: string }>('SELECT id FROM schema_migrations')
			.all()
			.map((row) => row.id);
		const unknown = applied.filter((id) => !migrations.some((migration) => migration.id === id));
		if (unknown.length > 0) {
			throw new RestoreRefusedError(
				`${file} was written by a newer version of the site (${unknown.join(', ')}): restore it with that version`,
			);
		}
	} finally {
		backup.close();
	}
}

/** Whether a SQLite file holds any table (a file that does not exist holds none). */
function sqliteHasTables(path: string): boolean {
	if (!existsSync(path) || statSync(path).size === 0) return false;
	const db = new BetterSqlite3(path, { readonly: true });
	try {
		return (
			db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' LIMIT 1").get() !== undefined
		);
	} finally {
		db.close();
	}
}

/**
 * Restores a backup into an empty database of the site (the location the settings name):
 * - a SQLite backup into a SQLite file that does not exist yet (or holds no table): a private
 *   copy, checked first;
 * - a SQLite backup into an empty PostgreSQL database: copied table by table (as db:copy);
 * - a pg_dump file into an empty PostgreSQL database, in one transaction.
 * Never writes over data: a target that holds tables is refused. The site migrates what the
 * backup lacks of this version when it next starts. `migrations` is every area's
 * (`SITE_MIGRATIONS`): a backup that holds one this version does not know is refused.
 */
export async function restoreBackup(
	file: string,
	location: DatabaseLocation,
	migrations: readonly Migration[],
): Promise<RestoreResult> {
	const kind = readBackupKind(file);
	if (!location.url) {
		if (kind !== 'sqlite') {
			throw new RestoreRefusedError(
				'A pg_dump file restores into PostgreSQL only: set DATABASE_URL to an empty database',
			);
		}
		const target = resolve(String(location.path));
		if (sqliteHasTables(target)) {
			throw new RestoreRefusedError(
				`${target} holds data already: restore into a new file (set DATABASE_PATH to it)`,
			);
		}
		checkSqliteBackup(file, migrations);
		// The WAL and shared-memory files of an earlier database would be replayed into this one.
		for (const suffix of ['', '-wal', '-shm']) rmSync(`${target}${suffix}`, { force: true });
		mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
		closeSync(openSync(target, 'wx', 0o600));
		copyFileSync(file, target);
		chmodSync(target, 0o600);
		return { engine: 'sqlite', where: target };
	}
	const site = await openDatabaseEngine(location);
	try {
		if (site.engine !== 'postgres') throw new Error('DATABASE_URL names a PostgreSQL database');
		const { rows } = await sql<{ tables: number }>`
			SELECT COUNT(*) AS tables FROM information_schema.tables
			WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`.execute(site.db);
		if ((rows[0]?.tables ?? 0) > 0) {
			throw new RestoreRefusedError(
				`The PostgreSQL database ${site.where} is not empty: restore into a new database (createdb)`,
			);
		}
		if (kind === 'sqlite') {
			checkSqliteBackup(file, migrations);
			const source = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
			try {
				const applied = source
					.prepare<[], { id: string }>('SELECT id FROM schema_migrations')
					.all()
					.map((row) => row.id);
				const known = migrations.filter((migration) => applied.includes(migration.id));
				const counts = await copySqliteToPostgres(source, site.db, site.where, known);
				return { engine: 'postgres', where: site.where, counts };
			} finally {
				source.close();
			}
		}
		await restorePostgresDump(site.url, file);
		return { engine: 'postgres', where: site.where };
	} finally {
		await site.close();
	}
}
