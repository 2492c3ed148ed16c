/**
 * Copies the site database into a new file, consistently, while the site serves (SQLite's online
 * backup API). Usage: npm run db:backup -- <file> (honours DATABASE_PATH). Restore: docs/backups.md.
 */
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { backupDatabase } from '../src/server/db/backup';
import { BUSY_TIMEOUT_MS } from '../src/server/db/engine';
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
const source = resolve(settings.DATABASE_PATH);
// Opened as it is: a backup neither migrates nor seeds anything.
const db = new BetterSqlite3(source, { fileMustExist: true, timeout: BUSY_TIMEOUT_MS });
try {
	await backupDatabase(db, file);
	console.log(`Backup of ${source} written to ${file} (${statSync(file).size} bytes).`);
} finally {
	db.close();
}
