import { z } from 'zod/mini';
import {
	PASSWORD_MAX_LENGTH,
	PASSWORD_RULES,
	USERNAME_MAX_LENGTH,
	USERNAME_PATTERN,
	passwordErrors,
} from './credentials';

/** Messages of the auth calls that both the API and the screens use. */
export const AUTH_MESSAGES = {
	invalidCredentials: 'Invalid email or password',
	captchaRejected: 'CAPTCHA validation failed',
	loginSuccess: 'Login successful',
	needsVerification: 'Please verify your email address before logging in.',
	tooManyAttempts: 'Too many failed login attempts. Please try again in 15 minutes.',
	/** Failed logins from many addresses reached the e-mail's hourly ceiling. */
	emailLocked:
		'Too many failed login attempts for this email. Please try again in an hour or reset your password.',
	emailRequired: 'Email is required',
	emailMissing: 'Please enter your email address',
	emailInvalid: 'Please enter a valid email address',
	passwordRequired: 'Password is required',
	passwordTooLong: 'Password is too long',
	usernameInvalid: 'Letters & numbers only',
	passwordsMismatch: 'Passwords do not match',
	passwordRequirements: 'Please meet all password requirements',
	tokenRequired: 'No verification token provided or token is invalid.',
	registered: 'Registration successful. Please check your email to verify your account.',
	usernameTaken: 'This username is already taken',
	/** Forgot-password and resend answer this whether or not the e-mail has an account. */
	mailQueued: 'If an account exists for this email, we have sent you an email.',
	verified: 'Email verified successfully!',
	verifyLinkInvalid: 'This verification link is invalid or has already been used.',
	verifyLinkExpired: 'This verification link has expired. Please request a new one.',
	resetLinkInvalid: 'This password reset link is invalid or has already been used.',
	resetLinkExpired: 'This password reset link has expired. Please request a new one.',
	passwordReset: 'Your password has been reset. You can now log in.',
	currentPasswordWrong: 'Current password is incorrect',
	passwordUnchanged: 'The new password must differ from the current one',
	passwordChanged: 'Password changed successfully!',
	loggedOut: 'Logged out',
	/** REGISTRATION=closed: the API's 403 and the register form's notice. */
	registrationClosed: 'Registration is closed.',
	/** The right password of an account root disabled. */
	accountDisabled: 'This account has been disabled.',
} as const;

/** Whether the site takes new accounts (the REGISTRATION setting). */
export const REGISTRATION_STATES = ['open', 'closed'] as const;

/** Whether the site takes new accounts. */
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

/** Answer of `GET /auth/registration`: whether the register form may be used. */
export const RegistrationStateSchema = z.object({
	/** 'closed' while REGISTRATION=closed: the form says so instead of offering itself. */
	registration: z.enum(REGISTRATION_STATES),
});

/** A registration state as the API sends it. */
export type RegistrationStateWire = z.input<typeof RegistrationStateSchema>;

/**
 * Verification and reset tokens are 32 random bytes as 64 lowercase hex characters; anything
 * else in a link is malformed and never reaches the API.
 */
const ACCOUNT_TOKEN_PATTERN = /^[0-9a-f]{64}$/;

/** Whether a link's token has the shape of a verification or reset token. */
export function isAccountToken(token: unknown): token is string {
	return typeof token === 'string' && ACCOUNT_TOKEN_PATTERN.test(token);
}

/** An e-mail address, trimmed; `missing` is the message when it is absent or empty. */
function emailField(missing: string) {
	return z.pipe(
		z
			.string({ error: missing })
			.check(z.trim(), z.minLength(1, missing), z.maxLength(254, AUTH_MESSAGES.emailInvalid)),
		z.email({ error: AUTH_MESSAGES.emailInvalid }),
	);
}

/** A password as typed at login; the policy is checked where passwords are chosen. */
const PasswordFieldSchema = z
	.string({ error: AUTH_MESSAGES.passwordRequired })
	.check(
		z.minLength(1, AUTH_MESSAGES.passwordRequired),
		z.maxLength(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
	);

/** A new password: it must meet every rule of the policy. */
const NewPasswordSchema = PasswordFieldSchema.check(
	z.refine((password) => passwordErrors(password).length === 0, {
		error: AUTH_MESSAGES.passwordRequirements,
	}),
);

/** Token from the bot-check widget; a missing token fails like a rejected one. */
const TurnstileTokenSchema = z
	.string({ error: AUTH_MESSAGES.captchaRejected })
	.check(z.maxLength(4096, AUTH_MESSAGES.captchaRejected));

/** Letters and digits only. */
const UsernameSchema = z
	.string({ error: AUTH_MESSAGES.usernameInvalid })
	.check(
		z.regex(USERNAME_PATTERN, AUTH_MESSAGES.usernameInvalid),
		z.maxLength(USERNAME_MAX_LENGTH, AUTH_MESSAGES.usernameInvalid),
	);

/** Body of `POST /auth/login`; extra fields are accepted and dropped. */
export const LoginInputSchema = z.object({
	/** The account's e-mail address; matched without regard to case. */
	email: emailField(AUTH_MESSAGES.emailRequired),
	/** The plain password; its rules are checked at registration, not here. */
	password: PasswordFieldSchema,
	turnstileToken: TurnstileTokenSchema,
});

/** A validated login body. */
export type LoginInput = z.infer<typeof LoginInputSchema>;

/** Any answer of `POST /auth/login`, success or failure. */
export const LoginAnswerSchema = z.object({
	token: z.optional(z.string()),
	message: z.optional(z.string()),
	/** The account exists but its e-mail is not verified: go to /verification. */
	needsVerification: z.optional(z.boolean()),
	/** Failed attempts left before the e-mail is locked for a while. */
	attemptsLeft: z.optional(z.number()),
});

/** A login answer as the API sends it. */
export type LoginAnswerWire = z.input<typeof LoginAnswerSchema>;

/** A successful login answer: it must carry the token. */
export const LoginSuccessSchema = z.object({
	token: z.string().check(z.minLength(1)),
	message: z.optional(z.string()),
});

/** A chosen password with one issue per failed rule, each with that rule's message. */
const PolicyPasswordSchema = PasswordFieldSchema.check(
	...Object.values(PASSWORD_RULES).map((rule) =>
		z.refine<string>((password) => rule.test(password), { error: rule.message }),
	),
);

/**
 * Body of `POST /auth/register`. Each failed password rule is its own issue carrying the rule's
 * message, so the API lists them all in `passwordErrors`.
 */
export const RegisterInputSchema = z
	.object({
		username: UsernameSchema,
		email: emailField(AUTH_MESSAGES.emailRequired),
		password: PolicyPasswordSchema,
		verifyPassword: z.string({ error: AUTH_MESSAGES.passwordsMismatch }),
		turnstileToken: TurnstileTokenSchema,
	})
	.check(
		z.refine((input) => input.verifyPassword === input.password, {
			error: AUTH_MESSAGES.passwordsMismatch,
			path: ['verifyPassword'],
		}),
	);

/** A validated register body. */
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

/** Answer of `POST /auth/register`; `passwordErrors` lists failed password rules. */
export const RegisterAnswerSchema = z.object({
	message: z.optional(z.string()),
	passwordErrors: z._default(z.array(z.string()), []),
});

/** A register answer as the API sends it (`passwordErrors` may be left out). */
export type RegisterAnswerWire = z.input<typeof RegisterAnswerSchema>;

/** Body of `POST /auth/forgot-password`. */
export const ForgotPasswordInputSchema = z.object({
	email: emailField(AUTH_MESSAGES.emailMissing),
	turnstileToken: TurnstileTokenSchema,
});

/** A validated forgot-password body. */
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInputSchema>;

/**
 * Body of `POST /auth/resend-verification`: the same fields as forgot-password, under the name
 * of its own route.
 * @alias
 */
export const ResendVerificationInputSchema = ForgotPasswordInputSchema;

/** A validated resend-verification body. */
export type ResendVerificationInput = z.infer<typeof ResendVerificationInputSchema>;

/** Body of `POST /auth/reset-password`: the token of the mailed link and the new password. */
export const ResetPasswordInputSchema = z.object({
	token: z
		.string({ error: AUTH_MESSAGES.resetLinkInvalid })
		.check(z.regex(ACCOUNT_TOKEN_PATTERN, AUTH_MESSAGES.resetLinkInvalid)),
	password: NewPasswordSchema,
});

/** A validated reset-password body. */
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>;

/** Answer of `GET /auth/verify/{token}`. */
export const VerifyAnswerSchema = z.object({
	verified: z._default(z.boolean(), false),
	message: z.optional(z.string()),
});

/** A verify answer as the API sends it. */
export type VerifyAnswerWire = z.input<typeof VerifyAnswerSchema>;

/** Body of `POST /auth/change-password` (bearer). */
export const ChangePasswordInputSchema = z.object({
	currentPassword: PasswordFieldSchema,
	newPassword: NewPasswordSchema,
});

/** A validated change-password body. */
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;
