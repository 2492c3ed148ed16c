import Skeleton from '@/components/ui/Skeleton';
import type { ServerList } from '@/contract/servers';
import LiveServers from './LiveServers';
import ServerCard from './ServerCard';
import ServerSummaryBox from './ServerSummaryBox';
import '../servers.css';

const SKELETON_CARDS = 6;

/** Placeholder cards in the grid's shape while the list loads. */
function GridSkeleton() {
	return (
		<div aria-busy="true">
			<span className="visually-hidden">Loading servers…</span>
			<ul className="server-grid" aria-hidden="true">
				{Array.from({ length: SKELETON_CARDS }, (_, index) => (
					<li key={index} className="server-card server-card--skeleton">
						<Skeleton variant="block" className="server-card__media" />
						<div className="server-card__body">
							<Skeleton lines={2} />
						</div>
					</li>
				))}
			</ul>
		</div>
	);
}

interface Props {
	/** The list the page was rendered with on the server; without it the island loads it. */
	initialServers?: ServerList;
}

/**
 * The servers page: heading with the player total, the card grid and the summary,
 * with counts refreshed every 30 seconds while the tab is visible.
 */
export default function ServersPage({ initialServers }: Props) {
	return (
		<LiveServers
			className="servers"
			headingId="servers-title"
			loading={<GridSkeleton />}
			initialServers={initialServers}
		>
			{(servers) => (
				<>
					<ul className="server-grid">
						{servers.map((server, index) => (
							<ServerCard key={server.id} server={server} first={index === 0} />
						))}
					</ul>
					<ServerSummaryBox servers={servers} />
				</>
			)}
		</LiveServers>
	);
}
