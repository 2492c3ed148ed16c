import { PlayerIdParamSchema, PlayerProfileSchema } from '../../contract/players';
import { MESSAGES } from '../../config/messages';
import { readPageData, type FetchApi } from '../../lib/page-data';
import { playerPageMeta } from './model';

/** What the player page renders on the server: the id and the meta of a shared link. */
type PlayerPageData =
	| { kind: 'invalid' }
	| {
			kind: 'missing' | 'found' | 'unknown';
			steamId: string;
			/** The page's heading: the player's name when known. */
			heading: string;
			meta: { title: string; description: string };
	  };

/**
 * Reads the player for the page's meta through the API in process (`fetchApi`), so a shared link
 * previews with the name and a few figures. The public answer is read (no token): the meta never
 * holds what only members see. A failing read keeps the generic meta.
 */
export async function readPlayerForPage(
	steamId: string | undefined,
	fetchApi: FetchApi,
): Promise<PlayerPageData> {
	const parsed = PlayerIdParamSchema.safeParse({ steamId });
	if (!parsed.success) return { kind: 'invalid' };
	const id = parsed.data.steamId;
	const fallback = {
		title: `Player ${id}`,
		description: `TTT and Jailbreak stats of player ${id}.`,
	};
	const read = await readPageData(fetchApi, `/players/${id}`, PlayerProfileSchema);
	if (read.kind === 'missing') {
		const meta = { ...fallback, title: MESSAGES.players.notFound };
		return { kind: 'missing', steamId: id, heading: meta.title, meta };
	}
	if (read.kind === 'found') {
		return { kind: 'found', steamId: id, heading: read.data.name, meta: playerPageMeta(read.data) };
	}
	return { kind: 'unknown', steamId: id, heading: fallback.title, meta: fallback };
}
