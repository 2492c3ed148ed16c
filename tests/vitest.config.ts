/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { getViteConfig } from 'astro/config';

/**
 * Unit, component and API tests, the API on SQLite (in-memory copies of one seeded database).
 * `vitest.postgres.config.ts` runs the API tests again on PostgreSQL. getViteConfig lets modules
 * that read `astro:env` resolve the same way they do in the build.
 */
export default getViteConfig({
	test: {
		root: new URL('..', import.meta.url).pathname,
		include: ['tests/{unit,components,api,deploy}/**/*.test.{ts,tsx}'],
		environment: 'node',
		setupFiles: ['tests/fixtures/vitest-setup.ts'],
		globalSetup: ['tests/fixtures/databases-once.ts'],
		provide: { databaseEngine: 'sqlite' },
		// Tests that seed a database of their own take a few seconds on a busy machine.
		testTimeout: 30_000,
		hookTimeout: 30_000,
		// Vitest's default leaves one core free: one worker on a 2-core machine. Files spend much
		// of their time waiting (hashing, timers, I/O), so two workers finish about 40 % sooner there.
		maxWorkers: Math.max(2, availableParallelism()),
		restoreMocks: true,
		unstubGlobals: true,
	},
});
