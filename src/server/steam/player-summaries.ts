import { z } from 'zod/mini';

/** Most ids GetPlayerSummaries takes in one call (Steam's limit). */
export const STEAM_SUMMARIES_BATCH = 100;

/** The part of Steam's GetPlayerSummaries answer the site reads. */
const PlayerSummariesSchema = z.object({
	response: z.object({
		players: z.array(
			z.object({
				steamid: z.string(),
				personaname: z.optional(z.string()),
				avatarfull: z.optional(z.string()),
				avatarmedium: z.optional(z.string()),
			}),
		),
	}),
});

/** What Steam says of one account: its profile name and avatar, either may be missing. */
interface PlayerSummary {
	/** The profile name as Steam gives it (callers clean it for their use). */
	personaName: string | null;
	/** The largest avatar Steam offers, only when it is an https address. */
	avatar: string | null;
}

/** Where and how the Web API is asked. */
interface PlayerSummariesOptions {
	apiKey: string;
	/** Steam Web API base (`https://api.steampowered.com`); tests point it at a fake. */
	apiUrl?: string;
	timeoutMs: number;
}

/**
 * The one client of Steam's GetPlayerSummaries, for the account links and the players' avatars:
 * at most STEAM_SUMMARIES_BATCH ids a call; answers the summaries of the ids Steam knows. Throws
 * when Steam fails or answers another shape. The key is in the query, as Steam wants it, so the
 * URL is never logged.
 */
export async function fetchPlayerSummaries(
	options: PlayerSummariesOptions,
	steamIds: readonly string[],
): Promise<Map<string, PlayerSummary>> {
	if (steamIds.length > STEAM_SUMMARIES_BATCH) {
		throw new Error(`GetPlayerSummaries takes ${STEAM_SUMMARIES_BATCH} ids at most`);
	}
	const base = (options.apiUrl ?? 'https://api.steampowered.com').replace(/\/+$/, '');
	const url = new URL(`${base}/ISteamUser/GetPlayerSummaries/v0002/`);
	url.searchParams.set('key', options.apiKey);
	url.searchParams.set('steamids', steamIds.join(','));
	const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
	if (!response.ok) throw new Error(`Steam answered ${response.status}`);
	const body = z.parse(PlayerSummariesSchema, await response.json());
	const summaries = new Map<string, PlayerSummary>();
	for (const player of body.response.players) {
		const avatar = player.avatarfull || player.avatarmedium;
		summaries.set(player.steamid, {
			personaName: player.personaname || null,
			avatar: avatar?.startsWith('https://') ? avatar : null,
		});
	}
	return summaries;
}
