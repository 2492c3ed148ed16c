import { isIndividualSteamId } from '../contract/steam-id';

/** Where the player search lives. */
export const PLAYER_SEARCH_PATH = '/players';

/** The site's page of a player; null for bots and malformed ids, which have none. */
export function playerHref(steamId: string | null | undefined): string | null {
	return isIndividualSteamId(steamId) ? `/players/${steamId}` : null;
}
