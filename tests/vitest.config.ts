/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { getViteConfig } from 'astro/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { postgresUnavailableReason } from '../scripts/lib/throwaway-postgres';

/**
 * Unit, component, API and deployment tests in one run of two projects sharing the workers:
 * - `sqlite`: everything, the API on in-memory copies of one seeded SQLite database;
 * - `postgres`: the API tests again, each test on a database of its own copied from a seeded
 *   template in a throwaway cluster (see fixtures/databases-once.ts). Where PostgreSQL is not
 *   installed this project is skipped with the reason, except in CI (CI=true), where it fails.
 * `vitest run --project postgres` runs one of them. getViteConfig lets modules that read
 * `astro:env` or the community profile resolve the same way they do in the build.
 */
const missing = postgresUnavailableReason();
if (missing && !process.env.CI) console.warn(`Skipping the API tests on PostgreSQL: ${missing}`);

/**
 * Files that test one engine by nature (the SQLite file's lock, migrations and online backup),
 * both engines side by side already (schema, copy, parity), or no database at all (raw HTTP,
 * password hashing, the fakes of outside services), and so run once, in the SQLite project.
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
	'tests/api/wal-checkpointer.test.ts',
];

/**
 * Vitest's order (files that failed or took longest last time first, by size where it has no
 * timings, as on a fresh clone), except that the deployment tests start first: each runs for
 * minutes (an install and a build), and started late it would finish long after the rest.
 */
class DeploymentFirst extends BaseSequencer {
	override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
		const sorted = await super.sort(files);
		const isDeployment = (file: TestSpecification) => file.moduleId.includes('/tests/deploy/');
		return [...sorted.filter(isDeployment), ...sorted.filter((file) => !isDeployment(file))];
	}
}

export default getViteConfig({
	test: {
		root: new URL('..', import.meta.url).pathname,
		environment: 'node',
		setupFiles: ['tests/fixtures/vitest-setup.ts'],
		globalSetup: ['tests/fixtures/databases-once.ts', 'tests/fixtures/operator-tools-once.ts'],
		// Tests that seed a database of their own take a few seconds on a busy machine.
		testTimeout: 30_000,
		hookTimeout: 30_000,
		// Files spend much of their time waiting (hashing, timers, I/O, PostgreSQL), so more
		// workers than cores finish sooner; see docs/testing.md for the figures.
		maxWorkers: Math.max(3, availableParallelism() + 1),
		// Without PostgreSQL (outside CI) the `postgres` project has no files.
		passWithNoTests: true,
		sequence: { sequencer: DeploymentFirst },
		restoreMocks: true,
		unstubGlobals: true,
		unstubEnvs: true,
		// A worker runs its files one after another in one module graph instead of importing the
		// app afresh for each: a third less CPU. Files keep no state of their own in modules.
		isolate: false,
		projects: [
			{
				extends: true,
				test: {
					name: 'sqlite',
					include: ['tests/{unit,components,api,deploy}/**/*.test.{ts,tsx}'],
					provide: { databaseEngine: 'sqlite' },
				},
			},
			{
				extends: true,
				test: {
					name: 'postgres',
					include: missing && !process.env.CI ? [] : ['tests/api/**/*.test.ts'],
					exclude: ONE_RUN_ONLY,
					provide: { databaseEngine: 'postgres' },
				},
			},
		],
	},
});
