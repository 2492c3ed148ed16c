import type { SiteDb } from '../db/kysely';

/**
 * Avatars of players by SteamID64: generated ones in demo mode, Steam's (GetPlayerSummaries,
 * cached a day in the database) in live mode. Never throws: an avatar it cannot tell is left
 * out, and the browser shows the default one.
 */
export interface SteamProfileSource {
	/** 'demo' or 'live', for start-up logs and tests. */
	readonly mode: 'demo' | 'live';
	/** The avatar URL of each id it knows; ids it does not know are missing from the map. */
	avatars(db: SiteDb, steamIds: readonly string[]): Promise<Map<string, string>>;
}
