import { describe, expect, it } from 'vitest';
import {
	FOOTER_COLUMNS,
	hasChildren,
	isActiveSection,
	isCurrentLink,
	NAVIGATION,
	normalizePath,
	SECTION_REDIRECTS,
	type NavItem,
	type NavLink,
} from '../../src/config/navigation';
import { ROUTES, type RouteEntry } from '../../src/config/routes';

const allLinks: NavLink[] = NAVIGATION.flatMap((item) =>
	hasChildren(item) ? item.children : [item],
);
const routeOf = (href: string) =>
	(ROUTES as readonly RouteEntry[]).find((route) => route.path === href);

describe('NAVIGATION', () => {
	it('shows the top-level items of the navigation bar, in order', () => {
		expect(NAVIGATION.map((item: NavItem) => item.label)).toEqual([
			'Home',
			'Events',
			'Servers',
			'Project Team',
			'Jailbreak',
			'TTT',
			'Rules',
			'Donations',
		]);
	});

	it.each(allLinks.map((link) => [link.href, link.label]))(
		'%s (%s) is a route of the table, open to visitors or users, never root only',
		(href) => {
			expect(routeOf(href)).toBeDefined();
			expect(routeOf(href)?.auth).not.toBe('root');
		},
	);

	it('shows a link only while a token is stored exactly when its page needs a login', () => {
		for (const link of allLinks) {
			expect(Boolean(link.tokenOnly), link.href).toBe(routeOf(link.href)?.auth === 'user');
		}
	});

	it('links each page once, and gives every submenu at least one entry', () => {
		const hrefs = allLinks.map((link) => link.href);
		expect(new Set(hrefs).size).toBe(hrefs.length);
		for (const item of NAVIGATION.filter(hasChildren))
			expect(item.children.length).toBeGreaterThan(0);
	});
});

describe('hasChildren', () => {
	it.each([
		[{ label: 'Home', href: '/' }, false],
		[{ label: 'TTT', children: [{ label: 'Round logs', href: '/ttt/rounds' }] }, true],
		[{ label: 'Empty', children: [] }, true],
	] as [NavItem, boolean][])('%o → %s', (item, expected) => {
		expect(hasChildren(item)).toBe(expected);
	});
});

describe('FOOTER_COLUMNS', () => {
	it('has the Quick Links and Other columns of the footer', () => {
		expect(FOOTER_COLUMNS.map((column) => column.heading)).toEqual(['Quick Links', 'Other']);
	});

	it('links only pages the navigation links too', () => {
		const navHrefs = allLinks.map((link) => link.href);
		for (const link of FOOTER_COLUMNS.flatMap(
			(column): readonly { href: string }[] => column.links,
		)) {
			expect(navHrefs).toContain(link.href);
		}
	});
});

const group = (label: string) => NAVIGATION.find((item) => item.label === label)!;

describe('isCurrentLink', () => {
	it.each([
		['/servers', '/servers', true],
		['/servers', '/servers/', true],
		['/', '/', true],
		['/', '/servers', false],
		['/rules/ttt', '/rules/ttt', true],
		['/rules/ttt', '/rules/jb', false],
		['/ttt/rounds', '/ttt/rounds/42', false],
	])('%s on %s → %s', (href, pathname, current) => {
		expect(isCurrentLink(href, pathname)).toBe(current);
	});
});

describe('isActiveSection', () => {
	it.each([
		['Rules', '/rules/community', true],
		['Rules', '/rules/jb/', true],
		['Rules', '/servers', false],
		['Jailbreak', '/jailbreak/poop', true],
		['Jailbreak', '/jailbreak', false],
		['TTT', '/ttt/rounds', true],
		['TTT', '/ttt/rounds/42', true],
		['TTT', '/ttt/roundsabc', false],
		['TTT', '/rules/ttt', false],
		['Events', '/egg-hunt', true],
		['Home', '/', false],
		['Servers', '/servers', false],
	])('%s holds %s → %s', (label, pathname, active) => {
		expect(isActiveSection(group(label), pathname)).toBe(active);
	});
});

describe('normalizePath', () => {
	it.each([
		['/', '/'],
		['//', '/'],
		['/rules/', '/rules'],
		['/rules', '/rules'],
	])('%s → %s', (pathname, normal) => {
		expect(normalizePath(pathname)).toBe(normal);
	});
});

describe('SECTION_REDIRECTS', () => {
	it.each(Object.entries(SECTION_REDIRECTS))(
		'%s opens on %s, the first entry of its submenu',
		(path, target) => {
			const item = NAVIGATION.filter(hasChildren).find((entry) =>
				entry.children.every((child) => child.href.startsWith(`${path}/`)),
			);
			expect(item?.children[0]?.href).toBe(target);
		},
	);

	it('leaves the section paths out of the route table, so the sitemap does not list them', () => {
		const paths = ROUTES.map((route) => route.path as string);
		for (const path of Object.keys(SECTION_REDIRECTS)) expect(paths).not.toContain(path);
	});
});
