import { apiRequest } from '../../lib/api';
import {
	PlayerProfileSchema,
	PlayerSearchResultSchema,
	type PlayerProfile,
	type PlayerSummary,
} from '../../contract/players';

/**
 * A player's page data (`GET /players/{steamId}`), with the stored token so a member also gets
 * the Poop figures; an ApiError with status 404 for a player nobody reported.
 */
export function loadPlayer(steamId: string, signal?: AbortSignal): Promise<PlayerProfile> {
	return apiRequest(`/players/${steamId}`, PlayerProfileSchema, { auth: true, signal });
}

/** Players whose name or SteamID starts with the text (`GET /players?search=`). */
export function searchPlayers(search: string, signal?: AbortSignal): Promise<PlayerSummary[]> {
	return apiRequest('/players', PlayerSearchResultSchema, { query: { search }, signal });
}
