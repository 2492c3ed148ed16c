import { computeDemoPlayers, getDemoBucket } from '../servers/demo-players';
import { createLiveServerStatus, type LiveServerStatusOptions } from './live-server-status';

/** Where a game server answers status queries, and its slot count from the server table. */
export interface ServerAddress {
	id: number;
	host: string;
	/** The port status queries go to (the query port when it differs from the game port). */
	port: number;
	maxPlayers: number;
}

/** What a status query found out about one server. */
export interface ServerStatus {
	/** Human players now; 0 when the server is offline. */
	players: number;
	/** Slots the server reports; absent when it did not answer, so the table's value stands. */
	maxPlayers?: number;
	/** Whether the server answered. */
	online: boolean;
}

/** Reports live player counts of game servers. */
export interface ServerStatusSource {
	/** Answers a status for every server passed, keyed by id; never throws. */
	getStatus(servers: readonly ServerAddress[]): Promise<Map<number, ServerStatus>>;
}

/** Options of the demo status source. */
export interface DemoServerStatusOptions {
	/** The clock the counts follow; tests pin it. */
	now?: () => number;
}

/**
 * Offline counts that drift minute by minute. The lowest id is always full and the highest
 * always empty, so both card states show without a real server.
 */
export function createDemoServerStatus({
	now = Date.now,
}: DemoServerStatusOptions = {}): ServerStatusSource {
	return {
		async getStatus(servers) {
			const bucket = getDemoBucket(now());
			const ids = servers.map((server) => server.id);
			const fullId = Math.min(...ids);
			const emptyId = servers.length > 1 ? Math.max(...ids) : undefined;
			const pickPlayers = ({ id, maxPlayers }: ServerAddress): number => {
				if (id === fullId) return maxPlayers;
				if (id === emptyId) return 0;
				return computeDemoPlayers(id, maxPlayers, bucket);
			};
			return new Map(
				servers.map((server) => [server.id, { players: pickPlayers(server), online: true }]),
			);
		},
	};
}

/** Options of the status source as a whole. */
export interface ServerStatusOptions extends DemoServerStatusOptions, LiveServerStatusOptions {
	/** 'live' queries the game servers; 'demo' invents counts offline. */
	mode: 'demo' | 'live';
}

/** Creates the status source the settings ask for. */
export function createServerStatusSource({
	mode,
	...options
}: ServerStatusOptions): ServerStatusSource {
	return mode === 'live' ? createLiveServerStatus(options) : createDemoServerStatus(options);
}
