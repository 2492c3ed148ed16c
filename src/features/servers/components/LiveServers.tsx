import type { ReactNode } from 'react';
import type { ServerList } from '@/contract/servers';
import { AsyncState } from '@/lib/components/AsyncState';
import { useLiveServers } from '../use-live-servers';
import ServersEmpty from './ServersEmpty';
import ServersHeading from './ServersHeading';

interface Props {
	className: string;
	/** The heading's id, which names the section. */
	headingId: string;
	/** What shows while the first list loads. */
	loading: ReactNode;
	/** The servers, drawn once the list has any. */
	children: (servers: ServerList) => ReactNode;
	/** What follows the list, whatever its state. */
	footer?: ReactNode;
	/** The list the server rendered the page with, if it read one. */
	initialServers?: ServerList;
}

/**
 * A live server list, as the servers page and the home page's widget show it: the heading with
 * the player total, then the servers with counts refreshed every 30 seconds while the tab is
 * visible, or the loading, error and empty states.
 */
export default function LiveServers({
	className,
	headingId,
	loading,
	children,
	footer,
	initialServers,
}: Props) {
	const state = useLiveServers(initialServers);
	return (
		<section className={className} aria-labelledby={headingId}>
			<ServersHeading state={state} id={headingId} />
			<AsyncState
				state={state}
				loading={loading}
				isEmpty={(servers) => servers.length === 0}
				empty={<ServersEmpty />}
			>
				{children}
			</AsyncState>
			{footer}
		</section>
	);
}
