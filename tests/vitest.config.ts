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
		restoreMocks: true,
		unstubGlobals: true,
	},
});
