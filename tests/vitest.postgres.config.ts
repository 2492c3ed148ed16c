/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { getViteConfig } from 'astro/config';
import { postgresUnavailableReason } from '../scripts/lib/throwaway-postgres';

/**
 * The API tests again, on PostgreSQL: each test gets a database of its own, copied from a seeded
 * template in a throwaway cluster (see fixtures/databases-once.ts). Where PostgreSQL is not
 * installed this run is skipped with the reason, except in CI (CI=true), where it fails.
 */
const missing = postgresUnavailableReason();
if (missing && !process.env.CI) console.warn(`Skipping the API tests on PostgreSQL: ${missing}`);

/**
 * Files that test one engine by nature (the SQLite file's lock, migrations and online backup),
 * both engines side by side already (schema, copy, parity), or no database at all (raw HTTP,
 * password hashing, the fakes of outside services), and so run once, in the SQLite run.
 */
const ONE_RUN_ONLY = [
	'tests/api/migrations.test.ts',
	'tests/api/connection-limits.test.ts',
	'tests/api/server-status-live.test.ts',
	'tests/api/passwords.test.ts',
	'tests/api/hash-pool.test.ts',
	'tests/api/demo-players.test.ts',
	'tests/api/raw-request-guard.test.ts',
	'tests/api/post-form.test.ts',
	'tests/api/turnstile.test.ts',
	'tests/api/serving-lock.test.ts',
	'tests/api/migration-backup.test.ts',
	'tests/api/postgres-schema.test.ts',
	'tests/api/postgres-faults.test.ts',
	'tests/api/db-copy.test.ts',
	'tests/api/engine-parity.test.ts',
	'tests/api/leadership.test.ts',
	'tests/api/backup.test.ts',
	'tests/api/restore.test.ts',
];

export default getViteConfig({
	test: {
		root: new URL('..', import.meta.url).pathname,
		include: missing && !process.env.CI ? [] : ['tests/api/**/*.test.ts'],
		exclude: ONE_RUN_ONLY,
		passWithNoTests: true,
		environment: 'node',
		setupFiles: ['tests/fixtures/vitest-setup.ts'],
		globalSetup: ['tests/fixtures/databases-once.ts'],
		provide: { databaseEngine: 'postgres' },
		testTimeout: 30_000,
		hookTimeout: 30_000,
		maxWorkers: Math.max(2, availableParallelism()),
		restoreMocks: true,
		unstubGlobals: true,
	},
});
