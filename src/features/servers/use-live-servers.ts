import { useEffect, useState } from 'react';
import { SERVER_REFRESH_MS } from '@/config/constants';
import type { ServerList } from '@/contract/servers';
import { useApiData, type ApiData } from '@/lib/use-api-data';
import { loadServers, refreshServers } from './api';

/**
 * The server list of the view, asked again every 30 seconds while the tab is visible. A hidden
 * tab asks nothing; once it shows again the counts are refreshed at once, then every 30 seconds.
 * A failed refresh keeps the last list (failures are only logged). With `initial` (the
 * list the server rendered the page with) the view starts ready and only refreshes.
 */
export function useLiveServers(initial?: ServerList): ApiData<ServerList> {
	const state = useApiData(loadServers, [], undefined, initial);
	const [fresh, setFresh] = useState<ServerList>();
	const ready = state.status === 'ready';

	useEffect(() => {
		if (!ready) return;
		let timer: ReturnType<typeof setInterval> | undefined;
		let controller: AbortController | undefined;
		const refresh = () => {
			controller?.abort();
			const current = new AbortController();
			controller = current;
			void refreshServers(current.signal).then((list) => {
				if (list && !current.signal.aborted) setFresh(list);
			});
		};
		const start = () => {
			timer ??= setInterval(refresh, SERVER_REFRESH_MS);
		};
		const stop = () => {
			clearInterval(timer);
			timer = undefined;
			controller?.abort();
		};
		const onVisibilityChange = () => {
			if (document.visibilityState === 'hidden') return stop();
			refresh();
			start();
		};
		if (document.visibilityState !== 'hidden') start();
		document.addEventListener('visibilitychange', onVisibilityChange);
		return () => {
			stop();
			document.removeEventListener('visibilitychange', onVisibilityChange);
		};
	}, [ready]);

	return state.status === 'ready' && fresh ? { status: 'ready', data: fresh } : state;
}
