import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import Button from '@/components/ui/Button';
import { LOGIN_REDIRECT_DELAY_MS } from '@/config/constants';
import { MESSAGES } from '@/config/messages';
import { AUTH_MESSAGES } from '@/contract/auth';
import { notify } from '@/lib/notices';
import { safeRedirect } from '@/lib/safe-redirect';
import { signIn } from '@/lib/session';
import { forgotPassword, logIn, register } from '../api';
import {
	getMismatchHint,
	getUsernameHint,
	isCaptchaRejection,
	readFailure,
	readLoginFailure,
	readRegisterFailure,
	validateAuthForm,
	type AuthFields,
	type AuthMode,
} from '../model';
import { storePendingEmail } from '../pending-email';
import CaptchaWidget, { type CaptchaHandle } from './CaptchaWidget';
import FormMessage from './FormMessage';
import PasswordHints from './PasswordHints';
import TextField from './TextField';
import { useHydrated } from '../use-hydrated';
import '../auth.css';

interface Props {
	/** Starts in register mode (the /register route's meta). */
	registerMode?: boolean;
}

/** What the last submit came to, shown above the button. */
type Outcome =
	| { kind: 'error'; message: string; attemptsLeft?: number; passwordErrors?: string[] }
	| { kind: 'success'; message: string };

const TITLES: Record<AuthMode, string> = {
	login: 'Login',
	register: 'Create an Account',
	forgot: 'Forgot Password',
};

const SUBMIT_LABELS: Record<AuthMode, string> = {
	login: 'Login',
	register: 'Register',
	forgot: 'Send Reset Link',
};

const EMPTY: AuthFields = { email: '', username: '', password: '', verifyPassword: '' };

const FIELD_IDS: Record<keyof AuthFields, string> = {
	email: 'auth-email',
	username: 'auth-username',
	password: 'auth-password',
	verifyPassword: 'auth-verify-password',
};

/** The non-empty values the form's inputs hold, by field. */
function readTypedFields(form: HTMLFormElement | null): Partial<AuthFields> {
	const typed: Partial<AuthFields> = {};
	for (const [name, id] of Object.entries(FIELD_IDS) as [keyof AuthFields, string][]) {
		const input = form?.querySelector<HTMLInputElement>(`#${id}`);
		if (input?.value) typed[name] = input.value;
	}
	return typed;
}

/** Leaves for the verification page, keeping the e-mail for its resend form (spec 4). */
function goToVerification(email: string) {
	storePendingEmail(email);
	window.location.assign('/verification');
}

/** The login screen with its three modes: login, register and forgot password (spec 2.11). */
export default function AuthScreen({ registerMode = false }: Props) {
	const [mode, setMode] = useState<AuthMode>(registerMode ? 'register' : 'login');
	const [fields, setFields] = useState<AuthFields>(EMPTY);
	const [captchaToken, setCaptchaToken] = useState<string | null>(null);
	const [busy, setBusy] = useState(false);
	const [outcome, setOutcome] = useState<Outcome | null>(null);
	const captcha = useRef<CaptchaHandle>(null);
	const hydrated = useHydrated();
	const form = useRef<HTMLFormElement>(null);

	// What was typed before the island hydrated is in the inputs but not in the state yet.
	useEffect(() => {
		const typed = readTypedFields(form.current);
		if (Object.keys(typed).length > 0) setFields((previous) => ({ ...previous, ...typed }));
	}, []);

	const set = (name: keyof AuthFields) => (value: string) =>
		setFields((previous) => ({ ...previous, [name]: value }));

	function switchMode(next: AuthMode) {
		setMode(next);
		setOutcome(null);
		captcha.current?.reset();
	}

	/** Sends the form; answers whether the page is leaving (the button then stays busy). */
	async function send(email: string): Promise<boolean> {
		if (mode === 'forgot') {
			await forgotPassword({ email, turnstileToken: captchaToken! });
			setOutcome({ kind: 'success', message: MESSAGES.forgot.sent });
			return false;
		}
		if (mode === 'register') {
			await register({
				username: fields.username,
				email,
				password: fields.password,
				verifyPassword: fields.verifyPassword,
				turnstileToken: captchaToken!,
			});
			goToVerification(email);
			return true;
		}
		const { token, message } = await logIn({
			email,
			password: fields.password,
			turnstileToken: captchaToken!,
		});
		signIn(token);
		setOutcome({ kind: 'success', message: message ?? AUTH_MESSAGES.loginSuccess });
		const target = safeRedirect(new URLSearchParams(window.location.search).get('redirect'));
		setTimeout(() => window.location.assign(target), LOGIN_REDIRECT_DELAY_MS);
		return true;
	}

	function showFailure(error: unknown, email: string) {
		if (isCaptchaRejection(error)) {
			notify({ kind: 'error', text: MESSAGES.login.captchaRejectedToast });
			setOutcome(null);
			return;
		}
		if (mode === 'login') {
			const failure = readLoginFailure(error);
			if (failure.needsVerification) {
				goToVerification(email);
				return;
			}
			setOutcome({ kind: 'error', ...failure });
		} else if (mode === 'register') {
			const failure = readRegisterFailure(error);
			if (failure.passwordErrors.length > 0) {
				notify({ kind: 'error', text: MESSAGES.register.fixPasswordErrors });
			}
			setOutcome({ kind: 'error', ...failure });
		} else {
			setOutcome({ kind: 'error', message: readFailure(error, MESSAGES.forgot.failed) });
		}
	}

	async function submit(event: SubmitEvent) {
		event.preventDefault();
		if (busy) return;
		const problem = validateAuthForm(mode, fields, captchaToken);
		if (problem) {
			setOutcome({ kind: 'error', message: problem });
			return;
		}
		const email = fields.email.trim();
		setBusy(true);
		setOutcome(null);
		let leaving = false;
		try {
			leaving = await send(email);
		} catch (error) {
			showFailure(error, email);
		}
		if (!leaving) {
			setBusy(false);
			// A Turnstile token is good for one check only.
			captcha.current?.reset();
		}
	}

	const usernameHint = getUsernameHint(fields.username);
	const mismatch = getMismatchHint(fields.password, fields.verifyPassword);

	return (
		<section className="auth-card" aria-labelledby="auth-title">
			<p className="eyebrow">Account</p>
			<h1 id="auth-title" className="auth-card__title">
				{TITLES[mode]}
			</h1>
			{mode === 'forgot' && (
				<p className="auth-card__lead">
					Enter the email of your account and we will send you a link to reset your password.
				</p>
			)}
			<form ref={form} className="auth-form" noValidate onSubmit={submit}>
				<TextField
					id="auth-email"
					label="Email"
					type="email"
					autoComplete="email"
					value={fields.email}
					onChange={set('email')}
				/>
				{mode === 'register' && (
					<TextField
						id="auth-username"
						label="Username"
						autoComplete="username"
						value={fields.username}
						onChange={set('username')}
						invalid={usernameHint !== null && usernameHint !== 'valid'}
						hint={
							usernameHint === 'valid' ? (
								<span className="auth-hint auth-hint--ok">
									<span aria-hidden="true">✓</span>
									<span className="visually-hidden">Valid username</span>
								</span>
							) : (
								<span className={usernameHint ? 'auth-hint auth-hint--bad' : 'auth-hint'}>
									{AUTH_MESSAGES.usernameInvalid}
								</span>
							)
						}
					/>
				)}
				{mode !== 'forgot' && (
					<TextField
						id="auth-password"
						label="Password"
						type="password"
						autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
						value={fields.password}
						onChange={set('password')}
						hint={mode === 'register' ? <PasswordHints password={fields.password} /> : undefined}
					/>
				)}
				{mode === 'login' && (
					<button type="button" className="auth-link" onClick={() => switchMode('forgot')}>
						Forgot Password?
					</button>
				)}
				{mode === 'register' && (
					<TextField
						id="auth-verify-password"
						label="Verify Password"
						type="password"
						autoComplete="new-password"
						value={fields.verifyPassword}
						onChange={set('verifyPassword')}
						invalid={mismatch !== null}
						hint={mismatch && <span className="auth-hint auth-hint--bad">{mismatch}</span>}
					/>
				)}
				<CaptchaWidget ref={captcha} onToken={setCaptchaToken} />
				{outcome?.kind === 'error' && (
					<FormMessage kind="error">
						<p>{outcome.message}</p>
						{outcome.attemptsLeft !== undefined && (
							<p>{MESSAGES.login.attemptsLeft(outcome.attemptsLeft)}</p>
						)}
						{outcome.passwordErrors && outcome.passwordErrors.length > 0 && (
							<ul>
								{outcome.passwordErrors.map((message) => (
									<li key={message}>{message}</li>
								))}
							</ul>
						)}
					</FormMessage>
				)}
				{outcome?.kind === 'success' && (
					<FormMessage kind="success">
						<p>{outcome.message}</p>
					</FormMessage>
				)}
				<Button type="submit" block loading={busy} disabled={!hydrated}>
					{SUBMIT_LABELS[mode]}
				</Button>
			</form>
			<p className="auth-card__switch">
				{mode === 'login' ? (
					<>
						Don&apos;t have an account?{' '}
						<button type="button" className="auth-link" onClick={() => switchMode('register')}>
							Register
						</button>
					</>
				) : mode === 'register' ? (
					<>
						Already have an account?{' '}
						<button type="button" className="auth-link" onClick={() => switchMode('login')}>
							Login
						</button>
					</>
				) : (
					<button type="button" className="auth-link" onClick={() => switchMode('login')}>
						Back to Login
					</button>
				)}
			</p>
		</section>
	);
}
