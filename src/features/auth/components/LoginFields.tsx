import type { AuthFields } from '../model';
import { FIELD_IDS } from '../field-ids';
import TextField from './TextField';

interface Props {
	fields: AuthFields;
	set: (name: keyof AuthFields) => (value: string) => void;
	/** Opens forgot-password mode. */
	onForgot: () => void;
}

/** Login mode's fields after the e-mail: the password and the way to a forgotten one. */
export default function LoginFields({ fields, set, onForgot }: Props) {
	return (
		<>
			<TextField
				id={FIELD_IDS.password}
				label="Password"
				type="password"
				autoComplete="current-password"
				value={fields.password}
				onChange={set('password')}
			/>
			<button type="button" className="auth-link" onClick={onForgot}>
				Forgot Password?
			</button>
		</>
	);
}
