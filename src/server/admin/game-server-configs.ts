import { parseFlagList } from '../../contract/admin';
import type { Region } from '../../contract/common';
import {
	toCssFlag,
	toCssGroup,
	type CssAdminGroupsWire,
	type CssAdminsWire,
} from '../../contract/game-server-admins';
import type { SiteDb } from '../db/kysely';

interface AppliedConfigRow {
	player_steamid: string;
	player_name: string;
	immunity: number;
	flags: string;
	group_name: string | null;
}

/** One player's configs merged: flags and groups united, the highest immunity. */
interface MergedAdmin {
	name: string;
	identity: string;
	flags: Set<string>;
	groups: Set<string>;
	immunity: number;
}

const sorted = (values: Set<string>) => [...values].sort();

function mergeByPlayer(rows: readonly AppliedConfigRow[]): MergedAdmin[] {
	const players = new Map<string, MergedAdmin>();
	for (const row of rows) {
		let admin = players.get(row.player_steamid);
		if (!admin) {
			admin = {
				name: row.player_name.trim(),
				identity: row.player_steamid,
				flags: new Set(),
				groups: new Set(),
				immunity: row.immunity,
			};
			players.set(row.player_steamid, admin);
		}
		for (const flag of parseFlagList(row.flags)) admin.flags.add(toCssFlag(flag));
		if (row.group_name !== null) admin.groups.add(toCssGroup(row.group_name));
		admin.immunity = Math.max(admin.immunity, row.immunity);
	}
	return [...players.values()];
}

/**
 * Each admin's key, unique by construction (CounterStrikeSharp keys admins by name, so a repeated
 * key would silently drop an admin): the name when no other admin of the file has it, else
 * `<name> (<SteamID64>)`, the SteamID64 alone for an empty name, and where even that is some
 * other admin's name, a number is added until the key is free. Names that are unique keep their
 * key first, so that an admin's key changes only when theirs collides.
 */
function keyAdmins(admins: readonly MergedAdmin[]): [string, MergedAdmin][] {
	const sharing = new Map<string, number>();
	for (const { name } of admins) sharing.set(name, (sharing.get(name) ?? 0) + 1);
	const ownName = (admin: MergedAdmin) => admin.name !== '' && sharing.get(admin.name) === 1;
	const taken = new Set(admins.filter(ownName).map((admin) => admin.name));
	return admins.map((admin): [string, MergedAdmin] => {
		if (ownName(admin)) return [admin.name, admin];
		const wanted = admin.name === '' ? admin.identity : `${admin.name} (${admin.identity})`;
		let key = taken.has(wanted) ? admin.identity : wanted;
		for (let n = 2; taken.has(key); n += 1) key = `${admin.identity} (${n})`;
		taken.add(key);
		return [key, admin];
	});
}

/**
 * CounterStrikeSharp's `admins.json` for one server: every player with a config on that server
 * or on all servers of its region, one entry each, keys in order so equal data gives
 * equal bytes (and the same ETag).
 */
export async function buildCssAdmins(
	db: SiteDb,
	server: { id: number; region: Region },
): Promise<CssAdminsWire> {
	const rows: AppliedConfigRow[] = await db
		.selectFrom('game_admins as a')
		.leftJoin('game_groups as g', 'g.id', 'a.group_id')
		.select(['a.player_steamid', 'a.player_name', 'a.immunity', 'a.flags', 'g.name as group_name'])
		.where('a.region', '=', server.region)
		.where((eb) => eb.or([eb('a.server_id', 'is', null), eb('a.server_id', '=', server.id)]))
		.orderBy('a.player_steamid')
		.orderBy('a.id')
		.execute();
	const keyed = keyAdmins(mergeByPlayer(rows)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
	return Object.fromEntries(
		keyed.map(([key, admin]) => [
			key,
			{
				identity: admin.identity,
				flags: sorted(admin.flags),
				immunity: admin.immunity,
				groups: sorted(admin.groups),
			},
		]),
	);
}

/** CounterStrikeSharp's `admin_groups.json` for a region: every group, keyed `#<name>`. */
export async function buildCssAdminGroups(db: SiteDb, region: Region): Promise<CssAdminGroupsWire> {
	// Names sort without case on both engines (NOCASE on SQLite, citext on PostgreSQL).
	const rows = await db
		.selectFrom('game_groups')
		.select(['name', 'immunity', 'flags'])
		.where('region', '=', region)
		.orderBy('name')
		.orderBy('id')
		.execute();
	return Object.fromEntries(
		rows.map((row) => [
			toCssGroup(row.name),
			{
				flags: [...new Set(parseFlagList(row.flags).map(toCssFlag))].sort(),
				immunity: row.immunity,
			},
		]),
	);
}
