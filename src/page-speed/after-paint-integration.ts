import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { deferScriptsInDirectory } from './defer-scripts';

/**
 * Nothing runs before the first paint: adds the `client:painted` and `client:inview` island
 * directives and, after the build, makes every prerendered page's module scripts wait for the
 * paint. It must run before the security integration, which hashes the pages' inline scripts
 * into the policy and compresses the files. Pages rendered on demand are rewritten by the
 * middleware.
 */
export function afterPaintIntegration(): AstroIntegration {
	let clientDir: URL | undefined;
	return {
		name: 'site-after-paint',
		hooks: {
			'astro:config:setup': ({ addClientDirective }) => {
				addClientDirective({
					name: 'painted',
					entrypoint: fileURLToPath(new URL('./painted-directive.ts', import.meta.url)),
				});
				addClientDirective({
					name: 'inview',
					entrypoint: fileURLToPath(new URL('./in-view-directive.ts', import.meta.url)),
				});
			},
			'astro:config:done': ({ config }) => {
				clientDir = config.build.client;
			},
			'astro:build:done': async ({ logger }) => {
				if (!clientDir) return;
				const pages = await deferScriptsInDirectory(fileURLToPath(clientDir));
				logger.info(`${pages} pages load their scripts after the first paint`);
			},
		},
	};
}
