/**
 * Serves the existing production build (no rebuild): static files, pages rendered on demand
 * and the API, with the security headers on every response. Before the port opens it checks
 * that the build was made for these settings (and, in production, that every live part is
 * configured), then migrates and seeds the database, so the first request is as fast as any.
 * PORT, HOST, DATABASE_PATH and DIST_DIR (the build folder, `dist` by default) come from the
 * environment (defaults in src/defaults.ts).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from 'better-sqlite3';
import {
	DEFAULT_DISCORD_GUILD_ID,
	DEFAULT_HOST,
	DEFAULT_PORT,
	DEFAULT_SITE_NAME,
} from '../src/defaults';
import { defaultConnectionLimits } from '../src/hosting/connection-limits';
import { readSiteBuild } from '../src/hosting/site-build';
import { startSiteServer, type AstroHandler, type SiteApi } from '../src/hosting/site-server';
import { checkStartup, formatBanner, formatListenUrl } from '../src/hosting/startup';
import { readStaticPolicy } from '../src/hosting/static-policy';
import { resolveLinkBase } from '../src/site-mode';
import { startRollingBackups } from '../src/server/db/backup';
import { startHousekeeping } from '../src/server/db/housekeeping';
import { DatabaseRefusedError, openSiteDatabase } from '../src/server/db/open-site';
import { createSiteApi } from '../src/server/site-api';

// Settings from a local .env (see .env.example); variables already set in the environment win.
if (existsSync('.env')) process.loadEnvFile('.env');

/** Prints why the server will not start and leaves with a failure code. */
function refuse(lines: string[]): never {
	console.error('The site cannot start:');
	for (const line of lines) console.error(`- ${line}`);
	process.exit(1);
}

// The build folder, relative to the project like the default `dist`.
const distDir = resolve(
	fileURLToPath(new URL('..', import.meta.url)),
	process.env.DIST_DIR ?? 'dist',
);
const serverDir = resolve(distDir, 'server');
const clientDir = resolve(distDir, 'client');
const port = Number(process.env.PORT ?? DEFAULT_PORT);
const host = process.env.HOST ?? DEFAULT_HOST;

const startup = checkStartup(process.env, readSiteBuild(serverDir), serverDir);
if (!startup.ok) refuse(startup.lines);
const { settings, profile, build } = startup;

let db: Database;
try {
	db = openSiteDatabase(settings.DATABASE_PATH, profile.mode);
} catch (error) {
	if (error instanceof DatabaseRefusedError) refuse([error.message]);
	throw error;
}
const stopHousekeeping = startHousekeeping(db);

const { handler: astro } = (await import(resolve(serverDir, 'entry.mjs'))) as {
	handler: AstroHandler;
};

// Filled in once the port is open; until then `/api` answers 503.
const site: { api?: SiteApi } = {};
const server = await startSiteServer({
	port,
	host,
	clientDir,
	staticPolicy: readStaticPolicy(serverDir),
	astro,
	api: () => site.api,
	limits: defaultConnectionLimits(settings.TRUST_PROXY),
});
// Built as soon as the port is known, before any request is read: in demo mode the mailed
// links point at the address the server really listens on.
const listenUrl = formatListenUrl(server.address(), host);
const siteName = build.publicSettings.PUBLIC_SITE_NAME ?? DEFAULT_SITE_NAME;
site.api = createSiteApi({
	db,
	settings,
	profile,
	linkBaseUrl: resolveLinkBase(profile.mode, profile.siteUrl, listenUrl),
	siteName,
	discordGuildId: build.publicSettings.PUBLIC_DISCORD_GUILD_ID ?? DEFAULT_DISCORD_GUILD_ID,
});

const backups = settings.BACKUP_DIR
	? {
			dir: resolve(settings.BACKUP_DIR),
			everyHours: settings.BACKUP_EVERY_HOURS,
			keep: settings.BACKUP_KEEP,
		}
	: undefined;
const stopBackups = backups ? startRollingBackups(db, backups) : () => {};

const banner = formatBanner({
	siteName,
	url: listenUrl,
	profile,
	databasePath: resolve(settings.DATABASE_PATH),
	backups,
});
console.log(banner.join('\n'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
	process.on(signal, () => {
		stopBackups();
		stopHousekeeping();
		server.close(() => {
			db.close();
			process.exit(0);
		});
	});
}
