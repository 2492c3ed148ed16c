import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { apiOrigin } from './security-headers';
import { writeStaticPolicy } from './static-policy';

/** Writes the Content-Security-Policy of the prerendered pages once the build is done. */
export function securityHeadersIntegration(): AstroIntegration {
	let serverDir: URL | undefined;
	let clientDir: URL | undefined;
	return {
		name: 'site-security-headers',
		hooks: {
			'astro:config:done': ({ config }) => {
				serverDir = config.build.server;
				clientDir = config.build.client;
			},
			'astro:build:done': async ({ logger }) => {
				if (!serverDir || !clientDir) return;
				const origin = apiOrigin(process.env.PUBLIC_API_URL ?? '/api');
				await writeStaticPolicy(fileURLToPath(clientDir), fileURLToPath(serverDir), origin);
				logger.info('Content-Security-Policy written for the prerendered pages');
			},
		},
	};
}
