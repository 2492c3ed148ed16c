import type { Server, ServerMode, ServerRegion } from '../../contract/servers';
import type { SiteDb } from '../db/kysely';
import type { ServerAddress, ServerStatusSource } from './status';

/** A row of `game_servers`. */
export interface GameServerRow {
	id: number;
	title: string;
	region: ServerRegion;
	mode: ServerMode;
	host: string;
	port: number;
	query_port: number | null;
	max_players: number;
	img: string;
	sort_order: number;
}

/** What the status source needs to know of a server row. */
export function toServerAddress(row: GameServerRow): ServerAddress {
	return {
		id: row.id,
		host: row.host,
		port: row.query_port ?? row.port,
		maxPlayers: row.max_players,
		region: row.region,
		mode: row.mode,
	};
}

/** Every game server in display order, with the status source's counts merged in. */
export async function listGameServers(db: SiteDb, status: ServerStatusSource): Promise<Server[]> {
	const rows = (await db
		.selectFrom('game_servers')
		.selectAll()
		.orderBy('sort_order')
		.orderBy('id')
		.execute()) as GameServerRow[];
	const statuses = await status.getStatus(rows.map(toServerAddress));
	return rows.map((row) => {
		const live = statuses.get(row.id) ?? { players: 0, online: false };
		return {
			id: row.id,
			title: row.title,
			img: row.img,
			host: row.host,
			port: row.port,
			players: live.players,
			// The server's own slot count wins: it may have changed since the table was written.
			maxPlayers: live.maxPlayers ?? row.max_players,
			online: live.online,
			region: row.region,
			mode: row.mode,
			...(live.map && { map: live.map }),
		};
	});
}
