import type { z } from 'zod/mini';

/** What an on-demand page read of its data through the API: it, its absence, or nothing sure. */
type PageDataRead<T> = { kind: 'found'; data: T } | { kind: 'missing' } | { kind: 'unknown' };

/** How a page reaches the API: a path of the API (`/servers`), answered as the browser's would be. */
export type FetchApi = (path: string) => Response | Promise<Response>;

/**
 * Reads what an on-demand page shows in its meta (a shared link's preview) through the API in
 * process: 'missing' for a 404, 'unknown' when the call or its answer fails (logged), so the page
 * keeps a generic meta and its island loads the data itself and shows the error.
 */
export async function readPageData<T>(
	fetchApi: FetchApi,
	path: string,
	schema: z.ZodMiniType<T>,
): Promise<PageDataRead<T>> {
	try {
		const response = await fetchApi(path);
		if (response.status === 404) return { kind: 'missing' };
		const answer = schema.safeParse(response.ok ? await response.json() : null);
		if (answer.success) return { kind: 'found', data: answer.data };
	} catch (error) {
		console.error(`Reading ${path} for its page failed:`, error);
	}
	return { kind: 'unknown' };
}
