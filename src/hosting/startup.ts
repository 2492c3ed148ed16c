import type { AddressInfo } from 'node:net';
import { describeProfileMismatch, type SiteProfile } from '../site-mode';
import {
	findDemoCommunityValues,
	findMissingProductionSettings,
} from '../server/production-settings';
import { parseServerSettings, readSiteProfile, type ServerSettings } from '../server/settings';
import type { SiteBuildRecord } from './site-build';
import { SITE_VERSION } from '../version';

/** What the server starts with, or the lines saying why it will not. */
type StartupCheck =
	| { ok: true; settings: ServerSettings; profile: SiteProfile; build: SiteBuildRecord }
	| { ok: false; lines: string[] };

/**
 * Decides whether the server may start: a build must exist and be made for the profile the
 * settings describe now, and production must show a real community (none of the demo's values)
 * and have every setting its live parts need.
 */
export function checkStartup(
	env: Record<string, string | undefined>,
	build: SiteBuildRecord | null,
	serverDir: string,
): StartupCheck {
	if (!build) {
		return {
			ok: false,
			lines: [`No production build in ${serverDir}: run \`npm run build\` first.`],
		};
	}
	if (!build.community) {
		return {
			ok: false,
			lines: [`The build in ${serverDir} has no community profile: run \`npm run build\` again.`],
		};
	}
	let settings: ServerSettings;
	try {
		settings = parseServerSettings(env);
	} catch (error) {
		return { ok: false, lines: [(error as Error).message] };
	}
	const profile = readSiteProfile(settings);
	const mismatch = describeProfileMismatch(build, profile);
	if (mismatch) return { ok: false, lines: [mismatch] };
	if (profile.mode === 'production') {
		const lines = [
			...findDemoCommunityValues(build.community),
			...findMissingProductionSettings({
				settings,
				publicSettings: build.publicSettings,
				switchedOff: profile.switchedOff,
			}),
		];
		if (lines.length > 0) return { ok: false, lines };
	}
	return { ok: true, settings, profile, build };
}

/** The address a server listening on `address` is reached at from this machine. */
export function formatListenUrl(address: AddressInfo | string | null, configuredHost: string) {
	if (!address || typeof address === 'string') return `http://${configuredHost}`;
	// A wildcard address is every interface: this machine reaches it as localhost.
	const wildcard = ['', '0.0.0.0', '::', '[::]'].includes(configuredHost);
	const host = wildcard ? 'localhost' : configuredHost;
	return `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${address.port}`;
}

/** The lines `npm run serve` prints once it is ready. */
export function formatBanner(info: {
	siteName: string;
	url: string;
	profile: SiteProfile;
	/** The engine and where its data is: the SQLite file, or PostgreSQL's host:port/database. */
	database: { engine: 'sqlite' | 'postgres'; where: string };
	backups?: { dir: string; everyHours: number; keep: number };
}): string[] {
	const { profile } = info;
	const mode =
		profile.mode === 'demo'
			? 'demo · Demo site: invented community, demo accounts, mail in /api/dev/outbox'
			: `production · public address ${profile.siteUrl}`;
	const lines = [
		`${info.siteName} is serving ${info.url}`,
		`  version:   ${SITE_VERSION}`,
		`  mode:      ${mode}`,
		`  database:  ${info.database.engine === 'postgres' ? 'PostgreSQL' : 'SQLite'} ${info.database.where}`,
	];
	if (profile.switchedOff.length > 0) {
		lines.push(`  switched off: ${profile.switchedOff.join(', ')}`);
	}
	if (info.backups) {
		const { dir, everyHours, keep } = info.backups;
		lines.push(`  backups:   every ${everyHours} h into ${dir}, the newest ${keep} kept`);
	}
	return lines;
}
