import type { ReactNode } from 'react';
import { formatNumber } from '@/lib/format';
import Skeleton from './Skeleton';
import '../../styles/ui/bars.css';

/** One labelled bar. */
export interface BarListItem {
	/** Stable key. */
	id: string;
	label: ReactNode;
	value: number;
}

interface Props {
	items: BarListItem[];
	/** Names the list, e.g. 'Kills by weapon'. */
	label: string;
	/** How a value reads, e.g. with a unit; plain numbers by default. */
	formatValue?: (value: number) => string;
	tone?: 'accent' | 'secondary';
	className?: string;
}

/** Each item's share of the sum, in whole percent (0 when the sum is 0). */
export function getBarShares(values: number[]): number[] {
	const total = values.reduce((sum, value) => sum + Math.max(value, 0), 0);
	return values.map((value) => (total > 0 ? Math.round((Math.max(value, 0) / total) * 100) : 0));
}

/**
 * Horizontal bars with their values and share of the total, such as weapon or map stats. Bars
 * are scaled to the largest value so the leader always fills the row.
 */
export default function BarList({
	items,
	label,
	formatValue = formatNumber,
	tone = 'accent',
	className,
}: Props) {
	const shares = getBarShares(items.map((item) => item.value));
	const largest = Math.max(0, ...items.map((item) => item.value));
	return (
		<ul
			className={['ui-barlist', `ui-barlist--${tone}`, className].filter(Boolean).join(' ')}
			aria-label={label}
		>
			{items.map((item, index) => (
				<li key={item.id} className="ui-barlist__item">
					<span className="ui-barlist__label">{item.label}</span>
					<span className="ui-barlist__value">
						{formatValue(item.value)}
						<span className="ui-barlist__share"> · {shares[index]}%</span>
					</span>
					<span className="ui-barlist__track" aria-hidden="true">
						<span
							className="ui-barlist__bar"
							style={{ width: `${largest > 0 ? (Math.max(item.value, 0) / largest) * 100 : 0}%` }}
						/>
					</span>
				</li>
			))}
		</ul>
	);
}

/**
 * A bar list still loading, row for row the height of the loaded one, so nothing below it moves
 * when the bars arrive (widths come from bars.css: no style attribute in server HTML). Decorative:
 * the region around it says it is loading.
 */
export function BarListSkeleton({ rows }: { rows: number }) {
	return (
		<ul className="ui-barlist ui-barlist--skeleton" aria-hidden="true">
			{Array.from({ length: rows }, (_, index) => (
				<li key={index} className="ui-barlist__item">
					<span className="ui-barlist__label">
						<Skeleton />
					</span>
					<span className="ui-barlist__value">
						<Skeleton />
					</span>
					<span className="ui-barlist__track" />
				</li>
			))}
		</ul>
	);
}
