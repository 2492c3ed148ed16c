import { IdSchema } from '../../contract/common';
import { RoundSchema } from '../../contract/rounds';
import { MESSAGES } from '../../config/messages';
import { roundPageMeta } from './model';

/** What the detail page renders on the server: the id and the meta of a shared link. */
export type RoundPageData =
	| { kind: 'invalid' }
	| {
			kind: 'missing' | 'found' | 'unknown';
			id: number;
			meta: { title: string; description: string };
	  };

/**
 * Reads the round for the detail page's meta through the API in process (`fetchApi`), so a shared
 * link previews with map, winner and duration. A failing read keeps the generic meta: the island
 * loads the round itself and shows the error.
 */
export async function readRoundForPage(
	roundId: string | undefined,
	fetchApi: (path: string) => Response | Promise<Response>,
): Promise<RoundPageData> {
	const parsed = IdSchema.safeParse(roundId);
	if (!parsed.success) return { kind: 'invalid' };
	const id = parsed.data;
	const fallback = {
		title: `Round #${id}`,
		description: `The timeline of TTT round #${id}: every kill, hit and purchase.`,
	};
	try {
		const response = await fetchApi(`/api/ttt/rounds/${id}`);
		if (response.status === 404) {
			return { kind: 'missing', id, meta: { ...fallback, title: MESSAGES.rounds.notFound } };
		}
		const round = RoundSchema.safeParse(response.ok ? await response.json() : null);
		if (round.success) return { kind: 'found', id, meta: roundPageMeta(round.data) };
	} catch (error) {
		console.error('Reading a round for its page failed:', error);
	}
	return { kind: 'unknown', id, meta: fallback };
}
