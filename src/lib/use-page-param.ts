import { useCallback, useEffect, useState } from 'react';
import { PAGE_QUERY_PARAM, parsePageParam, searchWithPage } from './pagination';

function pageFromLocation(): number {
	return parsePageParam(new URLSearchParams(window.location.search).get(PAGE_QUERY_PARAM));
}

/** Puts the page into the address: a new history entry for a chosen page, else a replacement. */
function writePage(page: number, mode: 'push' | 'replace') {
	const { pathname, search, hash } = window.location;
	const url = `${pathname}${searchWithPage(search, page)}${hash}`;
	if (url === `${pathname}${search}${hash}`) return;
	if (mode === 'push') window.history.pushState(null, '', url);
	else window.history.replaceState(window.history.state, '', url);
}

/**
 * A list page kept in `?page=`: read on the first client render and on Back/Forward; a page
 * chosen adds a history entry. Once `total` is known (`null` while loading), a page past the end
 * becomes the last one and an invalid or first page leaves the address.
 */
export function usePageParam(total: number | null): {
	page: number;
	goToPage: (page: number) => void;
} {
	const [wanted, setWanted] = useState(() =>
		typeof window === 'undefined' ? 1 : pageFromLocation(),
	);
	const page = total === null ? wanted : Math.min(wanted, Math.max(1, total));

	useEffect(() => {
		const restore = () => setWanted(pageFromLocation());
		window.addEventListener('popstate', restore);
		return () => window.removeEventListener('popstate', restore);
	}, []);

	useEffect(() => {
		if (total === null) return;
		if (page !== wanted) setWanted(page);
		writePage(page, 'replace');
	}, [total, page, wanted]);

	const goToPage = useCallback((next: number) => {
		setWanted(next);
		writePage(next, 'push');
	}, []);

	return { page, goToPage };
}
