import { ROUND_SEARCH_MAX, TRAITOR_TEAM, type Round } from '../../contract/rounds';
import { formatDuration } from '../../lib/format';
import { PAGE_QUERY_PARAM, parsePageParam, searchWithPage } from '../../lib/pagination';

/** The query parameters of the list page and of the detail page's way back. */
const SEARCH_PARAM = 'search';
export const RETURN_PAGE_PARAM = 'returnPage';

/** What the round list shows: a page of the rounds a search matches. */
export interface ListRequest {
	page: number;
	/** As typed; the API trims it. */
	search: string;
}

/** A round with the lowercase text the search box matches against: id, map and winner. */
interface SearchableRound {
	round: Round;
	text: string;
}

/** Whether a round counts as a traitor win; anything else is an innocent one. */
function isTraitorWin(winningTeam: string | null): boolean {
	return winningTeam?.toLowerCase() === TRAITOR_TEAM;
}

/** 'Traitor' or 'Innocent', the winner as the badge and '{winner} Win' show it. */
export function winnerName(winningTeam: string | null): 'Traitor' | 'Innocent' {
	return isTraitorWin(winningTeam) ? 'Traitor' : 'Innocent';
}

/** Prepares the search once per list, so each keystroke only compares strings. */
export function indexRounds(rounds: readonly Round[]): SearchableRound[] {
	return rounds.map((round) => ({
		round,
		// The winner as shown, so 'innocent' also finds rounds the API sent another team for.
		text: `${round.id}\n${round.map}\n${round.isActive ? '' : winnerName(round.winningTeam)}`.toLowerCase(),
	}));
}

/** The rounds whose id, map or winner contains the search, in list order; all for a blank one. */
export function filterRounds(index: readonly SearchableRound[], search: string): Round[] {
	const needle = search.trim().toLowerCase();
	if (!needle) return index.map((entry) => entry.round);
	const found: Round[] = [];
	for (const entry of index) if (entry.text.includes(needle)) found.push(entry.round);
	return found;
}

/**
 * A search over one list that remembers its last answer: a search that contains the previous
 * one (the visitor typed on) only looks at the rounds found before, so each keystroke gets
 * cheaper instead of scanning every round again.
 */
export function createRoundFilter(index: readonly SearchableRound[]): (search: string) => Round[] {
	const all = index.map((entry) => entry.round);
	let last = { needle: '', entries: index, found: all };
	return (search) => {
		const needle = search.trim().toLowerCase();
		if (!needle) return all;
		if (needle === last.needle) return last.found;
		const pool = last.needle && needle.includes(last.needle) ? last.entries : index;
		const entries = pool.filter((entry) => entry.text.includes(needle));
		last = {
			needle,
			entries,
			found: entries.length === index.length ? all : entries.map((entry) => entry.round),
		};
		return last.found;
	};
}

/** The page and search a list URL's query asks for; a malformed page reads as 1. */
export function readListRequest(currentSearch: string): ListRequest {
	const params = new URLSearchParams(currentSearch);
	return {
		page: parsePageParam(params.get(PAGE_QUERY_PARAM)),
		search: (params.get(SEARCH_PARAM) ?? '').slice(0, ROUND_SEARCH_MAX),
	};
}

/**
 * The search part of a list URL: `search` while one is typed, `page` past 1, other parameters
 * kept; a malformed or first page leaves `page` out.
 */
export function listSearch(currentSearch: string, request: ListRequest): string {
	const params = new URLSearchParams(searchWithPage(currentSearch, request.page));
	if (request.search) params.set(SEARCH_PARAM, request.search);
	else params.delete(SEARCH_PARAM);
	const text = params.toString();
	return text ? `?${text}` : '';
}

/** The detail link of a round, remembering the list page to come back to. */
export function roundDetailHref(roundId: number, page: number): string {
	return `/ttt/rounds/${roundId}?${RETURN_PAGE_PARAM}=${page}`;
}

/** The list link of the detail page's Back to Rounds, on the page the visitor came from. */
export function roundListHref(returnPage: number): string {
	return `/ttt/rounds${searchWithPage('', returnPage)}`;
}

/** A round's length as the list and the detail show it; null while the round runs. */
export function roundDuration(round: Pick<Round, 'duration'>): string | null {
	return round.duration === null ? null : formatDuration(round.duration);
}

/** 'Kill' for 'KillAction': the type as the timeline labels it. */
export function actionTypeLabel(actionType: string): string {
	return actionType.replace(/Action$/, '') || actionType;
}

/** Title and description of a round's shared link (the detail page's meta). */
export function roundPageMeta(round: Round): { title: string; description: string } {
	const title = `Round #${round.id} on ${round.map}`;
	if (round.isActive || !round.endTime) {
		return {
			title,
			description: `TTT round #${round.id} on ${round.map} is in progress. Follow its timeline.`,
		};
	}
	const duration = roundDuration(round);
	return {
		title,
		description: `${winnerName(round.winningTeam)} Win on ${round.map}${duration ? ` after ${duration}` : ''}: the timeline of TTT round #${round.id}, every kill, hit and purchase.`,
	};
}
