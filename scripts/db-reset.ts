/**
 * Deletes the site database and builds a fresh one in its place: seeded with the demo community
 * in demo mode, with reference data only in production.
 * Usage: npm run db:reset (honours DATABASE_PATH, default ./data/site.db). Stop the server first.
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEMO_ACCOUNTS } from '../src/server/auth/demo-accounts';
import { openScriptDatabase, readScriptSettings } from './lib/site-database';

const path = resolve(readScriptSettings().settings.DATABASE_PATH);

// The WAL and shared-memory files belong to the old database; left behind they would be
// replayed into the new one.
for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });

const { db, profile } = await openScriptDatabase();
const { count } = db
	.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM accounts')
	.get()!;
db.close();

console.log(`Database reset for ${profile.mode} mode: ${path} (${count} accounts)`);
if (profile.mode === 'demo') {
	const { root } = DEMO_ACCOUNTS;
	console.log(`Root login: ${root.email} / ${root.password}`);
} else {
	console.log('Create the first root account with: npm run account:root -- <email>');
}
