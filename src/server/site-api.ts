import type { Database } from 'better-sqlite3';
import type { SiteProfile } from '../site-mode';
import { createAdapters, type Adapters } from './adapters/index';
import { createApp, DEFAULT_AUTH_RATE_LIMIT, type App } from './app';
import type { MailColours } from './mail/mailer';
import type { ServerSettings } from './settings';
import type { PartHealth } from './health/part-health';

/** What the site's API is built from, by the serve wrapper or, under `astro dev`, the endpoint. */
export interface SiteApiOptions {
	db: Database;
	settings: ServerSettings;
	profile: SiteProfile;
	/** Where mailed links and provider return URLs start (see `resolveLinkBase`). */
	linkBaseUrl: string;
	/** The community's name, Discord guild and colours as the build has them (its profile file). */
	siteName: string;
	discordGuildId: string;
	/** Where the adapters and the API report how the live parts fare; one per site. */
	health: PartHealth;
	siteColours?: MailColours;
}

/** The outside services the site's settings choose (the API and the sampler share them). */
export function createSiteAdapters(options: SiteApiOptions): Adapters {
	return createAdapters(options.settings, {
		discordGuildId: options.discordGuildId,
		siteName: options.siteName,
		siteColours: options.siteColours,
		mode: options.profile.mode,
		linkBaseUrl: options.linkBaseUrl,
		switchedOff: options.profile.switchedOff,
		health: options.health,
	});
}

/** The reference API bound to the site's database, settings, mode and switched-off parts. */
export function createSiteApi(
	options: SiteApiOptions,
	adapters: Adapters = createSiteAdapters(options),
): App {
	const { db, settings, profile } = options;
	return createApp({
		db,
		adapters,
		mode: profile.mode,
		switchedOff: profile.switchedOff,
		trustProxy: settings.TRUST_PROXY,
		authRateLimit: { ...DEFAULT_AUTH_RATE_LIMIT, max: settings.AUTH_RATE_LIMIT },
		// The link cookie goes over https only when the public address is https.
		secureCookies: new URL(profile.siteUrl).protocol === 'https:',
		health: options.health,
		registration: settings.REGISTRATION,
		metricsToken: settings.METRICS_TOKEN,
		accessLog: settings.ACCESS_LOG === 'on' ? (line) => console.log(line) : undefined,
	});
}
