import type { Database } from 'better-sqlite3';
import { PLAYER_SEARCH_LIMIT } from '../../contract/players';
import { statement } from '../db/statements';

/** A player of the directory: id and newest name. */
export interface PlayerName {
	steamId: string;
	name: string;
}

/** The player of an id: the directory's newest name, else the name of the Steam account linked. */
export const FIND_PLAYER_SQL = 'SELECT steamid AS steamId, name FROM players WHERE steamid = ?';
export const FIND_LINKED_SQL = `SELECT steam_id AS steamId, COALESCE(steam_username, steam_id) AS name
	FROM accounts WHERE steam_id = ?`;

/** Players whose id starts with the digits, in id order: one range of the primary key. */
export const SEARCH_BY_ID_SQL = `SELECT steamid AS steamId, name FROM players
	WHERE steamid >= :from AND steamid < :to ORDER BY steamid LIMIT :limit`;
/** Players whose name starts with the text (ASCII letters in any case): one range of the index. */
export const SEARCH_BY_NAME_SQL = `SELECT steamid AS steamId, name FROM players
	WHERE search_name >= :from AND search_name < :to ORDER BY search_name, steamid LIMIT :limit`;

/** A player the game servers reported, or whose Steam account an account of the site linked. */
export function findPlayer(db: Database, steamId: string): PlayerName | undefined {
	return (
		statement<[string], PlayerName>(db, FIND_PLAYER_SQL).get(steamId) ??
		statement<[string], PlayerName>(db, FIND_LINKED_SQL).get(steamId)
	);
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
