import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { DatabaseRefusedError } from './errors';

/**
 * Thrown when another process serves the database file already; the message says what to do.
 * SQLite itself would not be corrupted by a second server, but everything a server does once
 * (the minute's player counts, housekeeping, rolling backups, the Discord connection) and what it
 * keeps in memory (per-address limits, the login queue) would be done twice or split in two.
 */
class DatabaseServedElsewhereError extends DatabaseRefusedError {}

/** The lock file beside a database file. */
function servingLockPath(databasePath: string): string {
	return `${databasePath}-serving.lock`;
}

/**
 * Makes this process the only one serving a SQLite database file, until it exits: an exclusive
 * lock that SQLite takes on a small file beside the database (the operating system's file lock,
 * released when the process ends, even when it is killed, so a crash leaves no stale lock). The
 * maintenance tools (db:backup, ingest:key, ...) open the database itself and are not affected.
 * Answers a function that releases the lock.
 */
export function holdServingLock(databasePath: string): () => void {
	mkdirSync(dirname(databasePath), { recursive: true, mode: 0o700 });
	const lock = new BetterSqlite3(servingLockPath(databasePath), { timeout: 0 });
	try {
		lock.pragma('locking_mode = EXCLUSIVE');
		lock.exec('BEGIN EXCLUSIVE');
	} catch (error) {
		lock.close();
		if ((error as { code?: string }).code === 'SQLITE_BUSY') {
			throw new DatabaseServedElsewhereError(
				`Another process is serving ${databasePath} already: a SQLite database is served by ` +
					'one process at a time. Stop the other server first, give this one its own ' +
					'DATABASE_PATH, or run several servers on PostgreSQL (DATABASE_URL).',
			);
		}
		throw error;
	}
	return () => {
		if (lock.open) lock.close();
	};
}
