// @ts-check
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
// @ts-expect-error -- eslint-plugin-jsx-a11y publishes no type declarations.
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = dirname(fileURLToPath(import.meta.url));

/** Every file TypeScript reads, including the `<script>` blocks ESLint extracts from .astro files. */
const TS_FILES = ['**/*.{ts,tsx,mts,cts}'];
const ASTRO_FILES = ['**/*.astro'];

/**
 * Node code: the API, the hosting layer (serve wrapper, headers, build hooks), build and dev
 * scripts, tests, tool configs and server entry points.
 */
const NODE_FILES = [
	'src/server/**',
	'src/hosting/**',
	'src/middleware.ts',
	'src/pages/**/*.ts',
	'scripts/**',
	'tests/**',
	'*.config.{js,mjs,cjs,ts,mts}',
	'tests/*.config.{js,mjs,ts}',
];

/** Client folders: they run in the browser and never reach into the reference API. */
const CLIENT_DIRS = ['src/components', 'src/features', 'src/lib', 'src/layouts', 'src/config'];

/** Feature folder names, read when the config loads so a new feature gets its zone at once. */
function listFeatures() {
	const dir = join(root, 'src/features');
	if (!existsSync(dir)) return [];
	return readdirSync(dir, { withFileTypes: true })
		.filter((entry) => entry.isDirectory())
		.map((entry) => entry.name);
}

/** Folders of src/server that are areas (or their adapters), not the layers below them (db, http, and health with its metrics). */
function listServerAreas() {
	const dir = join(root, 'src/server');
	return readdirSync(dir, { withFileTypes: true })
		.filter((entry) => entry.isDirectory() && !['db', 'http', 'health'].includes(entry.name))
		.map((entry) => entry.name);
}

/**
 * Imports point one way: lib and components -> features -> pages and layouts; server and client
 * apart.
 */
const importZones = [
	{
		target: ['src/lib', 'src/components'],
		from: ['src/features', 'src/pages', 'src/layouts'],
		message: 'lib and components sit below features, pages and layouts; move shared code down.',
	},
	...listFeatures().map((name) => ({
		target: `src/features/${name}`,
		from: 'src/features',
		except: [`./${name}`],
		message: 'Features do not import each other; move what they share to src/lib.',
	})),
	{
		target: 'src/contract',
		from: 'src',
		// The donation terms of the community profile: every bundle swaps that module for plain
		// values (src/hosting/site-profile-integration.ts), so the leaf stays a leaf.
		except: ['./contract', './community/donation-terms.ts'],
		message:
			'The contract is a leaf shared by the browser and the reference API: it imports only itself (and the donation terms).',
	},
	{
		target: 'src/server',
		from: ['src/components', 'src/features', 'src/pages', 'src/layouts', 'src/config'],
		message: 'The reference API imports no client code.',
	},
	{
		target: 'src/server',
		from: 'src/lib',
		message: 'The reference API shares only the contract (src/contract) with the browser.',
	},
	{
		target: ['src/server/db', 'src/server/http'],
		from: listServerAreas().map((name) => `src/server/${name}`),
		message:
			'The database and HTTP layers know no area: an area registers its migrations, routes, seeds, jobs and housekeeping in its area.ts (listed in src/server/areas.ts).',
	},
	{
		target: 'src/hosting',
		from: [...CLIENT_DIRS, 'src/pages'],
		message: 'The hosting layer (server wrapper, headers, build hooks) imports no client code.',
	},
	{
		target: CLIENT_DIRS,
		from: ['src/server', 'src/hosting'],
		message:
			'Client code never imports the reference API (only pages/api and the middleware mount it).',
	},
];

/** The a11y rules eslint-plugin-astro maps onto Astro templates, kept to .astro files. */
const astroA11y = astro.configs['jsx-a11y-recommended'].at(-1);

export default defineConfig([
	globalIgnores([
		'dist/',
		'node_modules/',
		'.astro/',
		'data/',
		'test-results/',
		'playwright-report/',
		'coverage/',
	]),

	js.configs.recommended,

	{
		files: [...TS_FILES, ...ASTRO_FILES],
		extends: [tseslint.configs.recommended],
	},

	astro.configs.recommended,
	{
		// The frontmatter and the extracted <script> blocks are TypeScript.
		files: ASTRO_FILES,
		languageOptions: {
			parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.astro'] },
		},
	},
	{ ...astroA11y, files: ASTRO_FILES },

	{ files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
	{
		// The rules of hooks and complete effect dependencies. The plugin's React Compiler checks
		// stay off: the site does not use the compiler, and they refuse the state an island sets
		// right after hydration from what only the browser knows (the address, storage).
		files: TS_FILES,
		plugins: { 'react-hooks': reactHooks },
		rules: {
			'react-hooks/rules-of-hooks': 'error',
			// useApiData(load, deps) reloads on its deps like an effect: checked like one.
			'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useApiData$' }],
		},
	},

	{ files: ['src/**'], languageOptions: { globals: globals.browser } },
	{ files: NODE_FILES, languageOptions: { globals: globals.node } },
	{ files: ['tests/**'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },

	{
		files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts,astro}'],
		plugins: { 'import-x': importX },
		settings: {
			// Which files import-x reads to follow imports (no-cycle walks them), and with what.
			'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.jsx'],
			'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
			'import-x/resolver-next': [
				createNodeResolver({
					extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx', '.astro', '.json'],
					// The `@/` alias for src/ is declared once, in tsconfig.json's paths.
					tsconfig: { configFile: join(root, 'tsconfig.json') },
				}),
			],
		},
		rules: {
			'import-x/no-duplicates': 'error',
			// A cycle makes module order matter and hides which side owns a concept.
			'import-x/no-cycle': ['error', { ignoreExternal: true }],
			'import-x/no-restricted-paths': ['error', { basePath: root, zones: importZones }],
		},
	},

	{
		// The reference API imports the contract too, so it must not depend on Astro's modules.
		files: ['src/contract/**'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{
							regex: '^astro(:|$)',
							message: 'The contract is shared with the reference API: no astro imports.',
						},
					],
				},
			],
		},
	},

	{
		rules: {
			// Errors are logged on purpose (server, scripts and failed calls in the browser).
			'no-console': 'off',
		},
	},
	{
		files: [...TS_FILES, ...ASTRO_FILES],
		rules: {
			'@typescript-eslint/no-unused-vars': [
				'error',
				{ argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
			],
		},
	},
	{
		// TypeScript (astro check) resolves names in frontmatter, including ambient types.
		files: ASTRO_FILES,
		rules: { 'no-undef': 'off' },
	},
]);
