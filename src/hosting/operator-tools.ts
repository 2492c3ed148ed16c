import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CommunityProfile } from '../community/schema';
import { donationTermsPlugin } from './site-profile-integration';

/** Where a build keeps the operator commands, each bundled as `<name>.mjs`. */
const TOOLS_FOLDER = 'tools';

/**
 * Packages a tool loads from node_modules rather than from its bundle: the SQLite driver loads
 * a native addon beside its own files, and pg asks for its optional native binding by name.
 * Everything else is bundled in: a tool then starts in about half the CPU (measured 0.64 s
 * against 1.45 s for `game-server list`), which Node otherwise spends resolving and compiling
 * the hundreds of files of its packages one by one.
 */
const EXTERNAL_PACKAGES = ['better-sqlite3', 'pg'] as const;

/** A tool's name: the file `scripts/<name>.ts`, lowercase words joined by '-'. */
const TOOL_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** A package script that runs an operator command through the launcher: `node scripts/tool.mjs <name> [args]`. */
const LAUNCH = /^node\s+scripts\/tool\.mjs\s+(\S+)/;

/**
 * The tools a package's scripts run through the launcher, by name, sorted: the build bundles
 * exactly these, so a new operator command needs only its `scripts/<name>.ts` and its
 * `"<command>": "node scripts/tool.mjs <name>"` line in package.json.
 */
export function listOperatorTools(scripts: Readonly<Record<string, string>>): string[] {
	const names = Object.values(scripts)
		.map((command) => LAUNCH.exec(command.trim())?.[1])
		.filter((name): name is string => name !== undefined && TOOL_NAME.test(name));
	return [...new Set(names)].sort();
}

/**
 * Bundles `scripts/<name>.ts` of each tool into `<outDir>/tools/<name>.mjs`, as the server is
 * bundled: plain Node runs them, so a production install without the dev dependencies (no
 * TypeScript loader) has every operator command, and they run the same code as the server
 * beside them (its migrations included, and the donation terms of the build's community).
 * The packages of EXTERNAL_PACKAGES stay in node_modules, so `outDir` must lie where Node finds
 * them. The tests run these same bundles.
 */
export async function bundleOperatorTools(
	root: URL,
	outDir: URL,
	names: string[],
	community: CommunityProfile,
): Promise<void> {
	if (names.length === 0) return;
	await build({
		entryPoints: names.map((name) => ({
			in: fileURLToPath(new URL(`scripts/${name}.ts`, root)),
			out: name,
		})),
		outdir: fileURLToPath(new URL(`${TOOLS_FOLDER}/`, outDir)),
		outExtension: { '.js': '.mjs' },
		bundle: true,
		// The code the tools share (the database layer, the areas) in chunks of their own.
		splitting: true,
		chunkNames: 'chunks/[name]-[hash]',
		platform: 'node',
		format: 'esm',
		target: 'node20',
		external: [...EXTERNAL_PACKAGES],
		// For the CommonJS packages bundled in, which `require` Node's own modules.
		banner: {
			js: "import { createRequire as createRequireOfTool } from 'node:module'; const require = createRequireOfTool(import.meta.url);",
		},
		plugins: [donationTermsPlugin(community)],
		logLevel: 'warning',
	});
}

/** Writes the operator commands package.json names into every build folder. */
export function operatorToolsIntegration(community: CommunityProfile): AstroIntegration {
	let root: URL | undefined;
	let outDir: URL | undefined;
	return {
		name: 'site-operator-tools',
		hooks: {
			'astro:config:done': ({ config }) => {
				root = config.root;
				outDir = config.outDir;
			},
			'astro:build:done': async ({ logger }) => {
				if (!root || !outDir) return;
				const { scripts = {} } = JSON.parse(
					readFileSync(new URL('package.json', root), 'utf8'),
				) as { scripts?: Record<string, string> };
				const names = listOperatorTools(scripts);
				await bundleOperatorTools(root, outDir, names, community);
				logger.info(`Operator commands bundled into ${TOOLS_FOLDER}/: ${names.join(', ')}`);
			},
		},
	};
}
