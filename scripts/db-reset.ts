/**
 * Deletes the site database and builds a fresh, seeded one in its place.
 * Usage: npm run db:reset (honours DATABASE_PATH, default ./data/site.db). Stop the server first.
 */
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEMO_ACCOUNTS } from '../src/server/db/demo-accounts';
import { openDatabase } from '../src/server/db/open';
import { parseServerSettings } from '../src/server/settings';

// Settings from a local .env (see .env.example); variables already set in the environment win.
if (existsSync('.env')) process.loadEnvFile('.env');

const path = resolve(parseServerSettings(process.env).DATABASE_PATH);

// The WAL and shared-memory files belong to the old database; left behind they would be
// replayed into the new one.
for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });

const db = openDatabase(path);
const { count } = db
	.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM accounts')
	.get()!;
db.close();

const { root } = DEMO_ACCOUNTS;
console.log(`Database reset: ${path} (${count} accounts)`);
console.log(`Root login: ${root.email} / ${root.password}`);
