import {
	AUTH_MESSAGES,
	LoginSuccessSchema,
	RegisterAnswerSchema,
	RegistrationStateSchema,
	VerifyAnswerSchema,
} from '../../contract/auth';
import { ErrorBodySchema, MessageSchema } from '../../contract/http';
import { CurrentUserSchema } from '../../contract/user';
import { describeRoute } from '../http/route-docs';

const BOT_CHECK = `The bot check failed (${AUTH_MESSAGES.captchaRejected}), or the input breaks a rule`;

/** The API document's entries of the account routes, used by each route in `routes.ts`. */
export const AUTH_DOCS = {
	user: describeRoute({
		summary: 'The signed-in account',
		answers: { 200: CurrentUserSchema },
	}),
	login: describeRoute({
		summary: 'Log in with e-mail and password; answers a bearer token',
		description:
			'Failed logins are counted per address and per e-mail; the answer says how many attempts are left (`attemptsLeft`).',
		answers: {
			200: LoginSuccessSchema,
			400: BOT_CHECK,
			401: `${AUTH_MESSAGES.invalidCredentials}, with \`attemptsLeft\``,
			403: `${AUTH_MESSAGES.needsVerification} (\`needsVerification: true\`), or ${AUTH_MESSAGES.accountDisabled}`,
			429: {
				description:
					'Too many failed logins from this address or for this e-mail, or this address already has its share of password checks running or waiting',
				schema: ErrorBodySchema,
				headers: { 'Retry-After': 'Seconds to wait when the password checks were the reason' },
			},
		},
		bodyExample: { email: 'player@example.com', password: 'correct horse', turnstileToken: '...' },
	}),
	register: describeRoute({
		summary: 'Create an account; a verification mail follows',
		description:
			'An e-mail that already has an account answers the same, and its owner gets a notice.',
		answers: {
			201: RegisterAnswerSchema,
			400: BOT_CHECK,
			403: `${AUTH_MESSAGES.registrationClosed} (REGISTRATION=closed)`,
			409: AUTH_MESSAGES.usernameTaken,
		},
	}),
	registration: describeRoute({
		summary: 'Whether the site takes new accounts (the register form asks before it shows)',
		answers: { 200: RegistrationStateSchema },
	}),
	resendVerification: describeRoute({
		summary: 'Send the verification mail again',
		description: 'Answers the same whether or not the e-mail has an account.',
		answers: { 200: MessageSchema, 400: BOT_CHECK },
	}),
	forgotPassword: describeRoute({
		summary: 'Mail a password reset link',
		description: 'Answers the same whether or not the e-mail has an account.',
		answers: { 200: MessageSchema, 400: BOT_CHECK },
	}),
	verify: describeRoute({
		summary: "Verify an account's e-mail address with the mailed token",
		answers: {
			200: VerifyAnswerSchema,
			400: 'The link is invalid, used or expired (`verified: false`)',
		},
	}),
	resetPassword: describeRoute({
		summary: 'Set a new password with the mailed reset token',
		answers: {
			200: MessageSchema,
			400: 'The link is invalid, used or expired, or the password breaks a rule',
		},
	}),
	changePassword: describeRoute({
		summary: 'Change the password of the signed-in account',
		answers: {
			200: MessageSchema,
			400: `${AUTH_MESSAGES.currentPasswordWrong}, or the new password breaks a rule`,
			429: AUTH_MESSAGES.tooManyAttempts,
		},
	}),
	logout: describeRoute({
		summary: 'Log out: the bearer token stops working',
		answers: { 200: MessageSchema },
	}),
};
