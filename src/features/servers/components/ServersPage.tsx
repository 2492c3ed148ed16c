import Skeleton from '@/components/ui/Skeleton';
import { AsyncState } from '@/lib/components/AsyncState';
import { useLiveServers } from '../use-live-servers';
import ServerCard from './ServerCard';
import ServerSummaryBox from './ServerSummaryBox';
import ServersEmpty from './ServersEmpty';
import ServersHeading from './ServersHeading';
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

/**
 * The servers page: heading with the player total, the card grid and the summary (spec 2.5),
 * with counts refreshed every 30 seconds while the tab is visible.
 */
export default function ServersPage() {
	const state = useLiveServers();
	return (
		<section className="servers" aria-labelledby="servers-title">
			<ServersHeading state={state} id="servers-title" />
			<AsyncState
				state={state}
				loading={<GridSkeleton />}
				isEmpty={(servers) => servers.length === 0}
				empty={<ServersEmpty />}
			>
				{(servers) => (
					<>
						<ul className="server-grid">
							{servers.map((server) => (
								<ServerCard key={server.id} server={server} />
							))}
						</ul>
						<ServerSummaryBox servers={servers} />
					</>
				)}
			</AsyncState>
		</section>
	);
}
