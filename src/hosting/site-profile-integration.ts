import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { writeSiteBuild, type SiteBuildRecord } from './site-build';

/** Module the pages read the build's profile from (declared in src/env.d.ts). */
export const SITE_PROFILE_MODULE = 'virtual:site-profile';
const RESOLVED_ID = `\0${SITE_PROFILE_MODULE}`;

/**
 * Bakes the site's profile (mode, public address, switched-off parts) into the build: pages
 * import it from `virtual:site-profile`, and after the build it is written beside the server
 * bundle with the public settings, so the server can refuse a build made for other settings.
 */
export function siteProfileIntegration(record: SiteBuildRecord): AstroIntegration {
	let serverDir: URL | undefined;
	const { mode, siteUrl, switchedOff } = record;
	const source = `export const siteProfile = ${JSON.stringify({ mode, siteUrl, switchedOff })};`;
	return {
		name: 'site-profile',
		hooks: {
			'astro:config:setup': ({ updateConfig }) => {
				updateConfig({
					vite: {
						plugins: [
							{
								name: 'site-profile',
								resolveId: (id) => (id === SITE_PROFILE_MODULE ? RESOLVED_ID : undefined),
								load: (id) => (id === RESOLVED_ID ? source : undefined),
							},
						],
					},
				});
			},
			'astro:config:done': ({ config }) => {
				serverDir = config.build.server;
			},
			'astro:build:done': async ({ logger }) => {
				if (!serverDir) return;
				await writeSiteBuild(fileURLToPath(serverDir), record);
				const off = switchedOff.length > 0 ? `, switched off: ${switchedOff.join(', ')}` : '';
				logger.info(`Built for ${mode} mode at ${siteUrl}${off}`);
			},
		},
	};
}
