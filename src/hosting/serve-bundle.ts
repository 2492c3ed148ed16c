import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

/** The production server's file in a build folder; `npm run serve` runs it with plain Node. */
const SERVE_BUNDLE = 'serve.mjs';

/**
 * Bundles the serve wrapper and the API it builds into one ES module beside the build's
 * `client/` and `server/` folders. Run by plain Node, the server neither compiles TypeScript at
 * start nor routes Astro's module loading through a loader hook, which cost it about 60 MB and
 * twice the CPU of every request that is not a static file. Packages stay external: they load
 * from node_modules as they do for Astro's own server bundle.
 */
async function bundleServeEntry(outFile: string): Promise<void> {
	await build({
		entryPoints: [fileURLToPath(new URL('./serve-entry.ts', import.meta.url))],
		outfile: outFile,
		bundle: true,
		platform: 'node',
		format: 'esm',
		target: 'node20',
		packages: 'external',
		logLevel: 'warning',
	});
}

/** Writes the production server's bundle into every build folder (`dist` or `--outDir`). */
export function serveBundleIntegration(): AstroIntegration {
	let outDir: URL | undefined;
	return {
		name: 'site-serve-bundle',
		hooks: {
			'astro:config:done': ({ config }) => {
				outDir = config.outDir;
			},
			'astro:build:done': async ({ logger }) => {
				if (!outDir) return;
				await bundleServeEntry(fileURLToPath(new URL(SERVE_BUNDLE, outDir)));
				logger.info(`Production server bundled into ${SERVE_BUNDLE}`);
			},
		},
	};
}
