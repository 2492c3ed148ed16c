import type { Server } from '../../contract/servers';

/** Totals of the summary box on the servers page. */
interface ServerSummary {
	totalServers: number;
	activePlayers: number;
	totalCapacity: number;
	/** Active players as a whole-number percent of capacity; 0 when there is no capacity. */
	capacityPercent: number;
}

/** A server is full when its players reach its slots. */
export function isFull(server: Pick<Server, 'players' | 'maxPlayers'>): boolean {
	return server.maxPlayers > 0 && server.players >= server.maxPlayers;
}

/** The address players type into the game console: host:port. */
export function serverAddress(server: Pick<Server, 'host' | 'port'>): string {
	return `${server.host}:${server.port}`;
}

/** Sum of players over every server, the widget's 'N Active Players'. */
export function countActivePlayers(servers: readonly Pick<Server, 'players'>[]): number {
	return servers.reduce((sum, server) => sum + server.players, 0);
}

/** Total servers, players, capacity and the percent of capacity in use, rounded. */
export function summarizeServers(
	servers: readonly Pick<Server, 'players' | 'maxPlayers'>[],
): ServerSummary {
	const activePlayers = countActivePlayers(servers);
	const totalCapacity = servers.reduce((sum, server) => sum + server.maxPlayers, 0);
	return {
		totalServers: servers.length,
		activePlayers,
		totalCapacity,
		capacityPercent: totalCapacity > 0 ? Math.round((activePlayers / totalCapacity) * 100) : 0,
	};
}

/** The game servers widget's total: 'N Active Players'. */
export function activePlayersLabel(count: number, format: (n: number) => string): string {
	return `${format(count)} Active Players`;
}

/**
 * A server title cut so each ' · ' separator stays with the word before it: odd segments are
 * that word and its dot ('#1 ·'), shown as one unbreakable unit, so a narrow card breaks after
 * the dot, never before it. Joined again, the segments are the title (even ones may be '').
 */
export function splitTitleAtSeparators(title: string): string[] {
	return title.split(/(\S+\s+·)/);
}
