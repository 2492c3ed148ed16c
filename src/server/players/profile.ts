import type { Database } from 'better-sqlite3';
import type { PlayerProfileWire } from '../../contract/players';
import { donatorStatusOnSqlite } from '../donations/queries';
import { statement } from '../db/statements';
import { findPlayer } from './directory';
import { readEggCount, readJailbreakFigures, readPoopFigures, readTttFigures } from './figures';

/** The account of the site that linked a Steam account (the column is unique, so indexed). */
export const LINKED_ACCOUNT_SQL = 'SELECT id FROM accounts WHERE steam_id = ?';

/** Who may see what: Poop figures are for members only, as the Poop page. */
export interface ProfileViewer {
	member: boolean;
	/** The viewer's account, when signed in: the only one that sees its own Donator expiry. */
	accountId?: number;
}

/**
 * A player's page data without the avatar, or undefined for a player nobody reported or linked.
 * Donator status only for a player the game servers reported whose Steam account an account
 * linked (a page of a linked account alone would tell anyone that a SteamID is a member's), and
 * its expiry only to that member; Poop figures only for a member.
 */
export function readPlayerProfile(
	db: Database,
	steamId: string,
	viewer: ProfileViewer,
	now = new Date(),
): Omit<PlayerProfileWire, 'avatar'> | undefined {
	const player = findPlayer(db, steamId);
	if (!player) return undefined;
	const linked = player.reported
		? statement<[string], { id: number }>(db, LINKED_ACCOUNT_SQL).get(steamId)
		: undefined;
	const status = linked ? donatorStatusOnSqlite(db, linked.id, now) : null;
	return {
		steamId: player.steamId,
		name: player.name,
		donator: status && linked?.id !== viewer.accountId ? { ...status, expiryDate: null } : status,
		ttt: readTttFigures(db, steamId),
		jailbreak: readJailbreakFigures(db, steamId),
		eggs: readEggCount(db, steamId),
		...(viewer.member ? { poop: readPoopFigures(db, steamId) } : {}),
	};
}
