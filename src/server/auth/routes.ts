import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
	AUTH_MESSAGES,
	ChangePasswordInputSchema,
	ForgotPasswordInputSchema,
	LoginInputSchema,
	RegisterInputSchema,
	ResendVerificationInputSchema,
	ResetPasswordInputSchema,
	type LoginAnswerWire,
	type RegisterAnswerWire,
	type VerifyAnswerWire,
	type RegistrationStateWire,
} from '../../contract/auth';
import type { MessageWire } from '../../contract/http';
import type { CurrentUserWire } from '../../contract/user';
import { claimNotice } from './account-notices';
import { toCurrentUser, type AccountRow } from './accounts';
import { changePassword } from './change-password';
import { logIn } from './log-in';
import { refusalFor, refusalWithoutRoom, type PreparedAnswer } from './login-room';
import {
	requestResetLink,
	requestVerificationLink,
	resetPassword,
	verifyEmail,
	type LinkToSend,
} from './mailed-links';
import { answerRegisterIssues } from './register-errors';
import { registerAccount } from './registration';
import { refuseWhenRegistrationClosed } from './registration-gate';
import { AUTH_DOCS } from './route-docs';
import { revokeToken } from './tokens';
import type { AppEnv } from '../app-env';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/errors';
import { requireAuth } from './require-auth';
import { validate } from '../http/validate';
import { sendInBackground } from '../mail/send-in-background';
import {
	loginLockMail,
	passwordResetMail,
	registrationAttemptMail,
	verificationMail,
	type LinkMailInput,
} from '../mail/templates';

/** Answers one of the prepared refusals of a login (login-room.ts). */
function sendPrepared(c: Context<AppEnv>, refusal: PreparedAnswer) {
	return c.body(refusal.body, refusal.status, refusal.headers);
}

/**
 * Refuses a login the hashing queue could not take before anything else is done for it: its body
 * read, its bot check asked for, or its request counted in the database by the per-address limit
 * (the app mounts this in front of that limit). The site's server asks the same question before
 * the request reaches the app at all (`refuseLoginEarly` of `createApp`); this answers where the
 * app is served some other way.
 */
export const refuseLoginWithoutRoom = createMiddleware<AppEnv>(async (c, next) => {
	if (c.req.method !== 'POST') return next();
	const refusal = refusalWithoutRoom(c.var.passwords, c.var.clientAddress);
	if (refusal) return sendPrepared(c, refusal);
	await next();
});

/** Whether the bot-check token proves a human, through the Turnstile adapter. */
function isHuman(c: Context<AppEnv>, token: string): Promise<boolean> {
	return c.var.adapters.turnstile.verify(token, c.var.clientAddress);
}

/** Mails a link in the background; the answer never waits for the mail server. */
function mailLink(c: Context<AppEnv>, kind: 'verify' | 'reset', input: LinkMailInput) {
	const { mail } = c.var.adapters;
	const build = kind === 'verify' ? verificationMail : passwordResetMail;
	sendInBackground(mail, c.var.db, build(mail.site, input));
}

/** Mails an account's owner a notice (no link of any power) in the background. */
function mailNotice(c: Context<AppEnv>, kind: 'lock' | 'register', account: AccountRow) {
	const { mail } = c.var.adapters;
	const build = kind === 'lock' ? loginLockMail : registrationAttemptMail;
	sendInBackground(
		mail,
		c.var.db,
		build(mail.site, { to: account.email, username: account.username }),
	);
}

/** The mail input of a link for an account. */
function linkFor({ account, token }: LinkToSend): LinkMailInput {
	return { to: account.email, username: account.username, token };
}

/** Register, log in and out, the current user, mailed links and password changes. */
export const authRoutes = createRouter()
	.get('/user', AUTH_DOCS.user, requireAuth, (c) =>
		c.json(toCurrentUser(c.var.account) satisfies CurrentUserWire),
	)
	.get('/registration', AUTH_DOCS.registration, (c) =>
		c.json({ registration: c.var.registration } satisfies RegistrationStateWire),
	)
	.post('/login', AUTH_DOCS.login, validate('json', LoginInputSchema), async (c) => {
		const { email, password, turnstileToken } = c.req.valid('json');
		if (!(await isHuman(c, turnstileToken))) {
			c.var.metrics.countLoginRefusal('captcha');
			return errorResponse(c, 400, AUTH_MESSAGES.captchaRejected);
		}
		const address = c.var.clientAddress;
		const outcome = await logIn(c.var.db, c.var.passwords, { email, password, address });
		if (outcome.kind !== 'success') c.var.metrics.countLoginRefusal(outcome.kind);
		switch (outcome.kind) {
			case 'clientShareUsed':
				return sendPrepared(c, refusalFor('clientShareUsed'));
			case 'addressLocked':
				return errorResponse(c, 429, AUTH_MESSAGES.tooManyAttempts, {
					attemptsLeft: 0,
				} satisfies LoginAnswerWire);
			case 'emailLocked':
				return errorResponse(c, 429, AUTH_MESSAGES.emailLocked, {
					attemptsLeft: 0,
				} satisfies LoginAnswerWire);
			case 'invalid':
				if (outcome.lockedAccount) mailNotice(c, 'lock', outcome.lockedAccount);
				return errorResponse(c, 401, AUTH_MESSAGES.invalidCredentials, {
					attemptsLeft: outcome.attemptsLeft,
				} satisfies LoginAnswerWire);
			case 'unverified':
				return errorResponse(c, 403, AUTH_MESSAGES.needsVerification, {
					needsVerification: true,
				} satisfies LoginAnswerWire);
			case 'disabled':
				return errorResponse(c, 403, AUTH_MESSAGES.accountDisabled);
			case 'success':
				return c.json(
					{ token: outcome.token, message: AUTH_MESSAGES.loginSuccess } satisfies LoginAnswerWire,
					200,
				);
		}
	})
	.post(
		'/register',
		AUTH_DOCS.register,
		refuseWhenRegistrationClosed,
		validate('json', RegisterInputSchema, answerRegisterIssues),
		async (c) => {
			const { username, email, password, turnstileToken } = c.req.valid('json');
			if (!(await isHuman(c, turnstileToken))) {
				return errorResponse(c, 400, AUTH_MESSAGES.captchaRejected);
			}
			const address = c.var.clientAddress;
			const outcome = await registerAccount(c.var.db, c.var.passwords, {
				username,
				email,
				password,
				address,
			});
			if (outcome.kind === 'usernameTaken') {
				return errorResponse(c, 409, AUTH_MESSAGES.usernameTaken);
			}
			if (outcome.kind === 'emailKnown') {
				const { account } = outcome;
				if (await claimNotice(c.var.db, account.id, 'register-attempt')) {
					mailNotice(c, 'register', account);
				}
			} else if (outcome.verifyToken) {
				mailLink(c, 'verify', { to: email, username, token: outcome.verifyToken });
			}
			// The same answer for a known e-mail as for a new one: its owner learns of it by mail.
			return c.json({ message: AUTH_MESSAGES.registered } satisfies RegisterAnswerWire, 201);
		},
	)
	.post(
		'/resend-verification',
		AUTH_DOCS.resendVerification,
		validate('json', ResendVerificationInputSchema),
		async (c) => {
			const { email, turnstileToken } = c.req.valid('json');
			if (!(await isHuman(c, turnstileToken))) {
				return errorResponse(c, 400, AUTH_MESSAGES.captchaRejected);
			}
			const link = await requestVerificationLink(c.var.db, email);
			if (link) mailLink(c, 'verify', linkFor(link));
			// The same answer for every e-mail, so nobody learns which addresses have accounts.
			return c.json({ message: AUTH_MESSAGES.mailQueued } satisfies MessageWire);
		},
	)
	.post(
		'/forgot-password',
		AUTH_DOCS.forgotPassword,
		validate('json', ForgotPasswordInputSchema),
		async (c) => {
			const { email, turnstileToken } = c.req.valid('json');
			if (!(await isHuman(c, turnstileToken))) {
				return errorResponse(c, 400, AUTH_MESSAGES.captchaRejected);
			}
			const link = await requestResetLink(c.var.db, email);
			if (link) mailLink(c, 'reset', linkFor(link));
			return c.json({ message: AUTH_MESSAGES.mailQueued } satisfies MessageWire);
		},
	)
	.get('/verify/:token', AUTH_DOCS.verify, async (c) => {
		const check = await verifyEmail(c.var.db, c.req.param('token'));
		if (check.kind === 'valid') {
			return c.json({ verified: true, message: AUTH_MESSAGES.verified } satisfies VerifyAnswerWire);
		}
		const message =
			check.kind === 'expired' ? AUTH_MESSAGES.verifyLinkExpired : AUTH_MESSAGES.verifyLinkInvalid;
		return errorResponse(c, 400, message, { verified: false } satisfies VerifyAnswerWire);
	})
	.post(
		'/reset-password',
		AUTH_DOCS.resetPassword,
		validate('json', ResetPasswordInputSchema),
		async (c) => {
			const { token, password } = c.req.valid('json');
			const address = c.var.clientAddress;
			const check = await resetPassword(c.var.db, c.var.passwords, {
				token,
				password,
				address,
			});
			if (check.kind === 'valid') {
				return c.json({ message: AUTH_MESSAGES.passwordReset } satisfies MessageWire);
			}
			const message =
				check.kind === 'expired' ? AUTH_MESSAGES.resetLinkExpired : AUTH_MESSAGES.resetLinkInvalid;
			return errorResponse(c, 400, message);
		},
	)
	.post(
		'/change-password',
		AUTH_DOCS.changePassword,
		requireAuth,
		validate('json', ChangePasswordInputSchema),
		async (c) => {
			const { currentPassword, newPassword } = c.req.valid('json');
			const { db, passwords, account, token, clientAddress: address } = c.var;
			const outcome = await changePassword(db, passwords, {
				account,
				token,
				address,
				currentPassword,
				newPassword,
			});
			switch (outcome.kind) {
				case 'locked':
					return errorResponse(c, 429, AUTH_MESSAGES.tooManyAttempts);
				case 'wrongPassword':
					return errorResponse(c, 400, AUTH_MESSAGES.currentPasswordWrong);
				case 'unchanged':
					return errorResponse(c, 400, AUTH_MESSAGES.passwordUnchanged);
				case 'changed':
					return c.json({ message: AUTH_MESSAGES.passwordChanged } satisfies MessageWire);
			}
		},
	)
	.post('/logout', AUTH_DOCS.logout, requireAuth, async (c) => {
		await revokeToken(c.var.db, c.var.token);
		return c.json({ message: AUTH_MESSAGES.loggedOut } satisfies MessageWire);
	});
