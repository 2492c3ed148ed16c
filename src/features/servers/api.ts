import { apiRequest } from '../../lib/api';
import {
	ServerHistorySchema,
	ServerListSchema,
	type HistoryRange,
	type ServerHistory,
	type ServerList,
} from '../../contract/servers';

let pending: Promise<ServerList> | undefined;

/**
 * The server list of this page view. Every island that shows servers shares one request, so
 * `GET /servers` runs once per view even where the widget and the grid are both on the page.
 */
export function loadServers(): Promise<ServerList> {
	pending ??= apiRequest('/servers', ServerListSchema).catch((error: unknown) => {
		// A failure is only logged and the list shows its empty state.
		console.error('Failed to load servers:', error);
		return [];
	});
	return pending;
}

/** Forgets the shared request (tests render several page views in one process). */
export function resetServersCache(): void {
	pending = undefined;
}

/** The list again, for the periodic refresh: undefined when it failed (the last list stays). */
export async function refreshServers(signal: AbortSignal): Promise<ServerList | undefined> {
	try {
		return await apiRequest('/servers', ServerListSchema, { signal });
	} catch (error) {
		if (!signal.aborted) console.error('Failed to refresh servers:', error);
		return undefined;
	}
}

/** A server's player history over a range (`GET /servers/{id}/history`). */
export function loadServerHistory(
	serverId: number,
	range: HistoryRange,
	signal: AbortSignal,
): Promise<ServerHistory> {
	return apiRequest(`/servers/${serverId}/history`, ServerHistorySchema, {
		query: { range },
		signal,
	});
}
