/**
 * Copies the site database into a new file, consistently, while the site serves: SQLite's online
 * backup API (a database file), or for PostgreSQL (DATABASE_URL) pg_dump's custom format.
 * Usage: npm run db:backup -- <file>. Restore: npm run db:restore -- <file> (docs/backups.md).
 */
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { backupSqlite } from '../src/server/db/backup';
import { BUSY_TIMEOUT_MS } from '../src/server/db/engine';
import { describePostgresTarget, readPostgresTarget } from '../src/server/db/postgres-target';
import { dumpPostgres } from '../src/server/db/postgres-tools';
import { readScriptSettings } from './lib/site-database';

const [target, extra] = process.argv.slice(2);
if (!target || extra) {
	console.error('Usage: npm run db:backup -- <file>');
	process.exit(2);
}
const file = resolve(target);
if (existsSync(file)) {
	console.error(`${file} exists already: choose a new file name.`);
	process.exit(1);
}

const { settings } = readScriptSettings();
try {
	if (settings.DATABASE_URL) {
		const where = describePostgresTarget(readPostgresTarget(settings.DATABASE_URL));
		await dumpPostgres(settings.DATABASE_URL, file);
		console.log(`Backup of PostgreSQL ${where} written to ${file} (${statSync(file).size} bytes).`);
	} else {
		const source = resolve(settings.DATABASE_PATH);
		// Opened as it is: a backup neither migrates nor seeds anything.
		const db = new BetterSqlite3(source, { fileMustExist: true, timeout: BUSY_TIMEOUT_MS });
		try {
			await backupSqlite(db, file);
		} finally {
			db.close();
		}
		console.log(`Backup of ${source} written to ${file} (${statSync(file).size} bytes).`);
	}
} catch (error) {
	console.error(`Backup failed: ${(error as Error).message}`);
	process.exit(1);
}
