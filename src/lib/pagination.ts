import { PAGINATION_FULL_LIST_MAX, PAGINATION_WINDOW } from '../config/constants';

/** One entry of a pagination bar: a page number, or a gap standing for the pages skipped. */
type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * The page numbers a pagination bar shows: every page when there are 7 or fewer, else
 * the first, the last and a window of 2 on each side of the current page, with an ellipsis
 * wherever pages are skipped. `current` is clamped into 1..total; no pages gives no items.
 */
export function getPageItems(current: number, total: number): PageItem[] {
	const count = Math.max(0, Math.floor(total));
	if (count === 0) return [];
	const all = Array.from({ length: count }, (_, index) => index + 1);
	if (count <= PAGINATION_FULL_LIST_MAX) return all;

	const page = Math.min(Math.max(Math.floor(current), 1), count);
	const from = Math.max(2, page - PAGINATION_WINDOW);
	const to = Math.min(count - 1, page + PAGINATION_WINDOW);
	const items: PageItem[] = [1];
	if (from > 2) items.push('start-ellipsis');
	for (let n = from; n <= to; n += 1) items.push(n);
	if (to < count - 1) items.push('end-ellipsis');
	items.push(count);
	return items;
}

/** The query parameter that holds a list's page. */
export const PAGE_QUERY_PARAM = 'page';

/** How many pages `count` items fill at `perPage` a page (at least 1, so page 1 always exists). */
export function pageCount(count: number, perPage: number): number {
	return Math.max(1, Math.ceil(count / perPage));
}

/** A page number brought into 1..total (a page past the end shows the last one). */
export function clampPage(page: number, total: number): number {
	return Math.min(Math.max(1, Math.floor(page) || 1), Math.max(1, total));
}

/** The items of one page. */
export function pageOf<T>(items: readonly T[], page: number, perPage: number): T[] {
	return items.slice((page - 1) * perPage, page * perPage);
}

/** A page number from a query value: a positive whole number, else 1. */
export function parsePageParam(value: string | null | undefined): number {
	if (!value || !/^\d{1,9}$/.test(value)) return 1;
	return Math.max(1, Number(value));
}

/** The search part of a URL showing `page`: `?page=n`, nothing for page 1, other params kept. */
export function searchWithPage(currentSearch: string, page: number): string {
	const params = new URLSearchParams(currentSearch);
	if (page > 1) params.set(PAGE_QUERY_PARAM, String(page));
	else params.delete(PAGE_QUERY_PARAM);
	const text = params.toString();
	return text ? `?${text}` : '';
}
