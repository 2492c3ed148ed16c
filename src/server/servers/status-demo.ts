import { pickDemoMap } from './demo-maps';
import { computeDemoPlayers, computeDemoPlayersAt, getDemoBucket } from './demo-players';
import type { ServerAddress, ServerStatus, ServerStatusSource } from './status';

/** Options of the demo status source. */
interface DemoServerStatusOptions {
	/** The clock the counts follow; tests pin it. */
	now?: () => number;
}

/**
 * Offline counts that drift minute by minute and follow each region's day; each server plays
 * its mode's maps in turn. The lowest id is always full and the highest always empty, so both
 * card states show without a real server.
 */
export function createDemoServerStatus({
	now = Date.now,
}: DemoServerStatusOptions = {}): ServerStatusSource {
	return {
		async getStatus(servers) {
			const nowMs = now();
			const ids = servers.map((server) => server.id);
			const fullId = Math.min(...ids);
			const emptyId = servers.length > 1 ? Math.max(...ids) : undefined;
			const pickPlayers = ({ id, maxPlayers, region }: ServerAddress): number => {
				if (id === fullId) return maxPlayers;
				if (id === emptyId) return 0;
				return region
					? computeDemoPlayersAt(id, maxPlayers, region, nowMs)
					: computeDemoPlayers(id, maxPlayers, getDemoBucket(nowMs));
			};
			const statusOf = (server: ServerAddress): ServerStatus => ({
				players: pickPlayers(server),
				online: true,
				...(server.mode && { map: pickDemoMap(server.id, server.mode, nowMs) }),
			});
			return new Map(servers.map((server) => [server.id, statusOf(server)]));
		},
	};
}
