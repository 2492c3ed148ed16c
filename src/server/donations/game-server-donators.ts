import type { Database } from 'better-sqlite3';
import { DONATOR_TIER, type GameServerDonatorsWire } from '../../contract/game-server-donators';
import { statement } from '../db/statements';

/**
 * The Donators whose time runs at `now` and whose account is linked to Steam, by SteamID64 in
 * ascending order, so the same Donators always give the same document (and the same ETag).
 */
export function listGameServerDonators(db: Database, now = new Date()): GameServerDonatorsWire {
	const rows = statement<[string], { steam_id: string; expires_at: string }>(
		db,
		`SELECT accounts.steam_id, donator_status.expires_at
		FROM donator_status JOIN accounts ON accounts.id = donator_status.account_id
		WHERE accounts.steam_id IS NOT NULL AND donator_status.expires_at > ?
		ORDER BY accounts.steam_id`,
	).all(now.toISOString());
	return Object.fromEntries(
		rows.map((row) => [row.steam_id, { tier: DONATOR_TIER, expiresAt: row.expires_at }]),
	);
}
