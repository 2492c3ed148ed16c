import { useEffect, useRef, useState } from 'react';
import Button from '@/components/ui/Button';
import EmptyState from '@/components/ui/EmptyState';
import Skeleton from '@/components/ui/Skeleton';
import { NOSCOPE_EPIC_DISTANCE } from '@/config/constants';
import { MESSAGES } from '@/config/messages';
import { AsyncState } from '@/lib/components/AsyncState';
import { useApiData } from '@/lib/use-api-data';
import { useNearViewport } from '@/lib/use-near-viewport';
import { loadNoscopeStats, loadRecentNoscopes, loadTopNoscopers } from '../api';
import {
	DEFAULT_FILTERS,
	epicDistance,
	filtersFromSearch,
	filtersToSearch,
	type NoscopeFilters,
} from '../model';
import NoscopeFilterBar from './NoscopeFilterBar';
import NoscopeLeaderboard from './NoscopeLeaderboard';
import NoscopeStatCards from './NoscopeStatCards';
import RecentNoscopes from './RecentNoscopes';
import NoscopeError from './NoscopeError';
import '../noscope.css';

/** Never settles: a list waits (the filters are not read from the address yet, or the top is not
 * near the window yet). */
const notYet = () => new Promise<never>(() => {});

function LeaderboardSkeleton() {
	return (
		<div aria-busy="true" className="noscope-board__loading">
			<span className="visually-hidden">Loading no-scopers…</span>
			<Skeleton variant="block" className="noscope-board__podium-placeholder" />
			<Skeleton lines={6} />
		</div>
	);
}

/**
 * The NoScope page above the fold: totals, the latest epic no-scopes, the filters
 * and the leaderboard. The filters live in the address, so a filtered view can be shared.
 */
export default function NoscopeBoard() {
	// Read after hydration: the prerendered markup knows no query string.
	const [filters, setFilters] = useState<NoscopeFilters | null>(null);
	useEffect(() => setFilters(filtersFromSearch(window.location.search)), []);
	const key = filters ? filtersToSearch(filters) : null;
	const failed = MESSAGES.noscope.loadFailed;

	const stats = useApiData(() => loadNoscopeStats(), [], failed);
	const recentFrom = filters ? epicDistance(filters.minDistance, NOSCOPE_EPIC_DISTANCE) : null;
	const recent = useApiData(
		(signal) => (recentFrom ? loadRecentNoscopes(recentFrom, signal) : notYet()),
		[recentFrom],
		failed,
	);
	// The top sits below the first screen: its 50 rows load and lay out when the visitor heads
	// for it, not while the page starts. Keyed by the query string, so equal filters chosen
	// again do not ask again.
	const topSection = useRef<HTMLElement>(null);
	const nearTop = useNearViewport(topSection);
	const top = useApiData(
		(signal) =>
			key === null || !nearTop ? notYet() : loadTopNoscopers(filtersFromSearch(key), signal),
		[key, nearTop],
		failed,
	);

	const change = (next: NoscopeFilters) => {
		setFilters(next);
		const { pathname, search, hash } = window.location;
		window.history.replaceState(
			window.history.state,
			'',
			pathname + filtersToSearch(next, search) + hash,
		);
	};
	const current = filters ?? DEFAULT_FILTERS;

	return (
		<div className="noscope-board">
			<NoscopeStatCards state={stats} />
			<RecentNoscopes state={recent} minDistance={recentFrom ?? NOSCOPE_EPIC_DISTANCE} />
			<section ref={topSection} className="noscope-top" aria-labelledby="noscope-top-title">
				<h2 id="noscope-top-title" className="noscope-section-title">
					Top no-scopers
				</h2>
				<NoscopeFilterBar filters={current} onChange={change} />
				<div aria-live="polite" aria-busy={top.status === 'loading'}>
					<AsyncState
						state={top}
						error={(_message, reload) => <NoscopeError reload={reload} />}
						loading={<LeaderboardSkeleton />}
						isEmpty={(rows) => rows.length === 0}
						empty={
							<EmptyState
								title="No no-scopers match these filters"
								hint="Try another weapon or a shorter minimum distance."
								action={
									<Button variant="secondary" onClick={() => change(DEFAULT_FILTERS)}>
										Reset filters
									</Button>
								}
							/>
						}
					>
						{(rows) => <NoscopeLeaderboard rows={rows} sort={current.filterBy} />}
					</AsyncState>
				</div>
			</section>
		</div>
	);
}
