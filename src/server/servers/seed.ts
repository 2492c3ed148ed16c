import type { ServerMode, ServerRegion } from '../../contract/servers';
import type { SiteDb } from '../db/kysely';
import type { Random } from '../db/random';

/** A game server as the seed writes it. */
interface SeedServer {
	title: string;
	region: ServerRegion;
	mode: ServerMode;
	host: string;
	port: number;
	/** Set only when status queries go to another port than the game's. */
	queryPort?: number;
	img: string;
}

// Documentation address ranges only (RFC 5737), so the demo never points at a real machine. The
// first, second and fourth are the demo profile's game-server shortcuts behind /eu/ttt and friends.
const SERVERS: readonly SeedServer[] = [
	{
		title: 'EU TTT #1 · Classic Maps',
		region: 'eu',
		mode: 'ttt',
		host: '203.0.113.10',
		port: 27015,
		img: '/images/servers/ttt.svg',
	},
	{
		title: 'EU Jailbreak #1 · Custom LRs',
		region: 'eu',
		mode: 'jailbreak',
		host: '203.0.113.11',
		port: 27015,
		img: '/images/servers/jailbreak.svg',
	},
	{
		title: 'EU TTT #2 · Minecraft Maps',
		region: 'eu',
		mode: 'ttt',
		host: '203.0.113.10',
		port: 27016,
		img: '/images/servers/ttt-blocks.svg',
	},
	{
		title: 'NA TTT #1 · Classic Maps',
		region: 'na',
		mode: 'ttt',
		host: '198.51.100.20',
		port: 27015,
		img: '/images/servers/ttt-na.svg',
	},
	{
		title: 'NA Jailbreak #1 · Custom LRs',
		region: 'na',
		mode: 'jailbreak',
		host: '198.51.100.21',
		port: 27015,
		// Behind a game-traffic proxy that answers queries on its own port.
		queryPort: 27115,
		img: '/images/servers/jailbreak-na.svg',
	},
	{
		title: 'NA TTT #2 · Minecraft Maps',
		region: 'na',
		mode: 'ttt',
		host: '198.51.100.20',
		port: 27016,
		img: '/images/servers/ttt-blocks.svg',
	},
];

/** Slot counts the community uses per mode: TTT rounds stay small, Jailbreak needs a crowd. */
const SLOTS: Record<ServerMode, readonly number[]> = {
	ttt: [24, 28, 32],
	jailbreak: [40, 48, 64],
};

/** Inserts the community's game servers, in display order, into an empty `game_servers` table. */
export async function seedGameServers(db: SiteDb, random: Random): Promise<void> {
	await db
		.insertInto('game_servers')
		.values(
			SERVERS.map((server, index) => ({
				title: server.title,
				region: server.region,
				mode: server.mode,
				host: server.host,
				port: server.port,
				query_port: server.queryPort ?? null,
				max_players: random.pick(SLOTS[server.mode]),
				img: server.img,
				// Gaps of ten leave room to slot a server in between without renumbering.
				sort_order: (index + 1) * 10,
			})),
		)
		.execute();
}
