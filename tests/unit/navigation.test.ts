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
import { ROUTES } from '../../src/config/routes';

type Outline = { label: string; href: string } | { label: string; children: Outline[] };

/** Spec 2.2, in order: labels, hrefs and submenus. */
const SPEC_NAVIGATION: Outline[] = [
	{ label: 'Home', href: '/' },
	{ label: 'Events', children: [{ label: 'Easter Egg Hunt', href: '/egg-hunt' }] },
	{ label: 'Servers', href: '/servers' },
	{ label: 'Project Team', href: '/staff' },
	{
		label: 'Jailbreak',
		children: [
			{ label: 'NoScope Tops', href: '/jailbreak/noscope' },
			{ label: 'Lootbag Stats', href: '/jailbreak/lootbags' },
			{ label: 'Poop Leaderboard', href: '/jailbreak/poop' },
		],
	},
	{ label: 'TTT', children: [{ label: 'Round logs', href: '/ttt/rounds' }] },
	{
		label: 'Rules',
		children: [
			{ label: 'Community Guidelines', href: '/rules/community' },
			{ label: 'TTT', href: '/rules/ttt' },
			{ label: 'JB', href: '/rules/jb' },
		],
	},
	{ label: 'Donations', href: '/support' },
];

/** The item without its display flags, to compare with the spec's outline. */
function outline(item: NavItem): Outline {
	return hasChildren(item)
		? { label: item.label, children: item.children.map(outline) }
		: { label: item.label, href: item.href };
}

const allLinks: NavLink[] = NAVIGATION.flatMap((item) =>
	hasChildren(item) ? item.children : [item],
);

describe('NAVIGATION', () => {
	it('has the items, order and submenus of spec 2.2', () => {
		expect(NAVIGATION.map(outline)).toEqual(SPEC_NAVIGATION);
	});

	it('marks only the Poop Leaderboard as shown while a token is stored', () => {
		const tokenOnly = allLinks.filter((link) => link.tokenOnly);
		expect(tokenOnly).toEqual([
			{ label: 'Poop Leaderboard', href: '/jailbreak/poop', tokenOnly: true },
		]);
	});

	it.each(allLinks.map((link) => [link.href, link.label]))(
		'%s (%s) is a route of the table',
		(href) => {
			expect(ROUTES.map((route) => route.path as string)).toContain(href);
		},
	);
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
	it('has the Quick Links and Other columns with the links of spec 2.3', () => {
		expect(FOOTER_COLUMNS).toEqual([
			{
				heading: 'Quick Links',
				links: [
					{ label: 'Servers', href: '/servers' },
					{ label: 'Project Team', href: '/staff' },
				],
			},
			{
				heading: 'Other',
				links: [
					{ label: 'Community Guidelines', href: '/rules/community' },
					{ label: 'TTT Server Rules', href: '/rules/ttt' },
					{ label: 'JB Server Rules', href: '/rules/jb' },
				],
			},
		]);
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
