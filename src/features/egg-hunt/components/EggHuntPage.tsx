import { useRef } from 'react';
import EmptyState from '@/components/ui/EmptyState';
import Avatar from '@/components/ui/Avatar';
import PlayerName from '@/components/ui/PlayerName';
import Podium from '@/components/ui/Podium';
import Skeleton from '@/components/ui/Skeleton';
import Pagination from '@/components/ui/Pagination';
import RankedTable, { type RankedDetail } from '@/components/ui/RankedTable';
import { EGG_HUNTERS_PER_PAGE } from '@/config/constants';
import { MESSAGES } from '@/config/messages';
import { AsyncState } from '@/lib/components/AsyncState';
import type { EggHunter } from '@/contract/egg-hunt';
import { formatDateTime, formatNumber } from '@/lib/format';
import { pageCount } from '@/lib/pagination';
import { useApiData } from '@/lib/use-api-data';
import { usePageParam } from '@/lib/use-page-param';
import { loadEggHunters } from '../api';
import { eggCount, splitHunters } from '../model';
import '../egg-hunt.css';

const LAST_PICKUP: RankedDetail<EggHunter>[] = [
	{
		key: 'last',
		header: 'Last Pickup',
		cell: (hunter) => (hunter.last_pickup ? formatDateTime(hunter.last_pickup) : '—'),
	},
];

function LoadingBoard() {
	return (
		<div className="egg-hunt__loading" aria-busy="true">
			<span className="visually-hidden">Loading egg hunters…</span>
			<Skeleton variant="block" className="egg-hunt__skeleton-podium" />
			<Skeleton variant="block" className="egg-hunt__skeleton-table" />
		</div>
	);
}

function EggIcon() {
	return (
		<svg viewBox="0 0 48 48" width="48" height="48" fill="none" stroke="currentColor">
			<path
				d="M24 5c-8 0-15 13-15 23a15 15 0 0 0 30 0C39 18 32 5 24 5Z"
				strokeWidth="2"
				strokeLinejoin="round"
			/>
			<path d="m11 26 6-4 7 4 7-4 6 4" strokeWidth="1.5" opacity="0.6" />
		</svg>
	);
}

/** The hunters after the podium, 15 a page, the page kept in `?page=`. */
function PagedHunters({ hunters }: { hunters: EggHunter[] }) {
	const pages = pageCount(hunters.length, EGG_HUNTERS_PER_PAGE);
	const { page, goToPage } = usePageParam(pages);
	const top = useRef<HTMLDivElement>(null);
	const first = (page - 1) * EGG_HUNTERS_PER_PAGE;
	const shown = hunters.slice(first, first + EGG_HUNTERS_PER_PAGE);
	return (
		<div ref={top} className="egg-hunt__list">
			<RankedTable
				caption={`Egg hunters from rank ${shown[0]?.rank ?? first + 4}, page ${page} of ${pages}`}
				rows={shown}
				rowKey={(hunter) => hunter.steamid}
				rank={(hunter) => hunter.rank}
				player={(hunter) => (
					<PlayerName
						steamId={hunter.steamid}
						name={hunter.player_name || hunter.steamid}
						avatar={hunter.avatar}
					/>
				)}
				value={{ header: 'Eggs Collected', cell: (hunter) => formatNumber(hunter.egg_count) }}
				details={LAST_PICKUP}
			/>
			<Pagination
				current={page}
				total={pages}
				label="Egg hunter pages"
				onPageChange={(next) => {
					goToPage(next);
					const box = top.current;
					if (box && box.getBoundingClientRect().top < 0) box.scrollIntoView({ block: 'start' });
				}}
			/>
		</div>
	);
}

/** The Easter Egg Hunt leaderboard: the top three on a podium, the rest in pages. */
export default function EggHuntPage() {
	const state = useApiData(loadEggHunters, [], MESSAGES.eggHunt.loadFailed);
	return (
		<section className="egg-hunt" aria-labelledby="egg-hunt-title">
			<h2 id="egg-hunt-title" className="egg-hunt__title">
				Leaderboard
			</h2>
			<AsyncState
				state={state}
				loading={<LoadingBoard />}
				isEmpty={(hunters) => hunters.length === 0}
				empty={
					<EmptyState
						title={MESSAGES.eggHunt.empty}
						hint={MESSAGES.eggHunt.emptyHint}
						icon={<EggIcon />}
					/>
				}
			>
				{(hunters) => {
					const { podium, rest } = splitHunters(hunters);
					return (
						<>
							<Podium
								label="Top three egg hunters"
								entries={podium.map((hunter) => ({
									id: hunter.steamid,
									name: (
										<PlayerName
											steamId={hunter.steamid}
											name={hunter.player_name || hunter.steamid}
											showAvatar={false}
										/>
									),
									avatar: <Avatar src={hunter.avatar} size={56} eager />,
									value: eggCount(hunter.egg_count),
								}))}
							/>
							{rest.length === 0 ? (
								<p className="egg-hunt__only-podium">{MESSAGES.eggHunt.onlyPodium}</p>
							) : (
								<PagedHunters hunters={rest} />
							)}
						</>
					);
				}}
			</AsyncState>
		</section>
	);
}
