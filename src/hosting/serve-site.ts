import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Database } from 'better-sqlite3';
import { DEFAULT_HOST, DEFAULT_PORT } from '../defaults';
import { resolveLinkBase } from '../site-mode';
import { startRollingBackups } from '../server/db/backup';
import { startHousekeeping } from '../server/db/housekeeping';
import { DatabaseRefusedError, openSiteDatabase } from '../server/db/open-site';
import { holdServingLock } from '../server/db/serving-lock';
import { describeUnboundKeys } from '../server/ingest/keys';
import { startServerSampler } from '../server/servers/sampler';
import { createSiteAdapters, createSiteApi, type SiteApiOptions } from '../server/site-api';
import { createPartHealth } from '../server/health/part-health';
import { defaultConnectionLimits } from './connection-limits';
import { readSiteBuild } from './site-build';
import { startSiteServer, type AstroHandler, type SiteApi } from './site-server';
import { checkStartup, formatBanner, formatListenUrl } from './startup';
import { readStaticPolicy } from './static-policy';

/** Prints why the server will not start and leaves with a failure code. */
function refuse(lines: string[]): never {
	console.error('The site cannot start:');
	for (const line of lines) console.error(`- ${line}`);
	process.exit(1);
}

/**
 * Serves a production build (no rebuild): static files, pages rendered on demand and the API,
 * with the security headers on every response. Before the port opens it checks that the build
 * was made for these settings (and, in production, that every live part is configured), then
 * migrates and seeds the database, so the first request is as fast as any. PORT, HOST and
 * DATABASE_PATH come from the environment (defaults in src/defaults.ts); a local `.env` is read
 * first, and variables already set win.
 */
export async function serveSite({ distDir }: { distDir: string }) {
	if (existsSync('.env')) process.loadEnvFile('.env');
	const serverDir = resolve(distDir, 'server');
	const clientDir = resolve(distDir, 'client');
	const port = Number(process.env.PORT ?? DEFAULT_PORT);
	const host = process.env.HOST ?? DEFAULT_HOST;

	const startup = checkStartup(process.env, readSiteBuild(serverDir), serverDir);
	if (!startup.ok) refuse(startup.lines);
	const { settings, profile, build } = startup;

	let db: Database;
	let releaseServingLock: () => void;
	try {
		// Before anything is written: a second server on the same file stops here.
		releaseServingLock = holdServingLock(resolve(settings.DATABASE_PATH));
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
		limits: defaultConnectionLimits(settings.TRUST_PROXY.length > 0),
		accessLog: settings.ACCESS_LOG === 'on' ? (line) => console.log(line) : undefined,
	});
	// Built as soon as the port is known, before any request is read: in demo mode the mailed
	// links point at the address the server really listens on.
	const listenUrl = formatListenUrl(server.address(), host);
	const siteName = build.community.name;
	const apiOptions: SiteApiOptions = {
		db,
		settings,
		profile,
		linkBaseUrl: resolveLinkBase(profile.mode, profile.siteUrl, listenUrl),
		siteName,
		health: createPartHealth(),
		discordGuildId: build.community.discord.guildId,
		siteColours: build.community.colours,
	};
	const adapters = createSiteAdapters(apiOptions);
	site.api = createSiteApi(apiOptions, adapters);
	// Beside the housekeeping: one minute's player counts into the history, every minute.
	const stopSampler = startServerSampler(db, adapters.serverStatus);

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
	for (const line of describeUnboundKeys(db)) console.warn(line);

	for (const signal of ['SIGINT', 'SIGTERM'] as const) {
		process.on(signal, () => {
			stopBackups();
			stopHousekeeping();
			stopSampler();
			server.close(() => {
				db.close();
				releaseServingLock();
				process.exit(0);
			});
		});
	}
}
