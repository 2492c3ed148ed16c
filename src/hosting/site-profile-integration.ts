import type { AstroIntegration } from 'astro';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { communityColourCss, GLOBAL_STYLESHEET } from '../community/colours';
import { donationTermsOf } from '../community/money';
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
 * The module the contract reads the donation terms from (currency, amounts, Donator tiers). Run
 * as it is, it reads the profile file; every bundle swaps its source for the terms of the build's
 * profile, so the browser never sees the file reading and every part applies the same terms.
 */
const DONATION_TERMS_FILE = fileURLToPath(
	new URL('../community/donation-terms.ts', import.meta.url),
);

/** The source that stands in for DONATION_TERMS_FILE in a bundle made for `community`. */
function donationTermsSource(community: CommunityProfile): string {
	return `export const DONATION_TERMS = ${JSON.stringify(donationTermsOf(community.donations))};`;
}

/** The same swap in esbuild: the production server's bundle and the operator commands. */
export function donationTermsPlugin(community: CommunityProfile): EsbuildPlugin {
	return {
		name: 'donation-terms',
		setup(build) {
			build.onLoad({ filter: /[\\/]donation-terms\.ts$/ }, (args) =>
				args.path === DONATION_TERMS_FILE
					? { contents: donationTermsSource(community), loader: 'ts' }
					: undefined,
			);
		},
	};
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
	const donationTerms = donationTermsSource(record.community);
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
								load: (id) =>
									modules.get(id) ??
									(id.split('?')[0] === DONATION_TERMS_FILE ? donationTerms : undefined),
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
