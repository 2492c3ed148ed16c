import type { AuthMode } from '../model';

interface Props {
	mode: AuthMode;
	onSwitch: (next: AuthMode) => void;
}

/** The line under the form that leads to the other modes. */
export default function ModeSwitch({ mode, onSwitch }: Props) {
	const link = (next: AuthMode, label: string) => (
		<button type="button" className="auth-link" onClick={() => onSwitch(next)}>
			{label}
		</button>
	);
	return (
		<p className="auth-card__switch">
			{mode === 'login' ? (
				<>Don&apos;t have an account? {link('register', 'Register')}</>
			) : mode === 'register' ? (
				<>Already have an account? {link('login', 'Login')}</>
			) : (
				link('login', 'Back to Login')
			)}
		</p>
	);
}
