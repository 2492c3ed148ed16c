/** Who may open a route: everyone, a stored token, or the root role. */
export type RouteAuth = 'none' | 'user' | 'root';
/** Which layout wraps the page. */
export type RouteLayout = 'root' | 'admin';

/** What a page's intro says above its content (the title defaults to the route's). */
export interface PageIntroCopy {
	/** Small label above the title. */
	eyebrow: string;
	title?: string;
	/** One or two sentences under the title. */
	lead?: string;
	/** A banner that sits under the transparent header. */
	banner?: boolean;
}

/** One screen of the site with the meta its page, the guard and the sitemap read. */
export interface RouteEntry {
	/** Path, with `[param]` segments for on-demand routes. */
	path: string;
	/** Route name, also the page title before the site suffix. */
	title: string;
	description?: string;
	keywords?: string[];
	/** Layout chosen by meta; the root layout is the fallback. */
	layout?: RouteLayout;
	auth?: RouteAuth;
	/** Guests only: a stored token sends the visitor to /profile. */
	guestOnly?: boolean;
	/** The login screen starts in register mode. */
	registerMode?: boolean;
	/** The page has a hero under a transparent header. */
	transparentHeader?: boolean;
	/** Kept out of the sitemap and from search engines. */
	noindex?: boolean;
	/** The intro `PageLayout` shows above the page's content. */
	intro?: PageIntroCopy;
}

/** Description and keywords used when a route has none of its own. */
export const DEFAULT_META = {
	description:
		'Trouble in Terrorist Town and Jailbreak servers in EU and NA: events, live servers, round logs, leaderboards and a friendly community.',
	keywords: ['TTT', 'Jailbreak', 'CS2', 'game servers', 'community', 'EU', 'NA'],
} as const;

/** The route table: every screen of the site, with its path, meta and guard. */
export const ROUTES = [
	{
		path: '/',
		title: 'Home',
		description:
			'Play, chat and take part: TTT and Jailbreak servers in EU and NA with community events every week.',
		keywords: ['TTT server', 'Jailbreak server', 'community events'],
		transparentHeader: true,
	},
	{
		path: '/egg-hunt',
		title: 'Easter Egg Hunt',
		description: 'Who found the most Easter eggs on our TTT servers? The egg hunt leaderboard.',
		keywords: ['easter egg hunt', 'leaderboard', 'TTT event'],
		intro: {
			eyebrow: 'Events',
			lead: 'Eggs are hidden across our TTT maps. Here is who found the most.',
		},
	},
	{
		path: '/servers',
		title: 'Servers',
		description: 'Every game server with its live player count, address and a one-click connect.',
		keywords: ['server list', 'connect', 'players online'],
		intro: {
			eyebrow: 'Play',
			lead: 'Every server with its live player count. Pick one and connect in a click.',
		},
	},
	{
		path: '/staff',
		title: 'Project Team',
		description: 'The people who run the community, with who is online right now.',
		keywords: ['staff', 'team', 'admins', 'moderators'],
		transparentHeader: true,
		intro: {
			banner: true,
			eyebrow: 'Community',
			// Long enough to stay the largest text of the first screen on a phone once the members'
			// cards (up to 150 characters of description each) arrive after the page has painted,
			// and as many lines in the fallback font as in the web font swapped in after it.
			lead: 'The people who run the servers, build the plugins and keep the community friendly. See who is online right now, and read below how to join the team.',
		},
	},
	{
		path: '/support',
		title: 'Donations',
		description: 'Support the servers: monthly goal, top supporters and the Donator tier.',
		keywords: ['donate', 'donator', 'support the servers'],
		intro: {
			eyebrow: 'Donations',
			title: 'Support the Community',
			lead: 'Donations keep the servers running. Gifts are our way of saying thank you.',
		},
	},
	{
		path: '/donations/success',
		title: 'Thank You',
		auth: 'user',
		noindex: true,
		intro: {
			eyebrow: 'Donations',
			title: 'Thank You!',
			lead: 'Your donation keeps the servers running.',
		},
	},
	{
		path: '/donate/stripe',
		title: 'Donate by Card',
		auth: 'user',
		noindex: true,
		intro: {
			eyebrow: 'Donations',
			lead: 'Pay securely through our card payment provider.',
		},
	},
	// Where the Donations page's card option sends a visitor through login; it forwards to the form.
	{
		path: '/donations',
		title: 'Donate',
		auth: 'user',
		noindex: true,
		intro: { eyebrow: 'Donations', lead: 'Taking you to the donation form…' },
	},
	{
		path: '/rules/community',
		title: 'Community Guidelines',
		description: 'General, Discord and CS2 server rules of the community.',
		keywords: ['rules', 'community guidelines', 'discord rules'],
	},
	{
		path: '/rules/ttt',
		title: 'TTT Rules',
		description: 'Trouble in Terrorist Town rules for Innocents, Detectives and Traitors.',
		keywords: ['TTT rules', 'traitor', 'detective', 'innocent'],
	},
	{
		path: '/rules/jb',
		title: 'Jailbreak Rules',
		description: 'Jailbreak rules v2.2.0 for Wardens, Guards and Prisoners, with the changelog.',
		keywords: ['jailbreak rules', 'warden', 'guard', 'prisoner'],
	},
	{
		path: '/ttt/rounds',
		title: 'TTT Rounds',
		description: 'Every TTT round played on our servers: map, duration, winner and the timeline.',
		keywords: ['TTT rounds', 'round logs', 'TTT history'],
		intro: {
			eyebrow: 'TTT',
			title: 'TTT Round Logs',
			lead: 'Every round played on our TTT servers, with its map, duration and winner.',
		},
	},
	{ path: '/ttt/rounds/[roundId]', title: 'TTT Round Detail', noindex: true },
	{
		path: '/players',
		title: 'Find a Player',
		description: 'Search every TTT and Jailbreak player by name or SteamID and open their page.',
		keywords: ['players', 'player search', 'SteamID', 'stats'],
		intro: { eyebrow: 'Community', title: 'Find a Player' },
	},
	{ path: '/players/[steamId]', title: 'Player', noindex: true },
	{
		path: '/jailbreak/noscope',
		title: 'NoScope Tops',
		description: 'The longest and most no-scope kills on our Jailbreak servers.',
		keywords: ['noscope', 'AWP', 'SSG 08', 'leaderboard'],
		intro: {
			eyebrow: 'Jailbreak',
			title: 'NoScope Tops',
			lead: 'The longest and most frequent no-scope kills on our Jailbreak servers.',
		},
	},
	{
		path: '/jailbreak/lootbags',
		title: 'Lootbag Stats',
		description: 'Lootbag pickups, rarities and the top pickers on our Jailbreak servers.',
		keywords: ['lootbags', 'rarity', 'leaderboard'],
		intro: {
			eyebrow: 'Jailbreak',
			title: 'Lootbag Stats',
			lead: 'Who picks up the most lootbags, and how rare they are.',
		},
	},
	{
		path: '/jailbreak/poop',
		title: 'Poop Leaderboard',
		auth: 'user',
		noindex: true,
		intro: {
			eyebrow: 'Jailbreak',
			lead: 'The top poopers, the most pooped on, and where it happens most.',
		},
	},
	{
		path: '/docs/api',
		title: 'API Reference',
		description:
			'Every call of the community API: paths, parameters, bodies, answers and auth, from its OpenAPI document.',
		keywords: ['API', 'OpenAPI', 'game server plugin', 'ingest'],
		intro: {
			eyebrow: 'Developers',
			title: 'API Reference',
			lead: 'Every call of the community API.',
		},
	},
	{ path: '/login', title: 'Login', guestOnly: true, noindex: true },
	{ path: '/register', title: 'Register', guestOnly: true, registerMode: true, noindex: true },
	{ path: '/verification', title: 'Verify Your Email', noindex: true },
	{ path: '/verify/[token]', title: 'Email Verification', noindex: true },
	{ path: '/reset-password/[token]', title: 'Reset Password', noindex: true },
	{
		path: '/profile',
		title: 'Profile',
		auth: 'user',
		noindex: true,
		intro: {
			eyebrow: 'Account',
			title: 'Your Profile',
			lead: 'Your account, connected accounts and donations.',
		},
	},
	{ path: '/admin', title: 'Admin', layout: 'admin', auth: 'root', noindex: true },
	{
		path: '/admin/game-servers',
		title: 'Game Servers',
		layout: 'admin',
		auth: 'root',
		noindex: true,
	},
	{
		path: '/admin/templates',
		title: 'Admin Templates',
		layout: 'admin',
		auth: 'root',
		noindex: true,
	},
	{ path: '/admin/groups', title: 'Admin Groups', layout: 'admin', auth: 'root', noindex: true },
	{ path: '/admin/users', title: 'Users', layout: 'admin', auth: 'root', noindex: true },
	{
		path: '/admin/staff',
		title: 'Staff Descriptions',
		layout: 'admin',
		auth: 'root',
		noindex: true,
	},
	{ path: '/admin/audit', title: 'Audit Log', layout: 'admin', auth: 'root', noindex: true },
	{ path: '/admin/donations', title: 'Donations', layout: 'admin', auth: 'root', noindex: true },
	{ path: '/error', title: 'Error', noindex: true },
	{ path: '/404', title: 'Page Not Found', noindex: true },
] as const satisfies readonly RouteEntry[];

/** A path of the route table. */
export type RoutePath = (typeof ROUTES)[number]['path'];

/** Query parameter the shortcuts add to '/': the home page launches that server's game link. */
export const JOIN_PARAM = 'join';

/** Shortcut paths that send a visitor home and launch the game on one server. */
export const GAME_SERVER_SHORTCUTS = {
	'/eu/ttt': 'eu-ttt',
	'/eu/jailbreak': 'eu-jailbreak',
	'/na/ttt': 'na-ttt',
} as const;

/** The route entry for a path of the table. */
export function getRoute(path: RoutePath): RouteEntry {
	const route = ROUTES.find((entry) => entry.path === path);
	if (!route) throw new Error(`No route for ${path}`);
	return route;
}

/** Public, indexable routes without parameters: what the sitemap lists. */
export function getSitemapPaths(): string[] {
	return (ROUTES as readonly RouteEntry[])
		.filter((route) => !route.noindex && !route.auth && !route.path.includes('['))
		.map((route) => route.path);
}
