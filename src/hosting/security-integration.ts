import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { fileURLToPath } from 'node:url';
import { precompressDirectory } from './precompress';
import { apiOrigin } from './security-headers';
import { isLoopbackHost } from '../site-mode';
import { routeStyleHashes, writeStaticPolicy } from './static-policy';

/** Warns when a build bakes a local SITE_URL into canonical and Open Graph URLs. */
export function warnAboutLocalSite(site: URL | undefined, logger: AstroIntegrationLogger) {
	if (site && !isLoopbackHost(site.hostname)) return false;
	logger.warn(
		`SITE_URL is ${site?.href ?? 'unset'}: canonical URLs, Open Graph URLs and the sitemap ` +
			'are built with it, and a local address makes a demo build. Set SITE_URL to the public ' +
			'address and build again before deploying.',
	);
	return true;
}

/**
 * After the build: writes the Content-Security-Policy of the server's answers, precompresses
 * the client files (.br and .gz beside them) and warns about a local SITE_URL.
 */
export function securityHeadersIntegration(): AstroIntegration {
	let serverDir: URL | undefined;
	let clientDir: URL | undefined;
	let site: URL | undefined;
	// Every page's CSS is inlined: pages rendered on demand carry theirs in <style> elements.
	let routeStyles: Record<string, string[]> = {};
	return {
		name: 'site-security-headers',
		hooks: {
			'astro:config:done': ({ config }) => {
				serverDir = config.build.server;
				clientDir = config.build.client;
				site = config.site ? new URL(config.site) : undefined;
			},
			'astro:build:ssr': ({ manifest }) => {
				routeStyles = routeStyleHashes(manifest.routes);
			},
			'astro:build:done': async ({ logger }) => {
				if (!serverDir || !clientDir) return;
				const origin = apiOrigin(process.env.PUBLIC_API_URL ?? '/api');
				const https = site?.protocol === 'https:';
				await writeStaticPolicy(fileURLToPath(clientDir), fileURLToPath(serverDir), {
					apiOrigin: origin,
					https,
					routeStyles,
				});
				logger.info('Content-Security-Policy written for the server');
				const count = await precompressDirectory(fileURLToPath(clientDir));
				logger.info(`${count} client files precompressed (.br, .gz)`);
				warnAboutLocalSite(site, logger);
			},
		},
	};
}
