import Podium from '@/components/ui/Podium';
import Table, { type TableColumn } from '@/components/ui/Table';
import type { NoscopeSort, TopNoscoper } from '@/contract/noscope';
import { formatDateTime, formatNumber } from '@/lib/format';
import { steamProfileUrl } from '@/contract/steam-id';
import { splitPodium } from '@/lib/podium';
import { podiumValue } from '../model';

interface Props {
	rows: TopNoscoper[];
	sort: NoscopeSort;
}

/** The player's name, linked to their game-platform profile when the id is a real one. */
function PlayerName({ row }: { row: TopNoscoper }) {
	const url = steamProfileUrl(row.steamid);
	return url ? (
		<a href={url} target="_blank" rel="noopener noreferrer" className="noscope-player">
			{row.player_name}
		</a>
	) : (
		<span className="noscope-player">{row.player_name}</span>
	);
}

const units = (value: number) => formatNumber(Math.round(value));

const COLUMNS: TableColumn<TopNoscoper>[] = [
	{ key: 'rank', header: 'Rank', cell: (row) => `#${row.rank}`, align: 'center' },
	{ key: 'player', header: 'Player', cell: (row) => <PlayerName row={row} /> },
	{
		key: 'count',
		header: 'No-scopes',
		cell: (row) => formatNumber(row.noscope_count),
		align: 'end',
	},
	{ key: 'max', header: 'Max distance', cell: (row) => units(row.max_distance), align: 'end' },
	{ key: 'avg', header: 'Avg distance', cell: (row) => units(row.avg_distance), align: 'end' },
	{
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
		align: 'end',
	},
	{
		key: 'last',
		header: 'Last no-scope',
		cell: (row) => <time dateTime={row.last_noscope}>{formatDateTime(row.last_noscope)}</time>,
	},
];

/** The top three on the podium, everyone after them in the table (spec 2.18). */
export default function NoscopeLeaderboard({ rows, sort }: Props) {
	const { podium, rest } = splitPodium(rows);
	return (
		<>
			<Podium
				label="Top three no-scopers"
				entries={podium.map((row) => ({
					id: row.steamid,
					name: <PlayerName row={row} />,
					value: podiumValue(row, sort, formatNumber, formatDateTime),
				}))}
			/>
			{rest.length > 0 && (
				<Table
					caption="No-scopers from rank 4"
					hideCaption
					columns={COLUMNS}
					rows={rest}
					rowKey={(row) => row.steamid}
				/>
			)}
		</>
	);
}
