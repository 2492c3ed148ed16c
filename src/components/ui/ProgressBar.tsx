import { useId, type ReactNode } from 'react';
import '../../styles/ui/bars.css';

interface Props {
	value: number;
	max?: number;
	/** Visible label above the bar; it also names the progressbar. */
	label: ReactNode;
	/** Text beside the label, e.g. '€120 of €200'; read out as the value text when given. */
	valueText?: string;
	tone?: 'accent' | 'secondary' | 'success' | 'danger';
	className?: string;
}

/** The share of `max` that `value` fills, between 0 and 1 (a goal passed still fills once). */
export function progressRatio(value: number, max: number): number {
	if (!Number.isFinite(value) || !Number.isFinite(max) || max <= 0) return 0;
	return Math.min(Math.max(value / max, 0), 1);
}

/** A labelled bar towards a goal, such as the monthly donation goal. */
export default function ProgressBar({
	value,
	max = 100,
	label,
	valueText,
	tone = 'accent',
	className,
}: Props) {
	const labelId = useId();
	const ratio = progressRatio(value, max);
	const now = Math.round(ratio * max * 100) / 100;
	const shown = valueText ?? `${Math.round(ratio * 100)}%`;
	const classes = [
		'ui-progress',
		`ui-progress--${tone}`,
		ratio >= 1 && 'ui-progress--complete',
		className,
	]
		.filter(Boolean)
		.join(' ');
	return (
		<div className={classes}>
			<div className="ui-progress__header">
				<span id={labelId} className="ui-progress__label">
					{label}
				</span>
				<span className="ui-progress__value">{shown}</span>
			</div>
			<div
				className="ui-progress__track"
				role="progressbar"
				aria-labelledby={labelId}
				aria-valuemin={0}
				aria-valuemax={max}
				aria-valuenow={now}
				aria-valuetext={valueText}
			>
				<div className="ui-progress__fill" style={{ width: `${ratio * 100}%` }} />
			</div>
		</div>
	);
}
