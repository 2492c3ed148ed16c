import EmptyState from '@/components/ui/EmptyState';
import Panel from '@/components/ui/Panel';
import PlayerName from '@/components/ui/PlayerName';
import RankedTable from '@/components/ui/RankedTable';
import StatCard from '@/components/ui/StatCard';
import Table from '@/components/ui/Table';
import type { PoopStats } from '@/contract/poop';
import { formatDateTime, formatNumber } from '@/lib/format';
import { withShares } from '../model';

interface Props {
	stats: PoopStats;
}

type Ranked<T> = T & { rank: number };
const ranked = <T,>(rows: readonly T[]): Ranked<T>[] =>
	rows.map((row, index) => ({ ...row, rank: index + 1 }));

/** A ranked table of players in a panel: rank, name, the key count, then the other count. */
function RankedPlayers<T extends { steamid: string; player_name: string; avatar?: string | null }>({
	titleId,
	title,
	rows,
	value,
	detail,
}: {
	titleId: string;
	title: string;
	rows: readonly T[];
	value: { header: string; count: (row: T) => number };
	detail: { key: string; header: string; count: (row: T) => number };
}) {
	return (
		<Panel titleId={titleId} title={title}>
			<RankedTable<Ranked<T>>
				caption={title}
				hideCaption
				rows={ranked(rows)}
				rowKey={(row) => row.steamid}
				rank={(row) => row.rank}
				player={(row) => (
					<PlayerName steamId={row.steamid} name={row.player_name} avatar={row.avatar} />
				)}
				value={{ header: value.header, cell: (row) => formatNumber(value.count(row)) }}
				details={[
					{
						key: detail.key,
						header: detail.header,
						cell: (row) => formatNumber(detail.count(row)),
					},
				]}
			/>
		</Panel>
	);
}

/** Total, top poopers, most pooped on, recent activity and maps. */
export default function PoopTables({ stats }: Props) {
	if (stats.totalPoops === 0) {
		return (
			<>
				<StatCard className="poop-total" label="Total poops" value="0" />
				<div className="ui-panel">
					<EmptyState title="No poops yet" hint="Nobody has dropped one on our servers so far." />
				</div>
			</>
		);
	}
	const maps = withShares(stats.mapStats, stats.totalPoops);
	return (
		<>
			<StatCard className="poop-total" label="Total poops" value={formatNumber(stats.totalPoops)} />
			<RankedPlayers
				titleId="poop-top-title"
				title="Top poopers"
				rows={stats.topPoopers}
				value={{ header: 'Poops', count: (row) => row.poop_count }}
				detail={{ key: 'victims', header: 'Unique victims', count: (row) => row.unique_victims }}
			/>
			<RankedPlayers
				titleId="poop-victims-title"
				title="Most pooped on"
				rows={stats.topVictims}
				value={{ header: 'Times', count: (row) => row.victim_count }}
				detail={{ key: 'by', header: 'By unique players', count: (row) => row.unique_poopers }}
			/>
			<Panel titleId="poop-recent-title" title="Recent activity">
				<ul className="poop-recent">
					{stats.recentPoops.map((poop) => (
						<li key={`${poop.timestamp}-${poop.pooper_name}`}>
							<span>
								<strong>{poop.pooper_name}</strong>
								{poop.victim_name ? (
									<>
										{' pooped on '}
										<strong>{poop.victim_name}</strong>
									</>
								) : (
									' pooped'
								)}
							</span>
							<span className="poop-recent__meta">
								{poop.map_name} ·{' '}
								<time dateTime={poop.timestamp}>{formatDateTime(poop.timestamp)}</time>
							</span>
						</li>
					))}
				</ul>
			</Panel>
			<Panel titleId="poop-maps-title" title="Map statistics">
				<Table
					caption="Poops per map"
					hideCaption
					className="poop-maps"
					rows={maps}
					rowKey={(row) => row.map_name}
					columns={[
						{ key: 'map', header: 'Map', cell: (row) => row.map_name },
						{
							key: 'poops',
							header: 'Poops',
							cell: (row) => formatNumber(row.poop_count),
							align: 'end',
						},
						{
							key: 'share',
							header: 'Of total',
							cell: (row) => `${formatNumber(row.percent, { maximumFractionDigits: 1 })}%`,
							align: 'end',
						},
					]}
				/>
			</Panel>
		</>
	);
}
