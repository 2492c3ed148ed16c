import { apiRequest } from '../../lib/api';
import { ServerListSchema, type ServerList } from '../../contract/servers';

let pending: Promise<ServerList> | undefined;

/**
 * The server list of this page view. Every island that shows servers shares one request, so
 * `GET /servers` runs once per view even where the widget and the grid are both on the page.
 */
export function loadServers(): Promise<ServerList> {
	pending ??= apiRequest('/servers', ServerListSchema).catch((error: unknown) => {
		// Spec 8: a failure is only logged and the list shows its empty state.
		console.error('Failed to load servers:', error);
		return [];
	});
	return pending;
}

/** Forgets the shared request (tests render several page views in one process). */
export function resetServersCache(): void {
	pending = undefined;
}
