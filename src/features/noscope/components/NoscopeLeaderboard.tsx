import Avatar from '@/components/ui/Avatar';
import PlayerName from '@/components/ui/PlayerName';
import Podium from '@/components/ui/Podium';
import RankedTable, { type RankedDetail } from '@/components/ui/RankedTable';
import { NOSCOPE_SORT_OPTIONS, type NoscopeSort, type TopNoscoper } from '@/contract/noscope';
import { formatDateTime, formatNumber } from '@/lib/format';
import { splitPodium } from '@/lib/podium';
import { podiumValue } from '../model';

interface Props {
	rows: TopNoscoper[];
	sort: NoscopeSort;
}

/** Podium avatars: larger than the table's, fixed so the steps never move. */
const PODIUM_AVATAR_SIZE = 56;

const units = (value: number) => formatNumber(Math.round(value));

/** Every number column of the table, keyed by the sort that ranks by it. */
const COLUMNS: Record<NoscopeSort, RankedDetail<TopNoscoper>> = {
	count: { key: 'count', header: 'No-scopes', cell: (row) => formatNumber(row.noscope_count) },
	distance: { key: 'max', header: 'Max distance', cell: (row) => units(row.max_distance) },
	avgDistance: { key: 'avg', header: 'Avg distance', cell: (row) => units(row.avg_distance) },
	headshot: {
		key: 'headshots',
		header: 'Headshots',
		cell: (row) => (
			<>
				{formatNumber(row.headshot_count)}{' '}
				<span className="noscope-muted">
					({formatNumber(row.headshot_percentage, { maximumFractionDigits: 1 })}%)
				</span>
			</>
		),
	},
	recent: {
		key: 'last',
		header: 'Last no-scope',
		cell: (row) => <time dateTime={row.last_noscope}>{formatDateTime(row.last_noscope)}</time>,
	},
};

/** The top three on the podium, everyone after them in the table. */
export default function NoscopeLeaderboard({ rows, sort }: Props) {
	const { podium, rest } = splitPodium(rows);
	return (
		<>
			<Podium
				label="Top three no-scopers"
				entries={podium.map((row) => ({
					id: row.steamid,
					name: <PlayerName steamId={row.steamid} name={row.player_name} showAvatar={false} />,
					avatar: <Avatar src={row.avatar} size={PODIUM_AVATAR_SIZE} eager />,
					value: podiumValue(row, sort, formatNumber, formatDateTime),
				}))}
			/>
			{rest.length > 0 && (
				<RankedTable
					caption="No-scopers from rank 4"
					hideCaption
					rows={rest}
					rowKey={(row) => row.steamid}
					rank={(row) => row.rank}
					player={(row) => (
						<PlayerName steamId={row.steamid} name={row.player_name} avatar={row.avatar} />
					)}
					value={COLUMNS[sort]}
					details={NOSCOPE_SORT_OPTIONS.filter((key) => key !== sort).map((key) => COLUMNS[key])}
				/>
			)}
		</>
	);
}
