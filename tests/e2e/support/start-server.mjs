/**
 * Starts the production server for the browser tests on a database that is created fresh
 * (migrated and seeded) for this run. Plain JavaScript run by plain Node, as `npm run serve`
 * runs the server: under tsx its module loader hooks stay in the server process and answer
 * every module import the pages make, which cost the server CPU on every page it rendered.
 */
import { rmSync } from 'node:fs';

const databasePath = process.env.DATABASE_PATH;
if (!databasePath) throw new Error('DATABASE_PATH must point at a temporary file');
for (const suffix of ['', '-wal', '-shm']) rmSync(`${databasePath}${suffix}`, { force: true });

await import('../../../scripts/serve.mjs');
