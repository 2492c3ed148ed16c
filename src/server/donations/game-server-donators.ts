import { DONATOR_TIER, type GameServerDonatorsWire } from '../../contract/game-server-donators';
import type { NotNull } from 'kysely';
import type { SiteDb } from '../db/kysely';

/**
 * The Donators whose time runs at `now` and whose account is linked to Steam, by SteamID64 in
 * ascending order, so the same Donators always give the same document (and the same ETag).
 */
export async function listGameServerDonators(
	db: SiteDb,
	now = new Date(),
): Promise<GameServerDonatorsWire> {
	const rows = await db
		.selectFrom('donator_status')
		.innerJoin('accounts', 'accounts.id', 'donator_status.account_id')
		.select(['accounts.steam_id', 'donator_status.expires_at'])
		.where('accounts.steam_id', 'is not', null)
		.$narrowType<{ steam_id: NotNull }>()
		.where('donator_status.expires_at', '>', now.toISOString())
		.orderBy('accounts.steam_id')
		.execute();
	return Object.fromEntries(
		rows.map((row) => [row.steam_id, { tier: DONATOR_TIER, expiresAt: row.expires_at }]),
	);
}
