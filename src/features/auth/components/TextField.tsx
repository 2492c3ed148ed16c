import type { ReactNode } from 'react';

interface Props {
	id: string;
	label: string;
	value: string;
	onChange: (value: string) => void;
	type?: 'text' | 'email' | 'password';
	autoComplete?: string;
	/** Live hints under the field, read with it by screen readers. */
	hint?: ReactNode;
	required?: boolean;
	invalid?: boolean;
}

/** A labelled input of the account forms, with its hints announced as its description. */
export default function TextField({
	id,
	label,
	value,
	onChange,
	type = 'text',
	autoComplete,
	hint,
	required = true,
	invalid = false,
}: Props) {
	const hintId = `${id}-hint`;
	return (
		<div className="auth-field">
			<label className="auth-field__label" htmlFor={id}>
				{label}
			</label>
			<input
				id={id}
				className="auth-field__input"
				type={type}
				value={value}
				autoComplete={autoComplete}
				required={required}
				aria-invalid={invalid || undefined}
				aria-describedby={hint ? hintId : undefined}
				onChange={(event) => onChange(event.target.value)}
			/>
			{hint && (
				<div id={hintId} className="auth-field__hint">
					{hint}
				</div>
			)}
		</div>
	);
}
