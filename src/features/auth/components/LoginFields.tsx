import type { BindField } from '../field-ids';
import TextField from './TextField';

interface Props {
	bind: BindField;
	/** Opens forgot-password mode. */
	onForgot: () => void;
}

/** Login mode's fields after the e-mail: the password and the way to a forgotten one. */
export default function LoginFields({ bind, onForgot }: Props) {
	return (
		<>
			<TextField
				{...bind('password')}
				label="Password"
				type="password"
				autoComplete="current-password"
			/>
			<button type="button" className="auth-link" onClick={onForgot}>
				Forgot Password?
			</button>
		</>
	);
}
