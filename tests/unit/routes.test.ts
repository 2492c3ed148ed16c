import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hasChildren, NAVIGATION } from '../../src/config/navigation';
import {
	GAME_SERVER_SHORTCUTS,
	getRoute,
	getSitemapPaths,
	JOIN_PARAM,
	ROUTES,
	type RouteEntry,
	type RoutePath,
} from '../../src/config/routes';
import { siteConfig } from '../../src/config/site';
import { gameShortcutRoute } from '../../src/lib/game-shortcut';

/**
 * The guarded screens (among them /donations, the card option's login target, and
 * root's moderation pages: users, staff descriptions, audit log, donations).
 */
const SPEC_GUARDED: Record<string, 'user' | 'root'> = {
	'/donations': 'user',
	'/donations/success': 'user',
	'/donate/stripe': 'user',
	'/jailbreak/poop': 'user',
	'/profile': 'user',
	'/admin': 'root',
	'/admin/game-servers': 'root',
	'/admin/templates': 'root',
	'/admin/groups': 'root',
	'/admin/users': 'root',
	'/admin/staff': 'root',
	'/admin/audit': 'root',
	'/admin/donations': 'root',
};
const ADMIN_PATHS = Object.keys(SPEC_GUARDED).filter((path) => path.startsWith('/admin'));

const table = ROUTES as readonly RouteEntry[];
const entryFor = (path: string) => table.find((route) => route.path === path);

/** The site path a file under src/pages serves (`index` is its folder, extensions dropped). */
function pagePath(file: string): string {
	const path = `/${file.replace(/\.(astro|ts)$/, '').replace(/(^|\/)index$/, '')}`;
	return path.length > 1 ? path.replace(/\/$/, '') : path;
}

const pagesDir = fileURLToPath(new URL('../../src/pages', import.meta.url));
const pageFiles = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
	/\.(astro|ts)$/.test(file),
);
const astroPages = pageFiles.filter((file) => file.endsWith('.astro')).map(pagePath);
const served = new Set(pageFiles.map(pagePath));

describe('ROUTES', () => {
	it('has an entry for every page, and a page for every entry', () => {
		for (const path of astroPages) expect(entryFor(path), path).toBeDefined();
		for (const route of table) expect(served.has(route.path), route.path).toBe(true);
	});

	it('lists each path once', () => {
		const paths = table.map((route) => route.path);
		expect(new Set(paths).size).toBe(paths.length);
	});

	it('guards exactly the screens that need a login, with the role each needs', () => {
		const guarded = Object.fromEntries(
			table.filter((route) => route.auth).map((route) => [route.path, route.auth]),
		);
		expect(guarded).toEqual(SPEC_GUARDED);
	});

	it.each(table.map((route) => [route.path, route] as const))(
		'%s uses the admin layout only inside /admin, else the root layout',
		(path, route) => {
			expect(route.layout ?? 'root').toBe(ADMIN_PATHS.includes(path) ? 'admin' : 'root');
		},
	);

	it.each([
		['/ttt/rounds', 'TTT Rounds'],
		['/ttt/rounds/[roundId]', 'TTT Round Detail'],
	])('%s carries the route name %s', (path, title) => {
		expect(entryFor(path)?.title).toBe(title);
	});

	it.each(table.map((route) => [route.path, route] as const))('%s has a title', (_path, route) => {
		expect(route.title.trim()).not.toBe('');
	});

	it.each([
		['/login', true, false],
		['/register', true, true],
		['/profile', false, false],
		['/', false, false],
	])('%s: guestOnly %s, registerMode %s', (path, guestOnly, registerMode) => {
		const route = entryFor(path);
		expect(Boolean(route?.guestOnly)).toBe(guestOnly);
		expect(Boolean(route?.registerMode)).toBe(registerMode);
	});

	it('sends only /login and /register to /profile when a token is stored', () => {
		const guestOnly = table.filter((route) => route.guestOnly).map((route) => route.path);
		expect(guestOnly.sort()).toEqual(['/login', '/register']);
	});
});

describe('getRoute', () => {
	it.each(['/', '/jailbreak/poop', '/admin/groups'] as RoutePath[])(
		'answers the entry of %s',
		(path) => {
			expect(getRoute(path)).toBe(entryFor(path));
		},
	);

	it('throws for a path outside the table', () => {
		expect(() => getRoute('/nowhere' as RoutePath)).toThrow('No route for /nowhere');
	});
});

describe('getSitemapPaths', () => {
	const sitemap = getSitemapPaths();

	it('lists every page the navigation links for everyone', () => {
		for (const item of NAVIGATION) {
			for (const link of hasChildren(item) ? item.children : [item]) {
				if (!link.tokenOnly) expect(sitemap).toContain(link.href);
			}
		}
	});

	it('leaves out every guarded, hidden or parameterised page', () => {
		for (const route of table) {
			if (route.auth || route.noindex || route.path.includes('[')) {
				expect(sitemap).not.toContain(route.path);
			}
		}
	});

	it.each(sitemap.map((path) => [path]))('%s needs no auth and is indexable', (path) => {
		const route = entryFor(path);
		expect(route?.auth ?? 'none').toBe('none');
		expect(route?.noindex).toBeFalsy();
	});
});

describe('GAME_SERVER_SHORTCUTS', () => {
	it('has the three game-launch shortcut paths', () => {
		expect(Object.keys(GAME_SERVER_SHORTCUTS).sort()).toEqual(
			['/eu/jailbreak', '/eu/ttt', '/na/ttt'].sort(),
		);
	});

	it.each(Object.entries(GAME_SERVER_SHORTCUTS))(
		'%s is served and points at a configured server (%s)',
		(path, server) => {
			expect(served.has(path)).toBe(true);
			expect(siteConfig.gameServers[server]?.address).toMatch(/^[\w.-]+:\d+$/);
		},
	);

	it.each(Object.entries(GAME_SERVER_SHORTCUTS))(
		'%s redirects home with the join query for %s',
		async (_path, server) => {
			const redirect = (location: string, status?: number) =>
				new Response(null, { status, headers: { Location: location } });
			const handler = gameShortcutRoute(server);
			const response = (await handler({ redirect } as unknown as Parameters<
				typeof handler
			>[0])) as Response;
			expect(response.status).toBe(302);
			expect(response.headers.get('Location')).toBe(`/?${JOIN_PARAM}=${server}`);
		},
	);
});
