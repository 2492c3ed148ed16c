import { useRef, type KeyboardEvent } from 'react';
import '../../styles/ui/segmented-control.css';

/** One choice of a segmented control. */
interface SegmentOption<Value extends string> {
	value: Value;
	label: string;
}

interface Props<Value extends string> {
	options: readonly SegmentOption<Value>[];
	value: Value;
	onChange: (value: Value) => void;
	/** Names the group, e.g. 'Region'. */
	label: string;
	size?: 'sm' | 'md';
	className?: string;
}

/** Keys that move the selection, and by how much (radio-group keyboard pattern). */
const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * A row of mutually exclusive choices with radio-group semantics, such as the EU/NA region
 * toggle. One tab stop; the arrow keys (wrapping), Home and End move and select.
 */
export default function SegmentedControl<Value extends string>({
	options,
	value,
	onChange,
	label,
	size = 'md',
	className,
}: Props<Value>) {
	const buttons = useRef<(HTMLButtonElement | null)[]>([]);
	const selected = Math.max(
		0,
		options.findIndex((option) => option.value === value),
	);

	const select = (index: number) => {
		const option = options[index];
		if (!option) return;
		buttons.current[index]?.focus();
		if (option.value !== value) onChange(option.value);
	};

	const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
		const count = options.length;
		let next: number | undefined;
		if (event.key in STEPS) next = (selected + (STEPS[event.key] ?? 0) + count) % count;
		else if (event.key === 'Home') next = 0;
		else if (event.key === 'End') next = count - 1;
		if (next === undefined) return;
		event.preventDefault();
		select(next);
	};

	return (
		<div
			className={['ui-segmented', size === 'sm' && 'ui-segmented--sm', className]
				.filter(Boolean)
				.join(' ')}
			role="radiogroup"
			aria-label={label}
		>
			{options.map((option, index) => {
				const checked = index === selected;
				return (
					<button
						key={option.value}
						ref={(node) => {
							buttons.current[index] = node;
						}}
						type="button"
						role="radio"
						aria-checked={checked}
						tabIndex={checked ? 0 : -1}
						className="ui-segmented__option"
						onClick={() => select(index)}
						onKeyDown={onKeyDown}
					>
						{option.label}
					</button>
				);
			})}
		</div>
	);
}
