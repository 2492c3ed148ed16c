// The port of the game server status: the demo and live sources both implement it.
import type { ServerMode, ServerRegion } from '@/contract/servers';

/** Where a game server answers status queries, and its slot count from the server table. */
export interface ServerAddress {
	id: number;
	host: string;
	/** The port status queries go to (the query port when it differs from the game port). */
	port: number;
	maxPlayers: number;
	/** Where and what the server runs: the demo source follows the region's evenings and mode's maps. */
	region?: ServerRegion;
	mode?: ServerMode;
}

/** What a status query found out about one server. */
export interface ServerStatus {
	/** Human players now; 0 when the server is offline. */
	players: number;
	/** Slots the server reports; absent when it did not answer, so the table's value stands. */
	maxPlayers?: number;
	/** Whether the server answered. */
	online: boolean;
	/** The map being played, when the server says. */
	map?: string;
}

/** Reports live player counts of game servers. */
export interface ServerStatusSource {
	/** Answers a status for every server passed, keyed by id; never throws. */
	getStatus(servers: readonly ServerAddress[]): Promise<Map<number, ServerStatus>>;
}
