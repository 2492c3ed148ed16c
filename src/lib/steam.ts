/** A 64-bit game-platform id of a real account: 17 digits starting 7656119 (spec 2.10). */
const STEAM_ID_64 = /^7656119\d{10}$/;

/**
 * Whether an id is a real player's game-platform id. Bot ids ('BOT', 'BOT_3', '0') and
 * anything not made of 17 such digits are not.
 */
export function isSteamId64(id: unknown): id is string {
	return typeof id === 'string' && STEAM_ID_64.test(id);
}

/** The public profile link of a player's game-platform id, or null for bots and malformed ids. */
export function steamProfileUrl(id: unknown): string | null {
	return isSteamId64(id) ? `https://steamcommunity.com/profiles/${id}` : null;
}
