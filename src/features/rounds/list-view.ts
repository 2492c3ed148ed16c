import type { Round, RoundPage } from '../../contract/rounds';
import { ROUNDS_PER_PAGE } from '../../config/constants';
import { clampPage, pageCount, pageOf } from '../../lib/pagination';
import { createRoundFilter, indexRounds, type ListRequest } from './model';

/** One page of the round list as the view shows it. */
export interface RoundListView {
	rounds: Round[];
	/** Matching rounds in all pages. */
	total: number;
	/** The page shown: the last one when a later one was asked. */
	page: number;
	pages: number;
}

/** The view of a page the API cut out (`{ rounds, total, page, pageSize }`). */
export function viewOfPage(answer: RoundPage): RoundListView {
	return {
		rounds: answer.rounds,
		total: answer.total,
		page: answer.page,
		pages: pageCount(answer.total, answer.pageSize),
	};
}

/**
 * Pages a plain array of rounds (an API that ignores the page parameters) in the browser: the
 * search matches id, map or winner, and each later request reuses the list it already has.
 */
export function createArrayPager(
	rounds: readonly Round[],
	perPage = ROUNDS_PER_PAGE,
): (request: ListRequest) => RoundListView {
	const filter = createRoundFilter(indexRounds(rounds));
	return ({ page, search }) => {
		const found = filter(search);
		const pages = pageCount(found.length, perPage);
		const current = clampPage(page, pages);
		return { rounds: pageOf(found, current, perPage), total: found.length, page: current, pages };
	};
}
