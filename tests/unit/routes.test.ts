import { describe, expect, it } from 'vitest';
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

/** Every screen of spec 2.1, with the auth it asks for ('none' when the spec says no). */
const SPEC_ROUTES: [path: string, auth: 'none' | 'user' | 'root'][] = [
	['/', 'none'],
	['/egg-hunt', 'none'],
	['/servers', 'none'],
	['/staff', 'none'],
	['/support', 'none'],
	['/donations/success', 'user'],
	['/donate/stripe', 'user'],
	['/rules/community', 'none'],
	['/rules/ttt', 'none'],
	['/rules/jb', 'none'],
	['/ttt/rounds', 'none'],
	['/ttt/rounds/[roundId]', 'none'],
	['/jailbreak/noscope', 'none'],
	['/jailbreak/lootbags', 'none'],
	['/jailbreak/poop', 'user'],
	['/login', 'none'],
	['/register', 'none'],
	['/verification', 'none'],
	['/verify/[token]', 'none'],
	['/reset-password/[token]', 'none'],
	['/profile', 'user'],
	['/admin', 'root'],
	['/admin/game-servers', 'root'],
	['/admin/templates', 'root'],
	['/admin/groups', 'root'],
	['/error', 'none'],
];
/** Not in spec 2.1's table, but the card option's login redirect (spec 2.16) needs it to exist. */
const EXTRA_ROUTES: [path: string, auth: 'none' | 'user' | 'root'][] = [['/donations', 'user']];
/** "Any other path" of spec 2.1 is served by the 404 page. */
const NOT_FOUND_PATH = '/404';
const ADMIN_PATHS = ['/admin', '/admin/game-servers', '/admin/templates', '/admin/groups'];

const table = ROUTES as readonly RouteEntry[];
const entryFor = (path: string) => table.find((route) => route.path === path);

describe('ROUTES', () => {
	it('holds every route of spec 2.1 plus the 404 page, and nothing else', () => {
		const expected = [
			...SPEC_ROUTES.map(([path]) => path),
			...EXTRA_ROUTES.map(([path]) => path),
			NOT_FOUND_PATH,
		].sort();
		expect(table.map((route) => route.path).sort()).toEqual(expected);
	});

	it('lists each path once', () => {
		const paths = table.map((route) => route.path);
		expect(new Set(paths).size).toBe(paths.length);
	});

	it.each([...SPEC_ROUTES, ...EXTRA_ROUTES])('%s needs auth %s', (path, auth) => {
		expect(entryFor(path)?.auth ?? 'none').toBe(auth);
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

	it('lists exactly the public, indexable pages without parameters', () => {
		expect([...sitemap].sort()).toEqual(
			[
				'/',
				'/egg-hunt',
				'/servers',
				'/staff',
				'/support',
				'/rules/community',
				'/rules/ttt',
				'/rules/jb',
				'/ttt/rounds',
				'/jailbreak/noscope',
				'/jailbreak/lootbags',
			].sort(),
		);
	});

	it.each([
		'/admin',
		'/admin/game-servers',
		'/profile',
		'/login',
		'/register',
		'/jailbreak/poop',
		'/donate/stripe',
		'/donations/success',
		'/donations',
		'/ttt/rounds/[roundId]',
		'/verify/[token]',
		'/reset-password/[token]',
		'/verification',
		'/error',
		'/404',
	])('leaves out %s', (path) => {
		expect(sitemap).not.toContain(path);
	});

	it.each(sitemap.map((path) => [path]))('%s needs no auth and is indexable', (path) => {
		const route = entryFor(path);
		expect(route?.auth ?? 'none').toBe('none');
		expect(route?.noindex).toBeFalsy();
	});
});

describe('GAME_SERVER_SHORTCUTS', () => {
	it('has the three shortcut paths of spec 2.1', () => {
		expect(Object.keys(GAME_SERVER_SHORTCUTS).sort()).toEqual(
			['/eu/jailbreak', '/eu/ttt', '/na/ttt'].sort(),
		);
	});

	it.each([
		['/eu/ttt', '203.0.113.10:27015'],
		['/eu/jailbreak', '203.0.113.11:27015'],
		['/na/ttt', '198.51.100.20:27015'],
	] as const)('%s points at the configured server %s', (path, address) => {
		expect(siteConfig.gameServers[GAME_SERVER_SHORTCUTS[path]].address).toBe(address);
	});

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
