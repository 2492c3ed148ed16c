import { useId } from 'react';
import SegmentedControl from '@/components/ui/SegmentedControl';
import {
	NOSCOPE_HEADSHOT_FILTERS,
	NOSCOPE_SORT_OPTIONS,
	NOSCOPE_WEAPON_FILTERS,
	type NoscopeSort,
} from '@/contract/noscope';
import {
	DEFAULT_FILTERS,
	HEADSHOT_LABELS,
	SORT_LABELS,
	WEAPON_LABELS,
	type NoscopeFilters,
} from '../model';
import DistanceSlider from './DistanceSlider';

interface Props {
	filters: NoscopeFilters;
	onChange: (filters: NoscopeFilters) => void;
}

const weaponOptions = NOSCOPE_WEAPON_FILTERS.map((value) => ({
	value,
	label: WEAPON_LABELS[value],
}));
const headshotOptions = NOSCOPE_HEADSHOT_FILTERS.map((value) => ({
	value,
	label: HEADSHOT_LABELS[value],
}));

/** Sort, weapon, headshot and minimum distance of the top list. */
export default function NoscopeFilterBar({ filters, onChange }: Props) {
	const sortId = useId();
	const set = (patch: Partial<NoscopeFilters>) => onChange({ ...filters, ...patch });
	const isDefault = (Object.keys(DEFAULT_FILTERS) as (keyof NoscopeFilters)[]).every(
		(key) => filters[key] === DEFAULT_FILTERS[key],
	);
	return (
		// A group, not a form: each filter applies as it changes, there is nothing to submit.
		<div className="noscope-filters" role="group" aria-label="Leaderboard filters">
			<div className="noscope-filters__field">
				<label htmlFor={sortId} className="noscope-filters__label">
					Sort by
				</label>
				<select
					id={sortId}
					className="noscope-filters__select"
					value={filters.filterBy}
					onChange={(event) => set({ filterBy: event.currentTarget.value as NoscopeSort })}
				>
					{NOSCOPE_SORT_OPTIONS.map((option) => (
						<option key={option} value={option}>
							{SORT_LABELS[option]}
						</option>
					))}
				</select>
			</div>
			<div className="noscope-filters__field">
				<span className="noscope-filters__label" aria-hidden="true">
					Weapon
				</span>
				<SegmentedControl
					label="Weapon"
					size="sm"
					options={weaponOptions}
					value={filters.weapon}
					onChange={(weapon) => set({ weapon })}
				/>
			</div>
			<div className="noscope-filters__field">
				<span className="noscope-filters__label" aria-hidden="true">
					Headshot
				</span>
				<SegmentedControl
					label="Headshot"
					size="sm"
					options={headshotOptions}
					value={filters.headshot}
					onChange={(headshot) => set({ headshot })}
				/>
			</div>
			<div className="noscope-filters__field noscope-filters__field--wide">
				<DistanceSlider
					value={filters.minDistance}
					onCommit={(minDistance) => set({ minDistance })}
				/>
			</div>
			{!isDefault && (
				<button
					type="button"
					className="noscope-filters__reset"
					onClick={() => onChange(DEFAULT_FILTERS)}
				>
					Reset filters
				</button>
			)}
		</div>
	);
}
