import { JOIN_PARAM } from '../../config/routes';

/** The server key a `?join=<key>` query asks to launch, or null. */
export function getLaunchKey(search: string): string | null {
	return new URLSearchParams(search).get(JOIN_PARAM) || null;
}

/** The current URL without the join query, so a reload does not launch the game again. */
export function withoutJoinParam(href: string): string {
	const url = new URL(href);
	url.searchParams.delete(JOIN_PARAM);
	return `${url.pathname}${url.search}${url.hash}`;
}
