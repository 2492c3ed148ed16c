import type { PlayerProfileWire } from '../../contract/players';
import { donatorStatus } from '../donations/queries';
import type { SiteDb } from '../db/kysely';
import { findPlayer } from './directory';
import { readEggCount, readJailbreakFigures, readPoopFigures, readTttFigures } from './figures';

/**
 * The account of the site that linked a Steam account (the column is unique, so indexed;
 * exported for the query-plan tests).
 */
export function linkedAccountQuery(db: SiteDb, steamId: string) {
	return db.selectFrom('accounts').select('id').where('steam_id', '=', steamId);
}

/** Who may see what: Poop figures are for members only, as the Poop page. */
interface ProfileViewer {
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
export async function readPlayerProfile(
	db: SiteDb,
	steamId: string,
	viewer: ProfileViewer,
	now = new Date(),
): Promise<Omit<PlayerProfileWire, 'avatar'> | undefined> {
	// Every read but the donator status is independent of the others: sent together, the page
	// costs about two round trips to PostgreSQL instead of one per read. The linked account is
	// read whether or not the servers reported the player, and used only when they did.
	const [player, linkedRow, ttt, jailbreak, eggs, poop] = await Promise.all([
		findPlayer(db, steamId),
		linkedAccountQuery(db, steamId).executeTakeFirst(),
		readTttFigures(db, steamId),
		readJailbreakFigures(db, steamId),
		readEggCount(db, steamId),
		viewer.member ? readPoopFigures(db, steamId) : undefined,
	]);
	if (!player) return undefined;
	const linked = player.reported ? linkedRow : undefined;
	const status = linked ? await donatorStatus(db, linked.id, now) : null;
	return {
		steamId: player.steamId,
		name: player.name,
		donator: status && linked?.id !== viewer.accountId ? { ...status, expiryDate: null } : status,
		ttt,
		jailbreak,
		eggs,
		...(poop ? { poop } : {}),
	};
}
