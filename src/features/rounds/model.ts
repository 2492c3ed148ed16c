import { ROUNDS_PER_PAGE } from '../../config/constants';
import { ROUND_SEARCH_MAX, TRAITOR_TEAM, type Round } from '../../contract/rounds';
import { formatDuration } from '../../lib/format';

/** The query parameters of the list page and of the detail page's way back. */
export const PAGE_PARAM = 'page';
export const SEARCH_PARAM = 'search';
export const RETURN_PAGE_PARAM = 'returnPage';

/** What the round list shows: a page of the rounds a search matches. */
export interface ListRequest {
	page: number;
	/** As typed; the API trims it. */
	search: string;
}

/** A round with the lowercase text the search box matches against: id, map and winner. */
export interface SearchableRound {
	round: Round;
	text: string;
}

/** Whether a round counts as a traitor win; anything else is an innocent one (spec 3). */
export function isTraitorWin(winningTeam: string | null): boolean {
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

/** How many pages a list of `count` rounds fills (at least 1, so page 1 always exists). */
export function countPages(count: number, perPage = ROUNDS_PER_PAGE): number {
	return Math.max(1, Math.ceil(count / perPage));
}

/** A page number brought into 1..total (spec 4: a page past the end shows the last one). */
export function clampPage(page: number, total: number): number {
	return Math.min(Math.max(1, Math.floor(page) || 1), Math.max(1, total));
}

/** The rounds of one page. */
export function pageOf<T>(items: readonly T[], page: number, perPage = ROUNDS_PER_PAGE): T[] {
	return items.slice((page - 1) * perPage, page * perPage);
}

/** A page number from a query value: a positive whole number, else 1. */
export function readPage(value: string | null | undefined): number {
	if (!value || !/^\d{1,9}$/.test(value)) return 1;
	return Math.max(1, Number(value));
}

/** The search part of a list URL for a page: `?page=n`, nothing for page 1 (spec 4). */
export function pageSearch(currentSearch: string, page: number): string {
	const params = new URLSearchParams(currentSearch);
	if (page > 1) params.set(PAGE_PARAM, String(page));
	else params.delete(PAGE_PARAM);
	const text = params.toString();
	return text ? `?${text}` : '';
}

/** The page and search a list URL's query asks for; a malformed page reads as 1. */
export function readListRequest(currentSearch: string): ListRequest {
	const params = new URLSearchParams(currentSearch);
	return {
		page: readPage(params.get(PAGE_PARAM)),
		search: (params.get(SEARCH_PARAM) ?? '').slice(0, ROUND_SEARCH_MAX),
	};
}

/**
 * The search part of a list URL: `search` while one is typed, `page` past 1, other parameters
 * kept; a malformed or first page leaves `page` out.
 */
export function listSearch(currentSearch: string, request: ListRequest): string {
	const params = new URLSearchParams(pageSearch(currentSearch, request.page));
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
	return `/ttt/rounds${pageSearch('', returnPage)}`;
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
