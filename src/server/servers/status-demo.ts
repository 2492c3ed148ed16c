import { computeDemoPlayers, getDemoBucket } from './demo-players';
import type { ServerAddress, ServerStatusSource } from './status';

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
