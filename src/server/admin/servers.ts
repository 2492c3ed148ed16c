import type { Database } from 'better-sqlite3';
import type { AdminGameServer } from '../../contract/admin';
import type { Region } from '../../contract/common';
import { statement } from '../db/statements';

/**
 * The region's game servers as the admin area names them. They are the rows of the public
 * server list (`game_servers`): hostname is the server's title, address its host and port.
 */
export function listAdminServers(db: Database, region: Region): AdminGameServer[] {
	return statement<[Region], AdminGameServer>(
		db,
		`SELECT id, title AS hostname, host || ':' || port AS address
		FROM game_servers WHERE region = ? ORDER BY sort_order, id`,
	).all(region);
}

/** Whether a game server of this id is in the region. */
export function hasServer(db: Database, region: Region, id: number): boolean {
	return (
		statement<[number, Region], { id: number }>(
			db,
			'SELECT id FROM game_servers WHERE id = ? AND region = ?',
		).get(id, region) !== undefined
	);
}
