import { useId, useState, type KeyboardEvent } from 'react';
import { addFlag, checkFlagName, flagOptions } from '../model';

interface Props {
	/** Names the group of checkboxes. */
	legend: string;
	/** The region's flags (`GET /game-flags`). */
	known: readonly string[];
	selected: readonly string[];
	onChange: (flags: string[]) => void;
	/** Shows the add-custom-flag control. */
	allowCustom?: boolean;
}

/** Flag checkboxes, and optionally a field that adds a custom flag. */
export default function FlagPicker({
	legend,
	known,
	selected,
	onChange,
	allowCustom = false,
}: Props) {
	const id = useId();
	const [extra, setExtra] = useState<string[]>([]);
	const [draft, setDraft] = useState('');
	const [error, setError] = useState<string | null>(null);
	const options = flagOptions(
		[...known, ...extra.filter((flag) => !known.includes(flag))],
		selected,
	);

	const toggle = (flag: string, checked: boolean) =>
		onChange(checked ? addFlag(selected, flag) : selected.filter((other) => other !== flag));

	const addCustom = () => {
		const problem = checkFlagName(draft);
		setError(problem);
		if (problem) return;
		const flag = draft.trim();
		// A flag already in the list is selected, never added a second time.
		if (!options.includes(flag)) setExtra((list) => [...list, flag]);
		onChange(addFlag(selected, flag));
		setDraft('');
	};

	const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
		if (event.key === 'Enter') {
			event.preventDefault();
			addCustom();
		}
	};

	return (
		<fieldset className="flag-picker">
			<legend className="flag-picker__legend">{legend}</legend>
			<ul className="flag-picker__list chip-row">
				{options.map((flag) => (
					<li key={flag}>
						<label className="flag-picker__option">
							<input
								type="checkbox"
								checked={selected.includes(flag)}
								onChange={(event) => toggle(flag, event.target.checked)}
							/>
							<span>{flag}</span>
						</label>
					</li>
				))}
			</ul>
			{allowCustom && (
				<div className="flag-picker__custom">
					<label className="admin-field__label" htmlFor={`${id}-custom`}>
						Custom flag
					</label>
					<div className="flag-picker__custom-row">
						<input
							id={`${id}-custom`}
							className="admin-input"
							value={draft}
							onChange={(event) => setDraft(event.target.value)}
							onKeyDown={onKeyDown}
							aria-invalid={error ? true : undefined}
							aria-describedby={error ? `${id}-error` : undefined}
							autoComplete="off"
							spellCheck={false}
						/>
						<button type="button" className="ui-button ui-button--secondary" onClick={addCustom}>
							Add flag
						</button>
					</div>
					{error && (
						<p id={`${id}-error`} className="admin-field__error" role="alert">
							{error}
						</p>
					)}
				</div>
			)}
		</fieldset>
	);
}
