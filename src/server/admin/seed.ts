import type { Insertable } from 'kysely';
import { formatFlagList, REGIONS, type Region } from '../../contract/admin';
import type { SiteDb } from '../db/kysely';
import type { Random } from '../db/random';
import type { GameAdmins } from '../db/schema';

/** SourceMod's admin flag letters (reservation, generic, kick, ban ... root), then custom ones. */
const SOURCEMOD_FLAGS = [
	'a',
	'b',
	'c',
	'd',
	'e',
	'f',
	'g',
	'h',
	'i',
	'j',
	'k',
	'l',
	'm',
	'n',
	'z',
] as const;
const CUSTOM_FLAGS = ['root', 'staff', 'vip'] as const;

/** The groups every region starts with: name, immunity and flags. */
const GROUPS: readonly { name: string; immunity: number; flags: readonly string[] }[] = [
	{ name: 'Root', immunity: 100, flags: ['z', 'root'] },
	{
		name: 'Staff',
		immunity: 90,
		flags: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'j', 'k', 'l', 'staff'],
	},
	{ name: 'Senior Admin', immunity: 80, flags: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'j', 'k', 'l'] },
	{ name: 'Admin', immunity: 70, flags: ['a', 'b', 'c', 'd', 'f', 'g', 'j', 'k'] },
	{ name: 'Moderator', immunity: 50, flags: ['a', 'b', 'c', 'f', 'j'] },
	{ name: 'VIP', immunity: 10, flags: ['a', 'vip'] },
];

const PLAYER_NAMES = [
	'Kestrel',
	'Marauder',
	'Bytewolf',
	'Nightjar',
	'Quietfox',
	'Ironclad',
	'Vesper',
	'Halcyon',
	'Tundra',
	'Rookie Rex',
	'Sable',
	'Cinder',
	'Mistral',
	'Pike',
	'Orbit',
	'Juniper',
	'Grit',
	'Lumen',
	'Falconer',
	'Wraith',
	'Nomad',
	'Ember',
	'Zephyr',
	'Basalt',
	'Kodiak',
	'Solace',
	'Quill',
	'Talon',
	'Rune',
	'Fathom',
	'Drift',
	'Vanta',
	'Copperhead',
	'Lynx',
];

/** Players per region and the fewest configs a region gets. */
const PLAYERS_PER_REGION = 17;
const MIN_CONFIGS_PER_REGION = 32;

interface SeedContext {
	random: Random;
	region: Region;
	servers: number[];
	groups: number[];
	/** The rows made so far, written together at the end. */
	rows: Insertable<GameAdmins>[];
}

function addConfig(
	{ region, rows }: SeedContext,
	config: {
		id?: number;
		steamId: string;
		name: string;
		immunity: number;
		serverId: number | null;
		groupId: number | null;
		flags: readonly string[];
		created: Date;
	},
): void {
	rows.push({
		...(config.id !== undefined && { id: config.id }),
		region,
		player_steamid: config.steamId,
		player_name: config.name,
		immunity: config.immunity,
		server_id: config.serverId,
		group_id: config.groupId,
		flags: config.groupId === null ? formatFlagList(config.flags) : '',
		created: config.created.toISOString(),
	});
}

/** A random config of the given kind: all servers or one, a group or custom flags. */
function makeConfig(context: SeedContext, kind: number) {
	const { random, servers, groups } = context;
	const allServers = kind % 3 === 0 || servers.length === 0;
	const custom = kind % 3 === 1;
	const letters = random.shuffle(SOURCEMOD_FLAGS.slice(0, 14)).slice(0, random.intBetween(2, 6));
	const extra = random.next() < 0.4 ? [random.pick(CUSTOM_FLAGS)] : [];
	return {
		serverId: allServers ? null : random.pick(servers),
		groupId: custom ? null : random.pick(groups.slice(1)),
		flags: [...letters.sort(), ...extra],
		immunity: random.intBetween(1, 19) * 5,
		created: random.dateBetween(new Date('2023-02-01T00:00:00Z'), new Date('2025-05-01T00:00:00Z')),
	};
}

function makeSteamId(random: Random, taken: Set<string>): string {
	let id: string;
	do id = `76561198${random.makeDigits(9)}`;
	while (taken.has(id));
	taken.add(id);
	return id;
}

/**
 * Reference data of the admin area, in every mode: per region SourceMod's flags plus root, staff
 * and vip (the admin counts read root and staff), and six standard groups to assign admins to.
 */
export async function seedAdminReference(db: SiteDb): Promise<void> {
	await db
		.insertInto('game_flags')
		.values(
			REGIONS.flatMap((region) =>
				[...SOURCEMOD_FLAGS, ...CUSTOM_FLAGS].map((name, index) => ({
					region,
					name,
					sort_order: index + 1,
				})),
			),
		)
		.execute();
	// Region by region, so the groups' ids run as they always did (EU's first).
	await db
		.insertInto('game_groups')
		.values(
			REGIONS.flatMap((region) =>
				GROUPS.map((entry) => ({
					region,
					name: entry.name,
					immunity: entry.immunity,
					flags: formatFlagList(entry.flags),
				})),
			),
		)
		.execute();
}

async function readServerIds(db: SiteDb, region: Region): Promise<number[]> {
	const rows = await db
		.selectFrom('game_servers')
		.select('id')
		.where('region', '=', region)
		.orderBy('sort_order')
		.orderBy('id')
		.execute();
	return rows.map((row) => row.id);
}

async function readGroupIds(db: SiteDb, region: Region): Promise<number[]> {
	const rows = await db
		.selectFrom('game_groups')
		.select('id')
		.where('region', '=', region)
		.orderBy('id')
		.execute();
	return rows.map((row) => row.id);
}

/**
 * The demo's game admins, per region: 17 players with 32 or more configs over the region's game
 * servers and groups. Ids 0 and 1 (EU) and 2 and 3 (NA) are the protected configs of each
 * region's owner.
 */
export async function seedDemoAdmins(db: SiteDb, random: Random): Promise<void> {
	const steamIds = new Set<string>();
	const contexts: SeedContext[] = [];
	for (const region of REGIONS) {
		const servers = await readServerIds(db, region);
		const groups = await readGroupIds(db, region);
		contexts.push({ random, region, servers, groups, rows: [] });
	}

	// Each region's owner holds two protected configs (ids first, so later rows count from 4):
	// the Root group on every server, and custom root flags on the first server.
	const founded = new Date('2023-01-04T09:00:00Z');
	const owners = [
		{ name: 'Nova', ids: [0, 1] },
		{ name: 'Atlas', ids: [2, 3] },
	];
	contexts.forEach((context, index) => {
		const { name, ids } = owners[index]!;
		const owner = { steamId: makeSteamId(random, steamIds), name, immunity: 100, created: founded };
		addConfig(context, {
			...owner,
			id: ids[0],
			serverId: null,
			groupId: context.groups[0]!,
			flags: [],
		});
		addConfig(context, {
			...owner,
			id: ids[1],
			serverId: context.servers[0] ?? null,
			groupId: null,
			flags: ['z', 'root', 'staff'],
		});
	});

	for (const context of contexts) {
		const players = random
			.shuffle(PLAYER_NAMES)
			.slice(0, PLAYERS_PER_REGION - 1)
			.map((name) => ({ name, steamId: makeSteamId(random, steamIds) }));
		let count = 2;
		let kind = 0;
		const add = (player: { name: string; steamId: string }) => {
			addConfig(context, { ...player, ...makeConfig(context, kind++) });
			count++;
		};
		for (const player of players) {
			const configs = random.intBetween(1, 2);
			for (let i = 0; i < configs; i++) add(player);
		}
		// Top up to the minimum, a further config for the first players in turn.
		for (let index = 0; count < MIN_CONFIGS_PER_REGION; index++) {
			add(players[index % players.length]!);
		}
	}

	// The protected configs with their own ids first, then the rest in the order made, so the
	// rest are numbered from 4 on as they always were.
	const rows = contexts.flatMap((context) => context.rows);
	await db
		.insertInto('game_admins')
		.values(rows.filter((row) => row.id !== undefined))
		.execute();
	await db
		.insertInto('game_admins')
		.values(rows.filter((row) => row.id === undefined))
		.execute();
}
