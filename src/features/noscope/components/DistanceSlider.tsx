import { useEffect, useId, useRef, useState } from 'react';
import { NOSCOPE_SLIDER_DEBOUNCE_MS } from '@/config/constants';
import { NOSCOPE_DISTANCE } from '@/contract/noscope';
import { formatNumber } from '@/lib/format';

interface Props {
	/** The distance the lists are filtered by. */
	value: number;
	/** Called once the slider settles: on release, or after a pause while dragging or keying. */
	onCommit: (value: number) => void;
}

/**
 * The minimum distance slider (500 to 100,000, step 100). It shows every position at once but
 * commits only when the pointer lets go, focus leaves, or after a short pause (arrow keys
 * tapped or held), so moving across it sends one request.
 */
export default function DistanceSlider({ value, onCommit }: Props) {
	const id = useId();
	const [draft, setDraft] = useState(value);
	const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
	const latest = useRef({ value, onCommit });
	useEffect(() => {
		latest.current = { value, onCommit };
	});
	// A new committed value (reload, reset) moves the thumb too.
	useEffect(() => setDraft(value), [value]);
	useEffect(() => () => clearTimeout(timer.current), []);

	const commit = (next: number) => {
		clearTimeout(timer.current);
		if (next !== latest.current.value) latest.current.onCommit(next);
	};
	const schedule = (next: number) => {
		setDraft(next);
		clearTimeout(timer.current);
		timer.current = setTimeout(() => commit(next), NOSCOPE_SLIDER_DEBOUNCE_MS);
	};

	return (
		<div className="noscope-slider">
			<label htmlFor={id} className="noscope-filters__label">
				Minimum distance
			</label>
			<output htmlFor={id} className="noscope-slider__value">
				{formatNumber(draft)} units
			</output>
			<input
				id={id}
				type="range"
				min={NOSCOPE_DISTANCE.min}
				max={NOSCOPE_DISTANCE.max}
				step={NOSCOPE_DISTANCE.step}
				value={draft}
				aria-valuetext={`${formatNumber(draft)} units`}
				onChange={(event) => schedule(Number(event.currentTarget.value))}
				onPointerUp={(event) => commit(Number(event.currentTarget.value))}
				onBlur={(event) => commit(Number(event.currentTarget.value))}
			/>
			<span className="noscope-slider__ends" aria-hidden="true">
				<span>{formatNumber(NOSCOPE_DISTANCE.min)}</span>
				<span>{formatNumber(NOSCOPE_DISTANCE.max)}</span>
			</span>
		</div>
	);
}
