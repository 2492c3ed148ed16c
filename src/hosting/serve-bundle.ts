import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type { CommunityProfile } from '../community/schema';
import { donationTermsPlugin } from './site-profile-integration';

/** The production server's file in a build folder; `npm run serve` runs it with plain Node. */
const SERVE_BUNDLE = 'serve.mjs';

/**
 * Bundles the serve wrapper and the API it builds into one ES module beside the build's
 * `client/` and `server/` folders. Run by plain Node, the server neither compiles TypeScript at
 * start nor routes Astro's module loading through a loader hook, which cost it about 60 MB and
 * twice the CPU of every request that is not a static file. Packages stay external: they load
 * from node_modules as they do for Astro's own server bundle. The community's donation terms are
 * baked in as the pages have them.
 */
async function bundleServeEntry(outFile: string, community: CommunityProfile): Promise<void> {
	await build({
		entryPoints: [fileURLToPath(new URL('./serve-entry.ts', import.meta.url))],
		outfile: outFile,
		bundle: true,
		platform: 'node',
		format: 'esm',
		target: 'node20',
		packages: 'external',
		plugins: [donationTermsPlugin(community)],
		logLevel: 'warning',
	});
}

/** Writes the production server's bundle into every build folder (`dist` or `--outDir`). */
export function serveBundleIntegration(community: CommunityProfile): AstroIntegration {
	let outDir: URL | undefined;
	return {
		name: 'site-serve-bundle',
		hooks: {
			'astro:config:done': ({ config }) => {
				outDir = config.outDir;
			},
			'astro:build:done': async ({ logger }) => {
				if (!outDir) return;
				await bundleServeEntry(fileURLToPath(new URL(SERVE_BUNDLE, outDir)), community);
				logger.info(`Production server bundled into ${SERVE_BUNDLE}`);
			},
		},
	};
}
