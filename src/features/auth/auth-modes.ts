import { LOGIN_REDIRECT_DELAY_MS } from '../../config/constants';
import { MESSAGES } from '../../config/messages';
import { AUTH_MESSAGES } from '../../contract/auth';
import { notify } from '../../lib/notices';
import { safeRedirect } from '../../lib/safe-redirect';
import { signIn } from '../../lib/session';
import { forgotPassword, logIn, register } from './api';
import {
	readFailure,
	readLoginFailure,
	readRegisterFailure,
	type AuthFields,
	type AuthMode,
} from './model';
import { storePendingEmail } from './pending-email';

/** What the last submit came to, shown above the button. */
export type Outcome =
	| { kind: 'error'; message: string; attemptsLeft?: number; passwordErrors?: string[] }
	| { kind: 'success'; message: string };

/** What a submit led to: the outcome to show, and whether the page is leaving (stays busy). */
export interface Sent {
	outcome: Outcome | null;
	leaving: boolean;
}

/** A valid form, ready to send: the fields, the trimmed e-mail and the bot check's token. */
interface Submission {
	fields: AuthFields;
	email: string;
	turnstileToken: string;
}

/** What one mode of the login screen is called and does with its form. */
interface ModeBehaviour {
	title: string;
	/** A line under the title, when the mode needs one. */
	lead?: string;
	submitLabel: string;
	/** Sends the form. */
	send(submission: Submission): Promise<Sent>;
	/** What a failed send leads to (a refused bot check is the screen's own concern). */
	failure(error: unknown, email: string): Sent;
}

const shown = (outcome: Outcome): Sent => ({ outcome, leaving: false });

/** Leaves for the verification page, keeping the e-mail for its resend form. */
function goToVerification(email: string): Sent {
	storePendingEmail(email);
	window.location.assign('/verification');
	return { outcome: null, leaving: true };
}

const login: ModeBehaviour = {
	title: 'Login',
	submitLabel: 'Login',
	async send({ fields, email, turnstileToken }) {
		const { token, message } = await logIn({ email, password: fields.password, turnstileToken });
		signIn(token);
		const target = safeRedirect(new URLSearchParams(window.location.search).get('redirect'));
		setTimeout(() => window.location.assign(target), LOGIN_REDIRECT_DELAY_MS);
		return {
			outcome: { kind: 'success', message: message ?? AUTH_MESSAGES.loginSuccess },
			leaving: true,
		};
	},
	failure(error, email) {
		const failure = readLoginFailure(error);
		if (failure.needsVerification) return goToVerification(email);
		return shown({ kind: 'error', ...failure });
	},
};

const registration: ModeBehaviour = {
	title: 'Create an Account',
	submitLabel: 'Register',
	async send({ fields, email, turnstileToken }) {
		const { username, password, verifyPassword } = fields;
		await register({ username, email, password, verifyPassword, turnstileToken });
		return goToVerification(email);
	},
	failure(error) {
		const failure = readRegisterFailure(error);
		if (failure.passwordErrors.length > 0) {
			notify({ kind: 'error', text: MESSAGES.register.fixPasswordErrors });
		}
		return shown({ kind: 'error', ...failure });
	},
};

const forgot: ModeBehaviour = {
	title: 'Forgot Password',
	lead: 'Enter the email of your account and we will send you a link to reset your password.',
	submitLabel: 'Send Reset Link',
	async send({ email, turnstileToken }) {
		await forgotPassword({ email, turnstileToken });
		return shown({ kind: 'success', message: MESSAGES.forgot.sent });
	},
	failure(error) {
		return shown({ kind: 'error', message: readFailure(error, MESSAGES.forgot.failed) });
	},
};

/** Each mode's name and behaviour. */
export const AUTH_MODES: Readonly<Record<AuthMode, ModeBehaviour>> = {
	login,
	register: registration,
	forgot,
};
