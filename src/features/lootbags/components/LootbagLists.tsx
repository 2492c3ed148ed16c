import Badge from '@/components/ui/Badge';
import EmptyState from '@/components/ui/EmptyState';
import Panel from '@/components/ui/Panel';
import PlayerName from '@/components/ui/PlayerName';
import RankedTable from '@/components/ui/RankedTable';
import Skeleton from '@/components/ui/Skeleton';
import Table from '@/components/ui/Table';
import { AsyncState } from '@/lib/components/AsyncState';
import type { LootbagPickup, LootbagTopPicker, LootbagTopResource } from '@/contract/lootbags';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useApiData } from '@/lib/use-api-data';
import { loadRecentPickups, loadTopPickers, loadTopResources } from '../api';
import { dropperLabel, NOT_TRUE_LOOTBAG, rarityTone } from '../model';
import '../lootbags.css';

const loading = <Skeleton lines={6} />;

/** Recent pickups, top players by resources and top pickers, below the fold. */
export default function LootbagLists() {
	const recent = useApiData(loadRecentPickups, []);
	const resources = useApiData(loadTopResources, []);
	const pickers = useApiData(loadTopPickers, []);
	return (
		<div className="lootbag-lists">
			<Panel titleId="lootbag-recent-title" title="Recent pickups" className="lootbag-wide">
				<AsyncState
					state={recent}
					loading={loading}
					isEmpty={(rows) => rows.length === 0}
					empty={<EmptyState title="No lootbags picked up yet" />}
				>
					{(rows) => (
						<Table<LootbagPickup>
							caption="Recent pickups"
							hideCaption
							layout="stack"
							rows={rows}
							rowKey={(row) => row.id}
							columns={[
								{ key: 'picker', header: 'Picker', cell: (row) => row.pickerName },
								{
									key: 'rarity',
									header: 'Rarity',
									cell: (row) => <Badge tone={rarityTone(row.rarityName)}>{row.rarityName}</Badge>,
								},
								{
									key: 'dropper',
									header: 'Dropper',
									cell: (row) => (
										<span className={row.dropperName ? undefined : 'lootbag-found'}>
											{dropperLabel(row)}
										</span>
									),
								},
								{
									key: 'time',
									header: 'Time',
									cell: (row) => (
										<time dateTime={row.pickupTime}>{formatDateTime(row.pickupTime)}</time>
									),
								},
								{
									key: 'kind',
									header: 'Kind',
									hideHeader: true,
									cell: (row) =>
										row.isTrueLootbag ? null : <Badge tone="warning">{NOT_TRUE_LOOTBAG}</Badge>,
								},
							]}
						/>
					)}
				</AsyncState>
			</Panel>
			<Panel titleId="lootbag-resources-title" title="Top players by resources">
				<AsyncState
					state={resources}
					loading={loading}
					isEmpty={(rows) => rows.length === 0}
					empty={<EmptyState title="No resources gathered yet" />}
				>
					{(rows) => (
						<RankedTable<LootbagTopResource>
							caption="Top players by resources"
							hideCaption
							rows={rows}
							rowKey={(row) => row.steamId}
							rank={(row) => row.rank}
							player={(row) => (
								<PlayerName steamId={row.steamId} name={row.playerName} avatar={row.avatar} />
							)}
							value={{ header: 'Resources', cell: (row) => formatNumber(row.totalResources) }}
						/>
					)}
				</AsyncState>
			</Panel>
			<Panel titleId="lootbag-pickers-title" title="Top pickers">
				<AsyncState
					state={pickers}
					loading={loading}
					isEmpty={(rows) => rows.length === 0}
					empty={<EmptyState title="No lootbags picked up yet" />}
				>
					{(rows) => (
						<RankedTable<LootbagTopPicker>
							caption="Top pickers"
							hideCaption
							rows={rows}
							rowKey={(row) => row.pickerSteamId}
							rank={(row) => row.rank}
							player={(row) => (
								<PlayerName steamId={row.pickerSteamId} name={row.pickerName} avatar={row.avatar} />
							)}
							value={{ header: 'Pickups', cell: (row) => formatNumber(row.pickupCount) }}
						/>
					)}
				</AsyncState>
			</Panel>
		</div>
	);
}
