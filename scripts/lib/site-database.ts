/** What the maintenance scripts share: the settings, and the database opened for the mode. */
import { existsSync } from 'node:fs';
import type { Database } from 'better-sqlite3';
import { DatabaseRefusedError, openSiteDatabase } from '../../src/server/db/open-site';
import { parseServerSettings, readSiteProfile } from '../../src/server/settings';

/** The validated settings and the site's profile, from .env and the environment. */
export function readScriptSettings() {
	// Settings from a local .env (see .env.example); variables already set in the environment win.
	if (existsSync('.env')) process.loadEnvFile('.env');
	const settings = parseServerSettings(process.env);
	return { settings, profile: readSiteProfile(settings) };
}

/**
 * Opens the site's database as the server would (migrated; seeded for the mode, so a new
 * production database never gets demo data), or leaves with the reason it may not be used.
 */
export function openScriptDatabase(): { db: Database } & ReturnType<typeof readScriptSettings> {
	const { settings, profile } = readScriptSettings();
	try {
		return { db: openSiteDatabase(settings.DATABASE_PATH, profile.mode), settings, profile };
	} catch (error) {
		if (!(error instanceof DatabaseRefusedError)) throw error;
		console.error(error.message);
		process.exit(1);
	}
}
