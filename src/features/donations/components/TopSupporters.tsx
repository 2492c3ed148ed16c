import PlayerName from '@/components/ui/PlayerName';
import Skeleton from '@/components/ui/Skeleton';
import { DONATION_MONEY, type Donor } from '@/contract/donations';
import { DEFAULT_AVATAR } from '@/contract/user';
import { formatMoney } from '@/lib/format';
import { useApiData } from '@/lib/use-api-data';
import { loadTopAllTime, loadTopOfMonth } from '../api';
import { monthOf, padDonors } from '../model';

const ALL_TIME_PLACES = 5;
const MONTH_PLACES = 3;

/** A crown for the month's first place. */
function Crown() {
	return (
		<svg className="supporter__crown" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
			<path fill="currentColor" d="M3 18h18l-1.5-10-4.5 4-3-7-3 7-4.5-4L3 18Zm0 2h18v2H3z" />
		</svg>
	);
}

/** One ranked list of supporters, padded with placeholders. */
function SupporterList({
	donors,
	places,
	crown,
	label,
}: {
	donors: Donor[];
	places: number;
	crown: boolean;
	label: string;
}) {
	return (
		<ol className="supporters" aria-label={label}>
			{padDonors(donors, places).map((donor, index) =>
				donor ? (
					<li key={donor.userId} className="supporter" data-rank={donor.rank}>
						<span className="supporter__rank">#{donor.rank}</span>
						<img
							className="supporter__avatar"
							src={donor.avatar}
							alt=""
							width={40}
							height={40}
							loading="lazy"
							onError={(event) => {
								if (!event.currentTarget.src.endsWith(DEFAULT_AVATAR)) {
									event.currentTarget.src = DEFAULT_AVATAR;
								}
							}}
						/>
						<span className="supporter__name">
							{crown && index === 0 && <Crown />}
							{crown && index === 0 && <span className="visually-hidden">Top supporter: </span>}
							{/* A supporter who linked Steam has a player page. */}
							<PlayerName steamId={donor.steamId} name={donor.username} showAvatar={false} />
						</span>
						<span className="supporter__amount">
							{formatMoney(donor.totalAmount, DONATION_MONEY)}
						</span>
					</li>
				) : (
					<li key={`empty-${index}`} className="supporter supporter--empty">
						<span className="supporter__rank">#{index + 1}</span>
						<span className="supporter__avatar supporter__avatar--empty" aria-hidden="true" />
						<span className="supporter__name">Your name here</span>
						<span className="supporter__amount">–</span>
					</li>
				),
			)}
		</ol>
	);
}

/** A list still loading: its rows at their loaded height, so nothing below moves. */
function SupporterListSkeleton({ places }: { places: number }) {
	return (
		<ol className="supporters" aria-hidden="true">
			{Array.from({ length: places }, (_, index) => (
				<li key={index} className="supporter supporter--loading">
					<span className="supporter__rank">#{index + 1}</span>
					<span className="supporter__avatar" />
					<span className="supporter__name">
						<Skeleton />
					</span>
					<span className="supporter__amount">
						<Skeleton />
					</span>
				</li>
			))}
		</ol>
	);
}

/** Both lists; each loader answers an empty list when its call fails. */
async function loadLists(signal: AbortSignal) {
	const { month, year } = monthOf(new Date());
	const [allTime, monthList] = await Promise.all([
		loadTopAllTime(signal),
		loadTopOfMonth(month, year, signal),
	]);
	return { allTime, month: monthList };
}

/** All-time and this month's top supporters; empty lists when the calls fail. */
export default function TopSupporters() {
	const answer = useApiData(loadLists, []);
	const lists = answer.status === 'ready' ? answer.data : null;

	return (
		<div className="top-supporters" aria-busy={lists ? undefined : true}>
			<section className="top-supporters__column" aria-labelledby="top-alltime">
				<h3 id="top-alltime">All-time top supporters</h3>
				{lists ? (
					<SupporterList
						donors={lists.allTime}
						places={ALL_TIME_PLACES}
						crown={false}
						label="All-time top supporters"
					/>
				) : (
					<SupporterListSkeleton places={ALL_TIME_PLACES} />
				)}
			</section>
			<section className="top-supporters__column" aria-labelledby="top-month">
				<h3 id="top-month">Top supporters this month</h3>
				{lists ? (
					<SupporterList
						donors={lists.month}
						places={MONTH_PLACES}
						crown
						label="Top supporters this month"
					/>
				) : (
					<SupporterListSkeleton places={MONTH_PLACES} />
				)}
			</section>
		</div>
	);
}
