import {
	FLAG_NAME_PATTERN,
	IMMUNITY_MAX,
	IMMUNITY_MIN,
	ROOT_FLAG,
	STAFF_FLAG,
	ADMIN_MESSAGES,
	isDeletableConfigId,
	type GameAdminConfig,
	type GameGroup,
} from '../../contract/admin';
import { isIndividualSteamId } from '../../contract/steam-id';
import { errorMessage } from '../../lib/api';

/** One player with every configuration they hold in a region. */
export interface PlayerAdmins {
	steamId: string;
	name: string;
	configs: GameAdminConfig[];
}

/** Groups configs by SteamID; players by name (then SteamID), configs by id. */
export function groupByPlayer(configs: readonly GameAdminConfig[]): PlayerAdmins[] {
	const players = new Map<string, PlayerAdmins>();
	for (const config of configs) {
		const player = players.get(config.player_steamid);
		if (player) {
			player.configs.push(config);
			if (!player.name && config.player_name) player.name = config.player_name;
		} else {
			players.set(config.player_steamid, {
				steamId: config.player_steamid,
				name: config.player_name,
				configs: [config],
			});
		}
	}
	const list = [...players.values()];
	for (const player of list) player.configs.sort((a, b) => a.id - b.id);
	return list.sort(
		(a, b) =>
			a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
			a.steamId.localeCompare(b.steamId),
	);
}

/** A config's flags: its group's when it has one, else its own. */
function effectiveFlags(config: GameAdminConfig, groups: readonly GameGroup[]): string[] {
	if (config.group_id === null) return config.flags;
	return groups.find((group) => group.id === config.group_id)?.flags ?? [];
}

/** Whether any of a player's configs carries the flag, directly or through a group. */
function playerHasFlag(player: PlayerAdmins, groups: readonly GameGroup[], flag: string): boolean {
	return player.configs.some((config) => effectiveFlags(config, groups).includes(flag));
}

/** The admin counts of a region: players, and those with the root or staff flag. */
export function countAdmins(players: readonly PlayerAdmins[], groups: readonly GameGroup[]) {
	return {
		total: players.length,
		root: players.filter((player) => playerHasFlag(player, groups, ROOT_FLAG)).length,
		staff: players.filter((player) => playerHasFlag(player, groups, STAFF_FLAG)).length,
	};
}

/** Server filter: any, only all-server configs, or one server (which all-server configs cover). */
export type ServerFilter = 'any' | 'all' | number;
/** Group filter: any, custom flags, or one group. */
export type GroupFilter = 'any' | 'custom' | number;

/** What the list is narrowed to. */
export interface AdminFilters {
	search: string;
	server: ServerFilter;
	group: GroupFilter;
}

function matchesServer(config: GameAdminConfig, filter: ServerFilter): boolean {
	if (filter === 'any') return true;
	if (filter === 'all') return config.server_id === null;
	return config.server_id === filter || config.server_id === null;
}

function matchesGroup(config: GameAdminConfig, filter: GroupFilter): boolean {
	if (filter === 'any') return true;
	if (filter === 'custom') return config.group_id === null;
	return config.group_id === filter;
}

/**
 * Players whose name or SteamID holds the search (any case) and who have one config that
 * passes both the server and the group filter.
 */
export function filterPlayers(
	players: readonly PlayerAdmins[],
	{ search, server, group }: AdminFilters,
): PlayerAdmins[] {
	const needle = search.trim().toLowerCase();
	return players.filter(
		(player) =>
			(!needle ||
				player.steamId.includes(needle) ||
				player.configs.some((config) => config.player_name.toLowerCase().includes(needle))) &&
			player.configs.some((config) => matchesServer(config, server) && matchesGroup(config, group)),
	);
}

/** The config ids Delete All removes: the protected 0, 1 and 3 are skipped. */
export function deletableIds(player: PlayerAdmins): number[] {
	return player.configs.map((config) => config.id).filter(isDeletableConfigId);
}

/** Why a custom flag cannot be added, or null when it can (duplicates are handled apart). */
export function checkFlagName(name: string): string | null {
	const flag = name.trim();
	if (!flag) return ADMIN_MESSAGES.flagNameRequired;
	if (!FLAG_NAME_PATTERN.test(flag)) return ADMIN_MESSAGES.flagNameInvalid;
	return null;
}

/** Whether an immunity value is a whole number in 0-100. */
export function isValidImmunity(value: number): boolean {
	return Number.isInteger(value) && value >= IMMUNITY_MIN && value <= IMMUNITY_MAX;
}

/** Why a SteamID cannot be saved, or null. */
export function checkSteamId(steamId: string): string | null {
	const value = steamId.trim();
	if (!value) return ADMIN_MESSAGES.steamIdRequired;
	if (!isIndividualSteamId(value)) return ADMIN_MESSAGES.steamIdInvalid;
	return null;
}

/** Adds a flag unless it is already there; answers the same list when it is. */
export function addFlag(flags: readonly string[], flag: string): string[] {
	return flags.includes(flag) ? [...flags] : [...flags, flag];
}

/** The options of a flag picker: the region's flags, then any selected one it lacks. */
export function flagOptions(known: readonly string[], selected: readonly string[]): string[] {
	return [...known, ...selected.filter((flag) => !known.includes(flag))];
}

/** The message of a failed group call: the fixed words plus the server's, when it sent any. */
export function withServerText(prefix: string, error: unknown): string {
	const text = errorMessage(error, '');
	return text ? `${prefix}: ${text}` : prefix;
}

/** How many pages `total` rows fill at `pageSize` a page (at least one). */
export function pageCount(total: number, pageSize: number): number {
	return Math.max(1, Math.ceil(total / pageSize));
}
