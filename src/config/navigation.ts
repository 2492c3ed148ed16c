import { footer, navigation } from 'virtual:community';

/** A link of the main navigation. */
export interface NavLink {
	label: string;
	href: string;
	/** Shown only while a login token is stored. */
	tokenOnly?: boolean;
}

/** A top-level item: a link, or a group with a submenu. */
export type NavItem = NavLink | { label: string; children: NavLink[] };

/**
 * The navigation bar, in order: the community's menu from its profile file (the demo's is
 * Home, Events, Servers, Project Team, Jailbreak, TTT, Rules, Donations).
 */
export const NAVIGATION: readonly NavItem[] = navigation;

/** Footer link columns, from the profile file; the Discord invite is added from site config. */
export const FOOTER_COLUMNS: readonly { heading: string; links: readonly NavLink[] }[] =
	footer.columns;

/**
 * Section paths without a page of their own and the first child page each opens on (302, like
 * /admin). They are not routes of the table, so the sitemap leaves them out.
 */
export const SECTION_REDIRECTS = {
	'/jailbreak': '/jailbreak/noscope',
	'/ttt': '/ttt/rounds',
	'/rules': '/rules/community',
} as const;

/** The pathname without trailing slashes ('/' stays '/'). */
export function normalizePath(pathname: string): string {
	return pathname.replace(/\/+$/, '') || '/';
}

/** Whether a navigation link points at the page being shown. */
export function isCurrentLink(href: string, pathname: string): boolean {
	return normalizePath(pathname) === href;
}

/**
 * Whether a submenu holds the page being shown: one of its links, or a page below one of them
 * (a round of /ttt/rounds). The parent item is then marked.
 */
export function isActiveSection(item: NavItem, pathname: string): boolean {
	if (!hasChildren(item)) return false;
	const path = normalizePath(pathname);
	return item.children.some((child) => path === child.href || path.startsWith(`${child.href}/`));
}

/** Whether a navigation item opens a submenu. */
export function hasChildren(item: NavItem): item is { label: string; children: NavLink[] } {
	return 'children' in item;
}
