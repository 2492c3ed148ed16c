import { useEffect, useState, type SubmitEvent } from 'react';
import Button from '@/components/ui/Button';
import { RESET_PAGE_TOAST_MS, RESET_REDIRECT_DELAY_MS } from '@/config/constants';
import { MESSAGES } from '@/config/messages';
import { notify } from '@/lib/notices';
import { AUTH_MESSAGES } from '@/contract/auth';
import { resetPassword } from '../api';
import { isLinkToken } from '../link-token';
import { getMismatchHint, readFailure, validateNewPassword } from '../model';
import FormMessage from './FormMessage';
import PasswordHints from '@/components/ui/PasswordHints';
import TextField from './TextField';
import { useHydrated } from '../use-hydrated';
import '../auth.css';

interface Props {
	/** The token of the mailed link, from the path. */
	token: string;
}

/** /reset-password/{token}: a new password under the password policy. */
export default function ResetPasswordForm({ token }: Props) {
	const [password, setPassword] = useState('');
	const [verifyPassword, setVerifyPassword] = useState('');
	const [problem, setProblem] = useState<string | null>(null);
	const [busy, setBusy] = useState(false);
	const hydrated = useHydrated();
	const mismatch = getMismatchHint(password, verifyPassword);

	// What was typed before the island hydrated is in the inputs but not in the state yet.
	useEffect(() => {
		const typed = (id: string) => document.querySelector<HTMLInputElement>(`#${id}`)?.value;
		setPassword((value) => value || typed('reset-password') || '');
		setVerifyPassword((value) => value || typed('reset-verify-password') || '');
	}, []);

	async function submit(event: SubmitEvent) {
		event.preventDefault();
		if (busy) return;
		const invalid = validateNewPassword(password, verifyPassword);
		setProblem(invalid);
		if (invalid) return;
		if (!isLinkToken(token)) {
			notify({
				kind: 'error',
				text: AUTH_MESSAGES.resetLinkInvalid,
				durationMs: RESET_PAGE_TOAST_MS,
			});
			return;
		}
		setBusy(true);
		try {
			await resetPassword({ token, password });
			notify({ kind: 'success', text: MESSAGES.reset.success, durationMs: RESET_PAGE_TOAST_MS });
			setTimeout(() => window.location.assign('/login'), RESET_REDIRECT_DELAY_MS);
		} catch (error) {
			notify({
				kind: 'error',
				text: readFailure(error, MESSAGES.generic),
				durationMs: RESET_PAGE_TOAST_MS,
			});
			setBusy(false);
		}
	}

	return (
		<section className="auth-card" aria-labelledby="reset-title">
			<p className="eyebrow">Account</p>
			<h1 id="reset-title" className="auth-card__title">
				Reset Password
			</h1>
			<p className="auth-card__lead">Choose a new password for your account.</p>
			<form className="auth-form" noValidate onSubmit={submit}>
				<TextField
					id="reset-password"
					label="New Password"
					type="password"
					autoComplete="new-password"
					value={password}
					onChange={setPassword}
					hint={<PasswordHints password={password} />}
				/>
				<TextField
					id="reset-verify-password"
					label="Verify Password"
					type="password"
					autoComplete="new-password"
					value={verifyPassword}
					onChange={setVerifyPassword}
					invalid={mismatch !== null}
					hint={mismatch && <span className="auth-hint auth-hint--bad">{mismatch}</span>}
				/>
				{problem && (
					<FormMessage kind="error">
						<p>{problem}</p>
					</FormMessage>
				)}
				<Button type="submit" block loading={busy} disabled={!hydrated}>
					Reset Password
				</Button>
			</form>
			<p className="auth-card__switch">
				<a className="auth-link" href="/login">
					Back to Login
				</a>
			</p>
		</section>
	);
}
