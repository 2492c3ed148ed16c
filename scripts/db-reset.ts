/**
 * Deletes the site database and builds a fresh one in its place: seeded with the demo community
 * in demo mode, with reference data only in production. On SQLite the file is deleted; on
 * PostgreSQL (DATABASE_URL) every table, with the rest of the `public` schema, is dropped.
 * Usage: npm run db:reset. Stop the server first.
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import { DEMO_ACCOUNTS } from '../src/server/auth/demo-accounts';
import { openDatabaseEngine } from '../src/server/db/engine';
import { readDatabaseLocation } from '../src/server/settings';
import { openScriptDatabase, readScriptSettings } from './lib/site-database';

const { settings } = readScriptSettings();
const location = readDatabaseLocation(settings);
if (location.url) {
	const old = await openDatabaseEngine(location);
	try {
		await sql`DROP SCHEMA public CASCADE`.execute(old.db);
		await sql`CREATE SCHEMA public`.execute(old.db);
	} finally {
		await old.close();
	}
} else {
	// The WAL and shared-memory files belong to the old database; left behind they would be
	// replayed into the new one.
	const path = resolve(settings.DATABASE_PATH);
	for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
}

const { site, profile } = await openScriptDatabase();
const accounts = await site.db.selectFrom('accounts').select('id').execute();
await site.close();

const engine = site.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL';
console.log(
	`Database reset for ${profile.mode} mode: ${engine} ${site.where} (${accounts.length} accounts)`,
);
if (profile.mode === 'demo') {
	const { root } = DEMO_ACCOUNTS;
	console.log(`Root login: ${root.email} / ${root.password}`);
} else {
	console.log('Create the first root account with: npm run account:root -- <email>');
}
