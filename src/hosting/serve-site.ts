import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_HOST, DEFAULT_PORT } from '../defaults';
import { resolveLinkBase } from '../site-mode';
import { PostgresUnavailableError } from '../server/db/postgres-target';
import { DatabaseRefusedError } from '../server/site-database';
import { openSite, type OpenSite } from '../server/site-runtime';
import { defaultConnectionLimits } from './connection-limits';
import { readSiteBuild } from './site-build';
import { startSiteServer, type AstroHandler, type SiteApi } from './site-server';
import { writeAccessLine } from '../server/http/log-lines';
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
 * DATABASE_URL or DATABASE_PATH come from the environment (defaults in src/defaults.ts); a local `.env` is read
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

	let site: OpenSite;
	try {
		site = await openSite(settings, profile);
	} catch (error) {
		if (error instanceof DatabaseRefusedError || error instanceof PostgresUnavailableError) {
			refuse([error.message]);
		}
		throw error;
	}

	const { handler: astro } = (await import(resolve(serverDir, 'entry.mjs'))) as {
		handler: AstroHandler;
	};

	// Filled in once the port is open; until then `/api` answers 503.
	const served: { api?: SiteApi } = {};
	const server = await startSiteServer({
		port,
		host,
		clientDir,
		staticPolicy: readStaticPolicy(serverDir),
		astro,
		api: () => served.api,
		limits: defaultConnectionLimits(settings.TRUST_PROXY.length > 0),
		accessLog: settings.ACCESS_LOG === 'on' ? writeAccessLine : undefined,
	});
	// Built as soon as the port is known, before any request is read: in demo mode the mailed
	// links point at the address the server really listens on.
	const listenUrl = formatListenUrl(server.address(), host);
	const running = site.start({
		community: {
			name: build.community.name,
			discordGuildId: build.community.discord.guildId,
			colours: build.community.colours,
		},
		linkBaseUrl: resolveLinkBase(profile.mode, profile.siteUrl, listenUrl),
	});
	served.api = running.api;

	const banner = formatBanner({
		siteName: build.community.name,
		url: listenUrl,
		profile,
		database: site.database,
		backups: running.backups,
	});
	console.log(banner.join('\n'));
	for (const line of site.warnings) console.warn(line);

	for (const signal of ['SIGINT', 'SIGTERM'] as const) {
		process.on(signal, () => {
			server.close(() => {
				void running.stop().finally(() => process.exit(0));
			});
		});
	}
}
