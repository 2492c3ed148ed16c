import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { PostgresAdapter } from 'kysely';
import { sqliteQueries, type SiteDb } from './kysely';
import { connectPostgres, describePostgresTarget, type PostgresTarget } from './postgres';

/** The two engines the site runs on. */
export type DatabaseEngine = 'sqlite' | 'postgres';

/** Where the site's data lives: PostgreSQL when `url` is set, else the SQLite file at `path`. */
export interface DatabaseLocation {
	/** `postgres://...` (DATABASE_URL); wins over `path` when both are set. */
	url?: string;
	/** A SQLite file, ':memory:', or the bytes of a serialised SQLite database to copy. */
	path: string | Buffer;
	/** Connections kept open to PostgreSQL at most (DATABASE_POOL_SIZE). */
	poolSize?: number;
}

/** The database connections a process holds: open ones, idle ones, requests waiting for one. */
export interface ConnectionStats {
	open: number;
	idle: number;
	waiting: number;
}

/** An open SQLite database: the query layer and the file's own handle (backups, copies). */
export interface SqliteSiteDatabase {
	engine: 'sqlite';
	db: SiteDb;
	/** The file's absolute path, or ':memory:'; how the banner names it. */
	where: string;
	/** better-sqlite3's handle, for what only SQLite has (online backup, table rebuilds). */
	file: Database;
	/** One connection while open: SQLite has no pool. */
	connections(): ConnectionStats;
	close(): Promise<void>;
}

/** An open PostgreSQL database: the query layer and where it points (never the password). */
export interface PostgresSiteDatabase {
	engine: 'postgres';
	db: SiteDb;
	/** host:port/database. */
	where: string;
	target: PostgresTarget;
	/** The URL it was opened with, for pg_dump and pg_restore; holds the password: never print. */
	url: string;
	/** The pool's connections. */
	connections(): ConnectionStats;
	close(): Promise<void>;
}

/** The site's database on either engine. */
export type SiteDatabase = SqliteSiteDatabase | PostgresSiteDatabase;

/** How long a SQLite call waits for another process's write lock before failing (503) instead. */
export const BUSY_TIMEOUT_MS = 250;

/** Which engine a query layer runs on: where the two differ, the code asks here. */
export function engineOf(db: SiteDb): DatabaseEngine {
	return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

function isInMemory(source: string | Buffer): boolean {
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

/** Opens (creating if needed) a SQLite database file, or an in-memory one, as the site uses it. */
export function openSqliteFile(source: string | Buffer): SqliteSiteDatabase {
	const path = typeof source === 'string' && !isInMemory(source) ? resolve(source) : undefined;
	if (path) createPrivateFile(path);
	// A short busy timeout: a lock held elsewhere answers 503 fast instead of freezing requests.
	const file = new BetterSqlite3(path ?? source, { timeout: BUSY_TIMEOUT_MS });
	// WAL lets page reads go on while a write is in progress.
	if (path) file.pragma('journal_mode = WAL');
	// A 32 MB page cache (SQLite's default is 2 MB): an ingest batch of 1,000 no-scopes writes
	// into a few thousand pages of indexes spread over the file, and with the default cache the
	// transaction spilled pages and read them again before it committed.
	file.pragma('cache_size = -32768');
	file.pragma('foreign_keys = ON');
	return {
		engine: 'sqlite',
		db: sqliteQueries(file),
		where: path ?? ':memory:',
		file,
		connections: () => ({ open: file.open ? 1 : 0, idle: 0, waiting: 0 }),
		close: async () => {
			if (file.open) file.close();
		},
	};
}

/**
 * Opens the database a location names: connects to PostgreSQL (checking it is reachable and
 * recent enough; the error is one line naming host, port and database, never the password) or
 * opens the SQLite file. Nothing is migrated yet: see `prepareDatabase`.
 */
export async function openDatabaseEngine(location: DatabaseLocation): Promise<SiteDatabase> {
	if (!location.url) return openSqliteFile(location.path);
	const postgres = await connectPostgres(location.url, { poolSize: location.poolSize });
	return {
		engine: 'postgres',
		db: postgres.kysely,
		where: describePostgresTarget(postgres.target),
		target: postgres.target,
		url: location.url,
		connections: postgres.connections,
		close: postgres.close,
	};
}
