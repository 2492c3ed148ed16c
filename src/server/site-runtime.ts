import { resolve } from 'node:path';
import type { SiteProfile } from '../site-mode';
import { createAdapters, type Adapters } from './adapters/index';
import type { JobContext } from './area';
import { SITE_HOUSEKEEPING, SITE_JOBS } from './areas';
import { createApp, DEFAULT_AUTH_RATE_LIMIT, type App } from './app';
import { startRollingBackups } from './db/backup';
import type { SiteDatabase } from './db/engine';
import { startHousekeeping } from './db/housekeeping';
import { holdLeadership } from './db/leadership';
import { holdServingLock } from './db/serving-lock';
import { writeAccessLine } from './http/log-lines';
import { startWalCheckpointer } from './db/wal-checkpointer';
import { createPartHealth, type PartHealth } from './health/part-health';
import { describeUnboundKeys } from './ingest/keys';
import type { MailColours } from './mail/mailer';
import { readDatabaseLocation, type ServerSettings } from './settings';
import { openSiteDatabase } from './site-database';

/** The community as the build shows it (its profile file): what the API and mails need of it. */
interface SiteCommunity {
	name: string;
	discordGuildId: string;
	colours?: MailColours;
}

/** Options of `SiteDatabaseOpen.start`. */
export interface StartOptions {
	community: SiteCommunity;
	/** Where mailed links and provider return URLs start (see `resolveLinkBase`). */
	linkBaseUrl: string;
	/** Runs the work done on a timer (sampler, housekeeping, backups); tests leave it off. */
	backgroundWork?: boolean;
}

/** A running site: its API, the outside services it talks to, and how to stop it. */
export interface RunningSite {
	api: App;
	adapters: Adapters;
	health: PartHealth;
	/** The rolling backups, when BACKUP_DIR is set. */
	backups?: { dir: string; everyHours: number; keep: number };
	/** Whether this process runs the background work now. */
	leads(): boolean;
	/** Stops the background work and closes the database (and the serving lock). */
	stop(): Promise<void>;
}

/** Rolling backups' folder, interval and how many are kept. */
type BackupPlan = NonNullable<RunningSite['backups']>;

/**
 * Starts the site's background work: every area's jobs (the server sampler, Discord's gateway),
 * the hourly housekeeping and the rolling backups. Answers how to stop all of it.
 */
function startBackgroundWork(
	database: SiteDatabase,
	context: JobContext,
	backups: BackupPlan | undefined,
) {
	const stops = [
		...SITE_JOBS.map((job) => job(context)),
		startHousekeeping(context.db, SITE_HOUSEKEEPING),
	];
	if (backups) stops.push(startRollingBackups(database, backups));
	return async () => {
		await Promise.all(stops.map((stop) => stop()));
	};
}

/**
 * On a SQLite file, checkpoints run on a worker thread instead of in the request whose commit
 * grew the write-ahead log (see wal-checkpointer.ts). Without the worker the file checkpoints
 * as SQLite does by default, which only costs time.
 */
async function checkpointOffThread(database: SiteDatabase): Promise<() => Promise<void>> {
	if (database.engine !== 'sqlite' || database.where === ':memory:') return async () => {};
	const warn = (error: unknown) =>
		console.warn(
			'SQLite checkpoints run in requests again:',
			error instanceof Error ? error.message : error,
		);
	try {
		return await startWalCheckpointer(database.file, { onFailure: warn });
	} catch (error) {
		warn(error);
		return async () => {};
	}
}

/** The site's database, open and ready, before the API is built on it. */
export interface OpenSite {
	database: SiteDatabase;
	/** Lines to print at start: ingest keys that can no longer write. */
	warnings: string[];
	/** Builds the API and starts the background work. */
	start(options: StartOptions): RunningSite;
	/** Closes the database without starting (a start-up that failed later). */
	close(): Promise<void>;
}

/**
 * The one start-up path of the site, for `npm run serve` and `astro dev` alike: opens the
 * database the settings name (on SQLite, first making this process the only server of the file),
 * migrated and seeded for the mode; `start` then builds the API and starts the background work.
 * Throws `DatabaseRefusedError` or `PostgresUnavailableError` with a one-line reason.
 */
export async function openSite(settings: ServerSettings, profile: SiteProfile): Promise<OpenSite> {
	const location = readDatabaseLocation(settings);
	// Before anything is written: a second server on the same SQLite file stops here.
	const releaseServingLock = location.url
		? () => {}
		: holdServingLock(resolve(settings.DATABASE_PATH));
	let database: SiteDatabase;
	try {
		database = await openSiteDatabase(
			location,
			profile.mode,
			console.info,
			settings.BACKUP_DIR && resolve(settings.BACKUP_DIR),
		);
	} catch (error) {
		releaseServingLock();
		throw error;
	}
	const stopCheckpoints = await checkpointOffThread(database);
	const close = async () => {
		await stopCheckpoints();
		await database.close();
		releaseServingLock();
	};
	const warnings = await describeUnboundKeys(database.db);
	return {
		database,
		warnings,
		close,
		start(options) {
			const health = createPartHealth();
			const adapters = createAdapters(settings, {
				discordGuildId: options.community.discordGuildId,
				siteName: options.community.name,
				siteColours: options.community.colours,
				mode: profile.mode,
				linkBaseUrl: options.linkBaseUrl,
				switchedOff: profile.switchedOff,
				health,
			});
			const api = createSiteApi({ settings, profile, database, adapters, health });
			const backups = settings.BACKUP_DIR
				? {
						dir: resolve(settings.BACKUP_DIR),
						everyHours: settings.BACKUP_EVERY_HOURS,
						keep: settings.BACKUP_KEEP,
					}
				: undefined;
			const context: JobContext = {
				db: database.db,
				adapters,
				settings,
				profile,
				discordGuildId: options.community.discordGuildId,
			};
			// On one server process at a time; the others take it over when that one goes.
			const leadership =
				options.backgroundWork === false
					? undefined
					: holdLeadership(database, {
							lead: () => startBackgroundWork(database, context, backups),
						});
			return {
				api,
				adapters,
				health,
				backups,
				leads: () => leadership?.leads() ?? false,
				async stop() {
					await leadership?.stop();
					await adapters.discord.close();
					await close();
				},
			};
		},
	};
}

/** What `createSiteApi` builds the API from. */
interface SiteApiParts {
	settings: ServerSettings;
	profile: SiteProfile;
	database: SiteDatabase;
	adapters: Adapters;
	health: PartHealth;
}

/** The reference API bound to the site's database, settings, mode and switched-off parts. */
function createSiteApi({ settings, profile, database, adapters, health }: SiteApiParts): App {
	return createApp({
		db: database.db,
		adapters,
		mode: profile.mode,
		switchedOff: profile.switchedOff,
		trustProxy: settings.TRUST_PROXY,
		authRateLimit: { ...DEFAULT_AUTH_RATE_LIMIT, max: settings.AUTH_RATE_LIMIT },
		// The link cookie goes over https only when the public address is https.
		secureCookies: new URL(profile.siteUrl).protocol === 'https:',
		health,
		registration: settings.REGISTRATION,
		metricsToken: settings.METRICS_TOKEN,
		accessLog: settings.ACCESS_LOG === 'on' ? writeAccessLine : undefined,
		connections: database.connections,
	});
}
