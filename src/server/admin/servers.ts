import { sql } from 'kysely';
import type { AdminGameServer } from '../../contract/admin';
import type { Region } from '../../contract/common';
import { lockingRows } from '../db/engine-sql';
import type { SiteDb } from '../db/kysely';

/**
 * The region's game servers as the admin area names them. They are the rows of the public
 * server list (`game_servers`): hostname is the server's title, address its host and port.
 */
export function listAdminServers(db: SiteDb, region: Region): Promise<AdminGameServer[]> {
	return db
		.selectFrom('game_servers')
		.select(['id', 'title as hostname', sql<string>`host || ':' || port`.as('address')])
		.where('region', '=', region)
		.orderBy('sort_order')
		.orderBy('id')
		.execute();
}

/**
 * Whether a game server of this id is in the region. Inside a transaction the server's row stays
 * locked until it ends, so it cannot be removed or moved to another region meanwhile.
 */
export async function hasServer(db: SiteDb, region: Region, id: number): Promise<boolean> {
	const query = db
		.selectFrom('game_servers')
		.select('id')
		.where('id', '=', id)
		.where('region', '=', region);
	return (await lockingRows(db, query).executeTakeFirst()) !== undefined;
}
