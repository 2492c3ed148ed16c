/** What the maintenance scripts share: the settings, and the database opened for the mode. */
import { existsSync } from 'node:fs';
import type { Database } from 'better-sqlite3';
import type { SiteDatabase } from '../../src/server/db/engine';
import { PostgresUnavailableError } from '../../src/server/db/postgres-target';
import {
	parseServerSettings,
	readDatabaseLocation,
	readSiteProfile,
} from '../../src/server/settings';
import { DatabaseRefusedError, openSiteDatabase } from '../../src/server/site-database';

/** The validated settings and the site's profile, from .env and the environment. */
export function readScriptSettings() {
	// Settings from a local .env (see .env.example); variables already set in the environment win.
	if (existsSync('.env')) process.loadEnvFile('.env');
	const settings = parseServerSettings(process.env);
	return { settings, profile: readSiteProfile(settings) };
}

/**
 * Opens the site's database as the server would (migrated; seeded for the mode, so a new
 * production database never gets demo data), on PostgreSQL when DATABASE_URL is set, or leaves
 * with the reason it may not be used.
 */
export async function openScriptDatabase(): Promise<
	{ site: SiteDatabase; db: Database } & ReturnType<typeof readScriptSettings>
> {
	const { settings, profile } = readScriptSettings();
	try {
		const site = await openSiteDatabase(readDatabaseLocation(settings), profile.mode, () => {});
		return {
			site,
			db: site.engine === 'sqlite' ? site.file : (undefined as never),
			settings,
			profile,
		};
	} catch (error) {
		if (error instanceof DatabaseRefusedError || error instanceof PostgresUnavailableError) {
			console.error(error.message);
			process.exit(1);
		}
		throw error;
	}
}
