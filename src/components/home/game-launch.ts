import { JOIN_PARAM } from '../../config/routes';

/** A server the home page can launch: its label and game connect link. */
export interface LaunchTarget {
	label: string;
	url: string;
}

/** The server a `?join=<key>` query asks to launch, or null for none or an unknown key. */
export function getLaunchTarget(
	search: string,
	targets: Record<string, LaunchTarget>,
): LaunchTarget | null {
	const key = new URLSearchParams(search).get(JOIN_PARAM);
	return key && Object.hasOwn(targets, key) ? (targets[key] ?? null) : null;
}

/** The current URL without the join query, so a reload does not launch the game again. */
export function withoutJoinParam(href: string): string {
	const url = new URL(href);
	url.searchParams.delete(JOIN_PARAM);
	return `${url.pathname}${url.search}${url.hash}`;
}
