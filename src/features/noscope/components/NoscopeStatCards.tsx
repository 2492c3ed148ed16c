import Skeleton from '@/components/ui/Skeleton';
import StatCard from '@/components/ui/StatCard';
import { AsyncState } from '@/lib/components/AsyncState';
import type { NoscopeStats } from '@/contract/noscope';
import { formatNumber } from '@/lib/format';
import NoscopeError from './NoscopeError';
import type { ApiDataState } from '@/lib/use-api-data';

interface Props {
	state: ApiDataState<NoscopeStats>;
}

const LABELS = ['Total no-scopes', 'Longest', 'Headshot rate', 'Average distance'];

/** Total, longest, headshot % and average distance over every no-scope. */
export default function NoscopeStatCards({ state }: Props) {
	return (
		<section className="noscope-stats" aria-labelledby="noscope-stats-title">
			<h2 id="noscope-stats-title" className="visually-hidden">
				Totals
			</h2>
			<AsyncState
				state={state}
				error={(_message, reload) => <NoscopeError reload={reload} />}
				loading={
					<>
						{LABELS.map((label) => (
							<StatCard
								key={label}
								label={label}
								value={<Skeleton className="noscope-stats__placeholder" />}
							/>
						))}
					</>
				}
			>
				{({ total, stats }) => (
					<>
						<StatCard label="Total no-scopes" value={formatNumber(total)} hint="all time" />
						<StatCard
							label="Longest"
							value={formatNumber(Math.round(stats.max_distance))}
							hint="units"
						/>
						<StatCard
							label="Headshot rate"
							value={`${formatNumber(stats.headshot_percentage, { maximumFractionDigits: 1 })}%`}
							hint="of all no-scopes"
						/>
						<StatCard
							label="Average distance"
							value={formatNumber(Math.round(stats.avg_distance))}
							hint="units"
						/>
					</>
				)}
			</AsyncState>
		</section>
	);
}
