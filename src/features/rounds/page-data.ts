import { IdSchema } from '../../contract/common';
import { RoundSchema } from '../../contract/rounds';
import { MESSAGES } from '../../config/messages';
import { readPageData, type FetchApi } from '../../lib/page-data';
import { roundPageMeta } from './model';

/** What the detail page renders on the server: the id and the meta of a shared link. */
type RoundPageData =
	| { kind: 'invalid' }
	| {
			kind: 'missing' | 'found' | 'unknown';
			id: number;
			meta: { title: string; description: string };
	  };

/**
 * Reads the round for the detail page's meta through the API in process (`fetchApi`), so a shared
 * link previews with map, winner and duration. A failing read keeps the generic meta.
 */
export async function readRoundForPage(
	roundId: string | undefined,
	fetchApi: FetchApi,
): Promise<RoundPageData> {
	const parsed = IdSchema.safeParse(roundId);
	if (!parsed.success) return { kind: 'invalid' };
	const id = parsed.data;
	const fallback = {
		title: `Round #${id}`,
		description: `The timeline of TTT round #${id}: every kill, hit and purchase.`,
	};
	const read = await readPageData(fetchApi, `/ttt/rounds/${id}`, RoundSchema);
	if (read.kind === 'missing') {
		return { kind: 'missing', id, meta: { ...fallback, title: MESSAGES.rounds.notFound } };
	}
	if (read.kind === 'found') return { kind: 'found', id, meta: roundPageMeta(read.data) };
	return { kind: 'unknown', id, meta: fallback };
}
