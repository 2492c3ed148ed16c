import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { communityColourCss, GLOBAL_STYLESHEET } from '../community/colours';
import type { CommunityProfile } from '../community/schema';
import { writeSiteBuild, type SiteBuildRecord } from './site-build';

/** Module the pages read the build's profile from (declared in src/env.d.ts). */
const SITE_PROFILE_MODULE = 'virtual:site-profile';
/** Module the pages read the community's name, texts and links from (src/env.d.ts). */
const COMMUNITY_MODULE = 'virtual:community';

/**
 * The community profile as modules: one per key (`virtual:community/about`, ...) and
 * `virtual:community` re-exporting them all. A module lands whole in one chunk of the browser
 * build, so one module of every key would carry the About cards and the gifts into the chunk
 * that every page with the header loads; one module per key lets each go where it is read.
 */
export function communityModules(community: CommunityProfile): [string, string][] {
	const keys = Object.keys(community) as (keyof CommunityProfile)[];
	return [
		...keys.map((key): [string, string] => [
			`\0${COMMUNITY_MODULE}/${key}`,
			`export const ${key} = ${JSON.stringify(community[key])};`,
		]),
		[
			`\0${COMMUNITY_MODULE}`,
			keys.map((key) => `export { ${key} } from '${COMMUNITY_MODULE}/${key}';`).join('\n'),
		],
	];
}

/**
 * Bakes the site's profile (mode, public address, switched-off parts) and its community into
 * the build: pages import them from `virtual:site-profile` and `virtual:community`, and after
 * the build it is written beside the server bundle with the public settings, so the server can
 * refuse a build made for other settings.
 */
export function siteProfileIntegration(record: SiteBuildRecord): AstroIntegration {
	let serverDir: URL | undefined;
	const { mode, siteUrl, switchedOff } = record;
	const modules = new Map([
		[
			`\0${SITE_PROFILE_MODULE}`,
			`export const siteProfile = ${JSON.stringify({ mode, siteUrl, switchedOff })};`,
		],
		...communityModules(record.community),
	]);
	return {
		name: 'site-profile',
		hooks: {
			'astro:config:setup': ({ updateConfig }) => {
				updateConfig({
					vite: {
						plugins: [
							{
								name: 'site-profile',
								// Before Vite's own CSS handling: the stylesheet is still its source.
								enforce: 'pre',
								resolveId: (id) => (modules.has(`\0${id}`) ? `\0${id}` : undefined),
								load: (id) => modules.get(id),
								transform: (code, id) =>
									id.split('?')[0]!.endsWith(GLOBAL_STYLESHEET)
										? code + communityColourCss(record.community.colours)
										: undefined,
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
				logger.info(`Built ${record.community.name} for ${mode} mode at ${siteUrl}${off}`);
			},
		},
	};
}
