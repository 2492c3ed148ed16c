interface Props {
	/** The input's id, unique on the page; its label points at it. */
	id: string;
	/** The number typed so far; NaN while the field is empty. */
	value: number;
	onChange: (immunity: number) => void;
}

/** The immunity number field (0 to 100) of a group or a configuration. */
export default function ImmunityField({ id, value, onChange }: Props) {
	return (
		<div className="admin-field admin-field--narrow">
			<label className="admin-field__label" htmlFor={id}>
				Immunity
			</label>
			<input
				id={id}
				className="admin-input"
				type="number"
				inputMode="numeric"
				min={0}
				max={100}
				step={1}
				value={Number.isNaN(value) ? '' : value}
				onChange={(event) => onChange(event.target.valueAsNumber)}
			/>
		</div>
	);
}
