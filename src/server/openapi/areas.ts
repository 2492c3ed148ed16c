/** The areas of the API reference, in the order it shows them, and the paths each holds. */
export const API_AREAS = [
	{
		name: 'Health',
		description:
			'Whether the API and its database serve, how each live part fares, and the Prometheus metrics.',
		prefixes: ['/api/health', '/api/metrics'],
	},
	{
		name: 'Accounts',
		description: 'Register, log in, verify the e-mail address, reset and change the password.',
		prefixes: ['/api/auth'],
	},
	{
		name: 'Account links',
		description: 'Link a Discord or Steam account to the signed-in account, and unlink it.',
		prefixes: ['/api/auth/discord', '/api/auth/steam', '/api/auth/unlink-'],
	},
	{
		name: 'Game servers',
		description: "The server list with live player counts, and each server's history.",
		prefixes: ['/api/servers'],
	},
	{
		name: 'TTT',
		description: 'Round history, round timelines and the egg hunt.',
		prefixes: ['/api/ttt'],
	},
	{
		name: 'Jailbreak',
		description: 'No-scope, poop and loot bag leaderboards.',
		prefixes: ['/api/jailbreak'],
	},
	{
		name: 'Players',
		description:
			"Player pages: a player's figures across both games, avatars, and the player search.",
		prefixes: ['/api/players'],
	},
	{
		name: 'Game server ingest',
		description:
			'Calls of the game servers, with their ingest key: uploads, and the admin configs that apply to them.',
		prefixes: ['/api/ingest'],
	},
	{
		name: 'Admin',
		description: 'Game admins, groups and flags per region; root accounts only.',
		prefixes: ['/api/game-'],
	},
	{
		name: 'Moderation',
		description:
			'Accounts (search, disable, role), staff descriptions, and the audit log and donations to read; root accounts only.',
		prefixes: ['/api/admin'],
	},
	{
		name: 'Community',
		description: 'Discord members, events and team roles.',
		prefixes: ['/api/guild', '/api/role-users'],
	},
	{
		name: 'Donations',
		description: "Donation goals, top supporters and an account's own donations; Stripe checkout.",
		prefixes: ['/api/donations', '/api/payments'],
	},
	{ name: 'Reference', description: 'This document.', prefixes: ['/api/openapi.json'] },
	{ name: 'Demo', description: 'Parts of the demo only: the mail outbox.', prefixes: ['/api/dev'] },
] as const;

/** One area of the reference. */
type ApiArea = (typeof API_AREAS)[number];

/** The area a path belongs to: the one with the longest matching prefix. */
export function areaOf(path: string): ApiArea {
	let best: ApiArea | undefined;
	let length = -1;
	for (const area of API_AREAS) {
		for (const prefix of area.prefixes) {
			if (path.startsWith(prefix) && prefix.length > length) {
				best = area;
				length = prefix.length;
			}
		}
	}
	if (!best) throw new Error(`No area of the API reference holds ${path}: add it to API_AREAS`);
	return best;
}
