import type { Database } from 'better-sqlite3';
import { cleanPlayerName } from '../../contract/player-name';
import { PLAYER_SEARCH_LIMIT } from '../../contract/players';
import { statement } from '../db/statements';

/** A player of the directory: id and newest name. */
export interface PlayerName {
	steamId: string;
	name: string;
}

/** A player of a page: the name it shows, and whether a game server reported them. */
export interface FoundPlayer extends PlayerName {
	/** False for a player only an account of the site linked. */
	reported: boolean;
}

/** The player of an id as the game servers reported them. */
export const FIND_PLAYER_SQL = 'SELECT steamid AS steamId, name FROM players WHERE steamid = ?';
/** The Steam account an account of the site linked, with its Steam name at the time. */
export const FIND_LINKED_SQL = `SELECT steam_id AS steamId, steam_username AS name
	FROM accounts WHERE steam_id = ?`;
/** The Steam profile name the live Steam look-up answered for the id. */
export const STEAM_NAME_SQL = 'SELECT name FROM steam_profiles WHERE steamid = ?';

/** Players whose id starts with the digits, in id order: one range of the primary key. */
export const SEARCH_BY_ID_SQL = `SELECT steamid AS steamId, name FROM players
	WHERE steamid >= :from AND steamid < :to ORDER BY steamid LIMIT :limit`;
/** Players whose name starts with the text (ASCII letters in any case): one range of the index. */
export const SEARCH_BY_NAME_SQL = `SELECT steamid AS steamId, name FROM players
	WHERE search_name >= :from AND search_name < :to ORDER BY search_name, steamid LIMIT :limit`;

/**
 * A player the game servers reported, or whose Steam account an account of the site linked. The
 * name is Steam's own where the site knows it (the live Steam look-up, else the linked account),
 * since a game server only passes on what its client says; else the reporting server's. Hidden
 * characters are dropped from whichever it is (names stored before they were refused).
 */
export function findPlayer(db: Database, steamId: string): FoundPlayer | undefined {
	const reported = statement<[string], PlayerName>(db, FIND_PLAYER_SQL).get(steamId);
	const linked = statement<[string], { name: string | null }>(db, FIND_LINKED_SQL).get(steamId);
	if (!reported && !linked) return undefined;
	const steam = statement<[string], { name: string | null }>(db, STEAM_NAME_SQL).get(steamId);
	const name = [steam?.name, linked?.name, reported?.name]
		.map((candidate) => cleanPlayerName(candidate ?? ''))
		.find((candidate) => candidate !== '');
	return { steamId, name: name ?? steamId, reported: reported !== undefined };
}

/** The name folded as `players.search_name` is: ASCII letters in lower case, as SQLite's lower(). */
export function foldName(text: string): string {
	return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/** The bounds of every text that starts with `prefix`, for a range of an index. */
export function prefixRange(prefix: string): { from: string; to: string } {
	// U+10FFFF is the largest code point: UTF-8 text starting with the prefix sorts below this.
	return { from: prefix, to: `${prefix}\u{10FFFF}` };
}

/**
 * Players by the start of their SteamID (digits) or name, best first: ids matching the digits,
 * then names; at most PLAYER_SEARCH_LIMIT.
 */
export function searchPlayers(db: Database, search: string): PlayerName[] {
	const found = new Map<string, PlayerName>();
	const limit = PLAYER_SEARCH_LIMIT;
	if (/^\d+$/.test(search)) {
		const rows = statement<[object], PlayerName>(db, SEARCH_BY_ID_SQL).all({
			...prefixRange(search),
			limit,
		});
		for (const row of rows) found.set(row.steamId, row);
	}
	if (found.size < limit) {
		const rows = statement<[object], PlayerName>(db, SEARCH_BY_NAME_SQL).all({
			...prefixRange(foldName(search)),
			limit,
		});
		for (const row of rows) if (found.size < limit) found.set(row.steamId, row);
	}
	return [...found.values()];
}
