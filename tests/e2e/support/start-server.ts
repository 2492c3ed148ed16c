/**
 * Starts the production server for the browser tests on a database that is created fresh
 * (migrated and seeded) for this run.
 */
import { rmSync } from 'node:fs';

const databasePath = process.env.DATABASE_PATH;
if (!databasePath) throw new Error('DATABASE_PATH must point at a temporary file');
for (const suffix of ['', '-wal', '-shm']) rmSync(`${databasePath}${suffix}`, { force: true });

await import('../../../scripts/serve.mjs');
