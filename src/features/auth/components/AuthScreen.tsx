import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import Button from '@/components/ui/Button';
import { MESSAGES } from '@/config/messages';
import { AUTH_MESSAGES } from '@/contract/auth';
import { notify } from '@/lib/notices';
import { AUTH_MODES, type Outcome, type Sent } from '../auth-modes';
import { FIELD_IDS, type BindField } from '../field-ids';
import {
	getMismatchHint,
	isCaptchaRejection,
	validateAuthForm,
	type AuthFields,
	type AuthMode,
} from '../model';
import CaptchaWidget, { type CaptchaHandle } from './CaptchaWidget';
import LoginFields from './LoginFields';
import ModeSwitch from './ModeSwitch';
import OutcomeMessage from './OutcomeMessage';
import RegisterFields from './RegisterFields';
import TextField from './TextField';
import { useHydrated } from '../use-hydrated';
import { useRegistrationClosed } from '../use-registration-closed';
import '../auth.css';

interface Props {
	/** Starts in register mode (the /register route's meta). */
	registerMode?: boolean;
}

const EMPTY: AuthFields = { email: '', username: '', password: '', verifyPassword: '' };

/** The non-empty values the form's inputs hold, by field. */
function readTypedFields(form: HTMLFormElement | null): Partial<AuthFields> {
	const typed: Partial<AuthFields> = {};
	for (const [name, id] of Object.entries(FIELD_IDS) as [keyof AuthFields, string][]) {
		const input = form?.querySelector<HTMLInputElement>(`#${id}`);
		if (input?.value) typed[name] = input.value;
	}
	return typed;
}

/**
 * The login screen with its three modes: login, register and forgot password. The
 * e-mail, the bot check and the outcome are shared, so a mode switch keeps what was typed; each
 * mode brings its own fields and behaviour (auth-modes.ts).
 */
export default function AuthScreen({ registerMode = false }: Props) {
	const [mode, setMode] = useState<AuthMode>(registerMode ? 'register' : 'login');
	const [fields, setFields] = useState<AuthFields>(EMPTY);
	const [captchaToken, setCaptchaToken] = useState<string | null>(null);
	const [busy, setBusy] = useState(false);
	const [outcome, setOutcome] = useState<Outcome | null>(null);
	// A problem the form's own check found: shown only while the fields still have it.
	const [checkProblem, setCheckProblem] = useState<string | null>(null);
	const captcha = useRef<CaptchaHandle>(null);
	const hydrated = useHydrated();
	const form = useRef<HTMLFormElement>(null);
	const behaviour = AUTH_MODES[mode];
	const registrationClosed = useRegistrationClosed(mode === 'register');

	// What was typed before the island hydrated is in the inputs but not in the state yet.
	useEffect(() => {
		const typed = readTypedFields(form.current);
		if (Object.keys(typed).length > 0) setFields((previous) => ({ ...previous, ...typed }));
	}, []);

	const bind: BindField = (name) => ({
		id: FIELD_IDS[name],
		value: fields[name],
		onChange: (value) => setFields((previous) => ({ ...previous, [name]: value })),
	});

	function switchMode(next: AuthMode) {
		setMode(next);
		setOutcome(null);
		setCheckProblem(null);
		captcha.current?.reset();
	}

	function failed(error: unknown, email: string): Sent {
		if (!isCaptchaRejection(error)) return behaviour.failure(error, email);
		notify({ kind: 'error', text: MESSAGES.login.captchaRejectedToast });
		return { outcome: null, leaving: false };
	}

	async function submit(event: SubmitEvent) {
		event.preventDefault();
		if (busy) return;
		const problem = validateAuthForm(mode, fields, captchaToken);
		if (problem) {
			setOutcome(null);
			// The mismatch already shows under Verify Password: point there instead of repeating it.
			if (
				mode === 'register' &&
				problem === getMismatchHint(fields.password, fields.verifyPassword)
			) {
				setCheckProblem(null);
				document.getElementById(FIELD_IDS.verifyPassword)?.focus();
			} else {
				setCheckProblem(problem);
			}
			return;
		}
		setCheckProblem(null);
		const email = fields.email.trim();
		setBusy(true);
		setOutcome(null);
		let sent: Sent;
		try {
			sent = await behaviour.send({ fields, email, turnstileToken: captchaToken! });
		} catch (error) {
			sent = failed(error, email);
		}
		if (sent.outcome) setOutcome(sent.outcome);
		if (!sent.leaving) {
			setBusy(false);
			// A Turnstile token is good for one check only.
			captcha.current?.reset();
		}
	}

	return (
		<section className="auth-card" aria-labelledby="auth-title">
			<p className="eyebrow">Account</p>
			<h1 id="auth-title" className="auth-card__title">
				{behaviour.title}
			</h1>
			{behaviour.lead && <p className="auth-card__lead">{behaviour.lead}</p>}
			{mode === 'register' && registrationClosed ? (
				<p className="auth-card__closed" role="status">
					{AUTH_MESSAGES.registrationClosed}
				</p>
			) : (
				<form ref={form} className="auth-form" noValidate onSubmit={submit}>
					<TextField {...bind('email')} label="Email" type="email" autoComplete="email" />
					{mode === 'login' && <LoginFields bind={bind} onForgot={() => switchMode('forgot')} />}
					{mode === 'register' && <RegisterFields fields={fields} bind={bind} />}
					<CaptchaWidget ref={captcha} onToken={setCaptchaToken} />
					<OutcomeMessage
						outcome={
							checkProblem && validateAuthForm(mode, fields, captchaToken) === checkProblem
								? { kind: 'error', message: checkProblem }
								: outcome
						}
					/>
					<Button type="submit" block loading={busy} disabled={!hydrated}>
						{behaviour.submitLabel}
					</Button>
				</form>
			)}
			<ModeSwitch mode={mode} onSwitch={switchMode} />
		</section>
	);
}
