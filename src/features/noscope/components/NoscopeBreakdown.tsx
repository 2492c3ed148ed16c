import BarList from '@/components/ui/BarList';
import EmptyState from '@/components/ui/EmptyState';
import Panel from '@/components/ui/Panel';
import Skeleton from '@/components/ui/Skeleton';
import { MESSAGES } from '@/config/messages';
import { AsyncState } from '@/lib/components/AsyncState';
import { formatNumber } from '@/lib/format';
import { useApiData } from '@/lib/use-api-data';
import { loadNoscopeStats } from '../api';
import { weaponLabel } from '../model';
import NoscopeError from './NoscopeError';
import '../noscope.css';

/** No-scopes per weapon and per map, as bars; below the fold. */
export default function NoscopeBreakdown() {
	const state = useApiData(() => loadNoscopeStats(), [], MESSAGES.noscope.loadFailed);
	return (
		<div className="noscope-breakdown">
			<Panel titleId="noscope-weapons-title" title="Weapon stats">
				<AsyncState
					state={state}
					error={(_message, reload) => <NoscopeError reload={reload} />}
					loading={<Skeleton lines={2} />}
					isEmpty={(stats) => stats.weapons.length === 0}
					empty={<EmptyState title="No no-scopes yet" headingLevel={3} />}
				>
					{(stats) => (
						<BarList
							label="No-scopes by weapon"
							items={stats.weapons.map((row) => ({
								id: row.weapon,
								label: weaponLabel(row.weapon),
								value: row.count,
							}))}
							formatValue={(value) => formatNumber(value)}
						/>
					)}
				</AsyncState>
			</Panel>
			<Panel titleId="noscope-maps-title" title="Map stats">
				<AsyncState
					state={state}
					error={(_message, reload) => <NoscopeError reload={reload} />}
					loading={<Skeleton lines={5} />}
					isEmpty={(stats) => stats.maps.length === 0}
					empty={<EmptyState title="No no-scopes yet" headingLevel={3} />}
				>
					{(stats) => (
						<BarList
							label="No-scopes by map"
							tone="secondary"
							items={stats.maps.map((row) => ({
								id: row.map_name,
								label: row.map_name,
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
