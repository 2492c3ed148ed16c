/**
 * Restores a backup (from npm run db:backup or the rolling backups) into an empty database: the
 * SQLite file DATABASE_PATH names (which must not hold data yet), or the empty PostgreSQL
 * database of DATABASE_URL. A SQLite backup restores into either engine; a pg_dump file into
 * PostgreSQL. Stop the site first; start it again afterwards (it migrates what the backup lacks).
 * Usage: npm run db:restore -- <file>
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { SITE_MIGRATIONS } from '../src/server/areas';
import { PostgresUnavailableError } from '../src/server/db/postgres-target';
import { restoreBackup, RestoreRefusedError } from '../src/server/db/restore';
import { readDatabaseLocation } from '../src/server/settings';
import { readScriptSettings } from './lib/site-database';

const [source, extra] = process.argv.slice(2);
if (!source || extra) {
	console.error('Usage: npm run db:restore -- <file>');
	process.exit(2);
}
const file = resolve(source);
if (!existsSync(file)) {
	console.error(`${file} does not exist.`);
	process.exit(1);
}

const { settings } = readScriptSettings();
try {
	const result = await restoreBackup(file, readDatabaseLocation(settings), SITE_MIGRATIONS);
	const engine = result.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL';
	console.log(`Restored ${file} into ${engine} ${result.where}.`);
	for (const count of result.counts ?? []) console.log(`  ${count.table}: ${count.target} rows`);
	console.log('Start the site (npm run serve): it migrates what the backup lacks of this version.');
} catch (error) {
	if (error instanceof RestoreRefusedError || error instanceof PostgresUnavailableError) {
		console.error(error.message);
		process.exit(1);
	}
	console.error(`Restore failed, nothing was kept: ${(error as Error).message}`);
	process.exit(1);
}
