import type { ReactNode } from 'react';
import '../../styles/ui/stat-card.css';

/** Which way a stat moved, with the words that say so (colour alone never carries it). */
interface StatTrend {
	direction: 'up' | 'down' | 'flat';
	label: string;
}

interface Props {
	label: ReactNode;
	value: ReactNode;
	/** A line under the value: a unit, a comparison, a time frame. */
	hint?: ReactNode;
	trend?: StatTrend;
	/** Icon beside the label, hidden from assistive technology. */
	icon?: ReactNode;
	className?: string;
}

const TREND_ARROWS = { up: '▲', down: '▼', flat: '▶' } as const;

/** One headline number with its label, as in the NoScope totals or the admin counts. */
export default function StatCard({ label, value, hint, trend, icon, className }: Props) {
	return (
		<div className={['ui-stat', className].filter(Boolean).join(' ')}>
			<p className="ui-stat__label">
				{icon && (
					<span className="ui-stat__icon" aria-hidden="true">
						{icon}
					</span>
				)}
				{label}
			</p>
			<p className="ui-stat__value">{value}</p>
			{(hint || trend) && (
				<p className="ui-stat__hint">
					{trend && (
						<span className={`ui-stat__trend ui-stat__trend--${trend.direction}`}>
							<span aria-hidden="true">{TREND_ARROWS[trend.direction]}</span> {trend.label}
						</span>
					)}
					{hint}
				</p>
			)}
		</div>
	);
}
