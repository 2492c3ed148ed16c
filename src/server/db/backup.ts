import { chmodSync, closeSync, mkdirSync, openSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import type { DatabaseEngine, SiteDatabase } from './engine';
import { dumpPostgres } from './postgres-tools';

/**
 * Rolling backups are named `site-<UTC time>.db` (SQLite) or `.dump` (PostgreSQL's custom
 * format), so sorting by name sorts by time.
 */
const BACKUP_NAME = /^site-(\d{8}T\d{6}Z)\.(?:db|dump)$/;

const MAX_TIMER_MS = 2 ** 31 - 1;

// One step for every page: SQLite copies the whole database under one read transaction, so
// the copy is consistent however busy other processes are (in WAL mode they go on writing).
const ALL_PAGES = 0x7fffffff;

/**
 * Copies a database consistently while it is in use, with SQLite's online backup API, into a
 * file only the owner may read (it holds password hashes and e-mail addresses).
 */
export async function backupSqlite(db: Database, file: string): Promise<void> {
	closeSync(openSync(file, 'a', 0o600));
	chmodSync(file, 0o600);
	await db.backup(file, { progress: () => ALL_PAGES });
	chmodSync(file, 0o600);
}

/**
 * Copies the site's database consistently while it serves into a file only its owner may read:
 * SQLite's online backup (a database file), or pg_dump's custom format for PostgreSQL.
 */
function backupDatabase(site: SiteDatabase, file: string): Promise<void> {
	return site.engine === 'sqlite' ? backupSqlite(site.file, file) : dumpPostgres(site.url, file);
}

/** The file name of a rolling backup of an engine's database made at `date`. */
export function backupFileName(date: Date, engine: DatabaseEngine = 'sqlite'): string {
	const stamp = date
		.toISOString()
		.replace(/\.\d{3}Z$/, 'Z')
		.replace(/[-:]/g, '');
	return `site-${stamp}.${engine === 'sqlite' ? 'db' : 'dump'}`;
}

/** The time a rolling backup was made, read from its name; null for any other file. */
export function backupTime(name: string): Date | null {
	const stamp = BACKUP_NAME.exec(name)?.[1];
	if (!stamp) return null;
	const iso = stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z');
	return new Date(iso);
}

/** The rolling backups in a folder, oldest first. */
export function listBackups(dir: string): string[] {
	return readdirSync(dir)
		.filter((name) => backupTime(name) !== null)
		.sort();
}

/** Deletes all but the newest `keep` rolling backups; answers the names deleted. */
export function pruneBackups(dir: string, keep: number): string[] {
	const old = listBackups(dir).slice(0, -keep);
	for (const name of old) rmSync(join(dir, name), { force: true });
	return old;
}

/** How long to wait before the next rolling backup, given the newest one's time. */
export function nextBackupDelay(newest: Date | null, now: Date, everyMs: number): number {
	if (!newest) return 0;
	return Math.max(0, newest.getTime() + everyMs - now.getTime());
}

/** Options of `startRollingBackups`. */
interface RollingBackupOptions {
	dir: string;
	everyHours: number;
	keep: number;
	/** Where a written or failed backup is reported; the console by default. */
	log?: (line: string) => void;
	now?: () => Date;
}

/**
 * Keeps rolling backups of a running server's database: one every `everyHours`, counted from the
 * newest backup in the folder (so restarts neither skip nor pile up backups), the newest `keep`
 * kept. The timer never keeps the process alive; the answer stops it.
 */
export function startRollingBackups(site: SiteDatabase, options: RollingBackupOptions): () => void {
	const { dir, everyHours, keep, log = console.info, now = () => new Date() } = options;
	const everyMs = everyHours * 60 * 60 * 1000;
	mkdirSync(dir, { recursive: true, mode: 0o700 });
	let timer: NodeJS.Timeout | undefined;
	let stopped = false;

	const run = async () => {
		const file = join(dir, backupFileName(now(), site.engine));
		try {
			await backupDatabase(site, file);
			pruneBackups(dir, keep);
			log(`Database backup written: ${file}`);
		} catch (error) {
			log(`Database backup failed: ${(error as Error).message}`);
		}
		wait(everyMs);
	};

	// setTimeout takes at most 2^31-1 ms (about 24.8 days); a longer wait is taken in parts.
	const wait = (delay: number) => {
		if (stopped) return;
		const step = Math.min(delay, MAX_TIMER_MS);
		timer = setTimeout(() => (delay > step ? wait(delay - step) : void run()), step);
		timer.unref();
	};

	const newest = listBackups(dir).at(-1);
	wait(nextBackupDelay(newest ? backupTime(newest) : null, now(), everyMs));
	return () => {
		stopped = true;
		clearTimeout(timer);
	};
}
