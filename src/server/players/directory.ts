import { cleanPlayerName } from '../../contract/player-name';
import { PLAYER_SEARCH_LIMIT } from '../../contract/players';
import type { SiteDb } from '../db/kysely';

/** A player of the directory: id and newest name. */
interface PlayerName {
	steamId: string;
	name: string;
}

/** A player of a page: the name it shows, and whether a game server reported them. */
interface FoundPlayer extends PlayerName {
	/** False for a player only an account of the site linked. */
	reported: boolean;
}

/**
 * The look-ups of a player by id (exported for the query-plan tests), each one key: the player
 * as the game servers reported them, the Steam account an account of the site linked (with its
 * Steam name at the time), and the Steam profile name the live Steam look-up answered.
 */
export function playerLookups(db: SiteDb, steamId: string) {
	return {
		reported: db
			.selectFrom('players')
			.select(['steamid as steamId', 'name'])
			.where('steamid', '=', steamId),
		linked: db
			.selectFrom('accounts')
			.select(['steam_id as steamId', 'steam_username as name'])
			.where('steam_id', '=', steamId),
		steam: db.selectFrom('steam_profiles').select('name').where('steamid', '=', steamId),
	};
}

/**
 * A player the game servers reported, or whose Steam account an account of the site linked. The
 * name is Steam's own where the site knows it (the live Steam look-up, else the linked account),
 * since a game server only passes on what its client says; else the reporting server's. Hidden
 * characters are dropped from whichever it is (names stored before they were refused).
 */
export async function findPlayer(db: SiteDb, steamId: string): Promise<FoundPlayer | undefined> {
	const lookups = playerLookups(db, steamId);
	// Asked together, one round trip: the Steam name is read even for a player not found.
	const [reported, linked, steam] = await Promise.all([
		lookups.reported.executeTakeFirst(),
		lookups.linked.executeTakeFirst(),
		lookups.steam.executeTakeFirst(),
	]);
	if (!reported && !linked) return undefined;
	const name = [steam?.name, linked?.name, reported?.name]
		.map((candidate) => cleanPlayerName(candidate ?? ''))
		.find((candidate) => candidate !== '');
	return { steamId, name: name ?? steamId, reported: reported !== undefined };
}

/** The name folded as `players.search_name` is: ASCII letters in lower case, as SQL's lower(). */
export function foldName(text: string): string {
	return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/** The bounds of every text that starts with `prefix`, for a range of an index. */
export function prefixRange(prefix: string): { from: string; to: string } {
	// U+10FFFF is the largest code point: UTF-8 text starting with the prefix sorts below this
	// (byte order, which both engines compare the directory's text columns in).
	return { from: prefix, to: `${prefix}\u{10FFFF}` };
}

/** Players whose id starts with the digits, in id order: one range of the primary key. */
export function searchByIdQuery(db: SiteDb, digits: string, limit = PLAYER_SEARCH_LIMIT) {
	const { from, to } = prefixRange(digits);
	return db
		.selectFrom('players')
		.select(['steamid as steamId', 'name'])
		.where('steamid', '>=', from)
		.where('steamid', '<', to)
		.orderBy('steamid')
		.limit(limit);
}

/** Players whose name starts with the text (ASCII letters in any case): one range of the index. */
export function searchByNameQuery(db: SiteDb, text: string, limit = PLAYER_SEARCH_LIMIT) {
	const { from, to } = prefixRange(foldName(text));
	return db
		.selectFrom('players')
		.select(['steamid as steamId', 'name'])
		.where('search_name', '>=', from)
		.where('search_name', '<', to)
		.orderBy('search_name')
		.orderBy('steamid')
		.limit(limit);
}

/**
 * Players by the start of their SteamID (digits) or name, best first: ids matching the digits,
 * then names; at most PLAYER_SEARCH_LIMIT.
 */
export async function searchPlayers(db: SiteDb, search: string): Promise<PlayerName[]> {
	const found = new Map<string, PlayerName>();
	const limit = PLAYER_SEARCH_LIMIT;
	if (/^\d+$/.test(search)) {
		for (const row of await searchByIdQuery(db, search).execute()) found.set(row.steamId, row);
	}
	if (found.size < limit) {
		for (const row of await searchByNameQuery(db, search).execute()) {
			if (found.size < limit) found.set(row.steamId, row);
		}
	}
	return [...found.values()];
}
