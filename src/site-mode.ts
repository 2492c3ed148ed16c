/**
 * The site's two modes and the live parts an operator may switch off. Pure values and functions
 * that the build config, the server at start and the scripts all read, so it imports nothing.
 */

/** Demo: invented community, demo adapters and the mail outbox. Production: none of them. */
export const SITE_MODES = ['demo', 'production'] as const;
export type SiteMode = (typeof SITE_MODES)[number];

/** Live parts a production site may run without; each then says so on its pages. */
export const SWITCHABLE_PARTS = [
	'donations',
	'discord-linking',
	'steam-linking',
	'discord-data',
] as const;
export type SwitchablePart = (typeof SWITCHABLE_PARTS)[number];

/** What a build is made for; the server refuses to serve it under any other. */
export interface SiteProfile {
	mode: SiteMode;
	/** Public address (SITE_URL) without a trailing slash. */
	siteUrl: string;
	/** Switched-off parts, sorted. */
	switchedOff: SwitchablePart[];
}

/** Whether a host name stays on this machine: localhost, *.localhost, 127.0.0.0/8 or ::1. */
export function isLoopbackHost(hostname: string): boolean {
	const host = hostname
		.toLowerCase()
		.replace(/^\[(.*)\]$/, '$1')
		.replace(/\.$/, '');
	return (
		host === 'localhost' ||
		host.endsWith('.localhost') ||
		host === '::1' ||
		/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
	);
}

/** Whether a socket peer address is this machine (IPv4-mapped IPv6 included). */
export function isLoopbackAddress(address: string | undefined): boolean {
	if (!address) return false;
	const plain = address.toLowerCase().replace(/^::ffff:/, '');
	return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/** SITE_URL without a trailing slash, as links are built from it. */
function normaliseSiteUrl(siteUrl: string): string {
	return new URL(siteUrl).href.replace(/\/+$/, '');
}

/**
 * The mode a site runs in: SITE_MODE when it is set, otherwise demo for a public address on
 * this machine and production for any other.
 */
export function resolveSiteMode(input: { siteUrl: string; siteMode?: SiteMode }): SiteMode {
	if (input.siteMode) return input.siteMode;
	return isLoopbackHost(new URL(input.siteUrl).hostname) ? 'demo' : 'production';
}

/** Reads SWITCHED_OFF (a comma list); throws naming a part that does not exist. */
export function parseSwitchedOff(value: string | undefined): SwitchablePart[] {
	const names = (value ?? '')
		.split(',')
		.map((name) => name.trim().toLowerCase())
		.filter(Boolean);
	const unknown = names.filter((name) => !(SWITCHABLE_PARTS as readonly string[]).includes(name));
	if (unknown.length > 0) {
		throw new Error(
			`SWITCHED_OFF: unknown part ${unknown.join(', ')} (known: ${SWITCHABLE_PARTS.join(', ')})`,
		);
	}
	return [...new Set(names as SwitchablePart[])].sort();
}

/** The profile that SITE_URL, SITE_MODE and SWITCHED_OFF describe. */
export function resolveSiteProfile(input: {
	siteUrl: string;
	siteMode?: SiteMode;
	switchedOff?: readonly SwitchablePart[];
}): SiteProfile {
	return {
		mode: resolveSiteMode(input),
		siteUrl: normaliseSiteUrl(input.siteUrl),
		switchedOff: [...new Set(input.switchedOff ?? [])].sort(),
	};
}

function describeProfile(profile: SiteProfile): string {
	const off = profile.switchedOff.length > 0 ? profile.switchedOff.join(', ') : 'nothing';
	return `${profile.mode} mode at ${profile.siteUrl} (switched off: ${off})`;
}

/** One line telling to rebuild when the build was made for another profile, else null. */
export function describeProfileMismatch(built: SiteProfile, running: SiteProfile): string | null {
	const same =
		built.mode === running.mode &&
		built.siteUrl === running.siteUrl &&
		built.switchedOff.join() === running.switchedOff.join();
	if (same) return null;
	return (
		`This build is for ${describeProfile(built)}, but the settings now say ` +
		`${describeProfile(running)}: run \`npm run build\` again with these settings.`
	);
}

/**
 * The address mailed links and provider return URLs start with: the public address in
 * production; in demo the address the server listens on, so the links open on this machine.
 */
export function resolveLinkBase(mode: SiteMode, siteUrl: string, listenUrl: string): string {
	return normaliseSiteUrl(mode === 'production' ? siteUrl : listenUrl);
}
