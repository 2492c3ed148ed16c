/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

/**
 * Unit, component and API tests. getViteConfig lets modules that read `astro:env` resolve the
 * same way they do in the build; API tests run in plain Node against an in-memory database.
 */
export default getViteConfig({
	test: {
		root: new URL('..', import.meta.url).pathname,
		include: ['tests/{unit,components,api}/**/*.test.{ts,tsx}'],
		environment: 'node',
		setupFiles: ['tests/fixtures/vitest-setup.ts'],
		globalSetup: ['tests/fixtures/seed-once.ts'],
		// Tests that seed a database of their own take a few seconds on a busy machine.
		testTimeout: 30_000,
		hookTimeout: 30_000,
		restoreMocks: true,
		unstubGlobals: true,
	},
});
