import Badge from '@/components/ui/Badge';
import EmptyState from '@/components/ui/EmptyState';
import Skeleton from '@/components/ui/Skeleton';
import { AsyncState } from '@/lib/components/AsyncState';
import { NOSCOPE_RECENT_COUNT, type NoscopeRecord } from '@/contract/noscope';
import { formatDateTime, formatNumber } from '@/lib/format';
import type { ApiDataState } from '@/lib/use-api-data';
import NoscopeError from './NoscopeError';
import { weaponLabel } from '../model';

interface Props {
	state: ApiDataState<NoscopeRecord[]>;
	minDistance: number;
}

/** The latest no-scopes at or beyond the chosen distance, as cards. */
export default function RecentNoscopes({ state, minDistance }: Props) {
	return (
		<section className="noscope-recent" aria-labelledby="noscope-recent-title">
			<div className="noscope-recent__head">
				<h2 id="noscope-recent-title" className="noscope-section-title">
					Recent epic no-scopes
				</h2>
				<p className="noscope-muted">From {formatNumber(minDistance)} units</p>
			</div>
			<AsyncState
				state={state}
				error={(_message, reload) => <NoscopeError reload={reload} />}
				loading={
					<ul className="noscope-recent__list" aria-busy="true">
						{Array.from({ length: NOSCOPE_RECENT_COUNT }, (_, index) => (
							<li key={index} className="noscope-shot">
								<Skeleton lines={3} />
							</li>
						))}
					</ul>
				}
				isEmpty={(records) => records.length === 0}
				empty={
					<EmptyState
						title="No no-scopes that far yet"
						hint={`Nobody has landed one from ${formatNumber(minDistance)} units or more.`}
					/>
				}
			>
				{(records) => (
					<ul className="noscope-recent__list">
						{records.map((record) => (
							<li key={record.id} className="noscope-shot">
								<p className="noscope-shot__distance">
									{formatNumber(Math.round(record.distance))}
									<span className="noscope-shot__unit"> units</span>
								</p>
								<p className="noscope-shot__players">
									<span className="noscope-shot__attacker">{record.attacker_name}</span>
									<span className="noscope-shot__arrow" aria-label="no-scoped">
										{' → '}
									</span>
									<span>{record.victim_name}</span>
								</p>
								<p className="noscope-shot__meta">
									<Badge tone="secondary">{weaponLabel(record.weapon)}</Badge>
									{record.headshot && <Badge tone="accent">Headshot</Badge>}
								</p>
								<p className="noscope-shot__where">
									{record.map_name} ·{' '}
									<time dateTime={record.timestamp}>{formatDateTime(record.timestamp)}</time>
								</p>
							</li>
						))}
					</ul>
				)}
			</AsyncState>
		</section>
	);
}
