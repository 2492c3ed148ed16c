import BarList, { BarListSkeleton } from '@/components/ui/BarList';
import EmptyState from '@/components/ui/EmptyState';
import Panel from '@/components/ui/Panel';
import Skeleton from '@/components/ui/Skeleton';
import StatCard from '@/components/ui/StatCard';
import { AsyncState } from '@/lib/components/AsyncState';
import { formatNumber } from '@/lib/format';
import { useApiData } from '@/lib/use-api-data';
import { loadLootbagRarities, loadLootbagStats } from '../api';
import '../lootbags.css';

/** Rows the rarity chart usually has (common to legendary): its placeholder keeps their room. */
const LOOTBAG_RARITY_ROWS = 5;

/** True lootbags picked, unique pickers and the rarity bars, above the fold. */
export default function LootbagSummary() {
	const stats = useApiData(loadLootbagStats, []);
	const rarities = useApiData(loadLootbagRarities, []);
	return (
		<div className="lootbag-summary">
			<section className="lootbag-stats" aria-labelledby="lootbag-stats-title">
				<h2 id="lootbag-stats-title" className="visually-hidden">
					Totals
				</h2>
				<AsyncState
					state={stats}
					loading={
						<>
							<StatCard label="True lootbags picked" value={<Skeleton />} />
							<StatCard label="Unique pickers" value={<Skeleton />} />
						</>
					}
				>
					{(data) => (
						<>
							<StatCard
								label="True lootbags picked"
								value={formatNumber(data.totalTrueLootbagsPicked)}
							/>
							<StatCard label="Unique pickers" value={formatNumber(data.totalUniquePickers)} />
						</>
					)}
				</AsyncState>
			</section>
			<Panel titleId="lootbag-rarity-title" title="Rarity distribution">
				<AsyncState
					state={rarities}
					loading={<BarListSkeleton rows={LOOTBAG_RARITY_ROWS} />}
					isEmpty={(rows) => rows.length === 0}
					empty={<EmptyState title="No lootbags picked up yet" />}
				>
					{(rows) => (
						<BarList
							label="Pickups by rarity"
							items={rows.map((row) => ({
								id: row.rarityName,
								label: row.rarityName,
								value: row.count,
							}))}
							formatValue={(value) => formatNumber(value)}
						/>
					)}
				</AsyncState>
			</Panel>
		</div>
	);
}
