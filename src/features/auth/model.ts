import { MESSAGES } from '../../config/messages';
import { ApiError, errorMessage } from '../../lib/api';
import { AUTH_MESSAGES, LoginAnswerSchema, RegisterAnswerSchema } from '../../contract/auth';
import { checkPassword, isValidUsername } from '../../contract/credentials';
import { z } from 'zod/mini';

/** The three modes of the login screen. */
export type AuthMode = 'login' | 'register' | 'forgot';

/** What the login screen's fields hold. */
export interface AuthFields {
	email: string;
	username: string;
	password: string;
	verifyPassword: string;
}

export { getPasswordHints } from '../../lib/password-hints';

/** Whether the password meets every rule. */
function meetsPasswordRules(password: string): boolean {
	return Object.values(checkPassword(password)).every(Boolean);
}

/** The username hint: null while empty, 'valid' for a tick, else 'Letters & numbers only'. */
export function getUsernameHint(username: string): 'valid' | string | null {
	if (!username) return null;
	return isValidUsername(username) ? 'valid' : AUTH_MESSAGES.usernameInvalid;
}

/** 'Passwords do not match' once the confirmation is typed and differs, else null. */
export function getMismatchHint(password: string, verifyPassword: string): string | null {
	return verifyPassword && verifyPassword !== password ? AUTH_MESSAGES.passwordsMismatch : null;
}

/** Checks a new password and its confirmation (register and reset); the first problem or null. */
export function validateNewPassword(password: string, verifyPassword: string): string | null {
	if (!meetsPasswordRules(password)) return AUTH_MESSAGES.passwordRequirements;
	if (!verifyPassword || verifyPassword !== password) return AUTH_MESSAGES.passwordsMismatch;
	return null;
}

/** Checks the login screen before it sends anything; the first problem or null. */
export function validateAuthForm(
	mode: AuthMode,
	fields: AuthFields,
	captchaToken: string | null,
): string | null {
	const email = fields.email.trim();
	if (mode === 'forgot') {
		if (!email) return AUTH_MESSAGES.emailMissing;
	} else if (mode === 'login') {
		if (!email) return AUTH_MESSAGES.emailRequired;
		if (!fields.password) return AUTH_MESSAGES.passwordRequired;
	} else {
		if (!isValidUsername(fields.username)) return AUTH_MESSAGES.usernameInvalid;
		if (!email) return AUTH_MESSAGES.emailRequired;
		const problem = validateNewPassword(fields.password, fields.verifyPassword);
		if (problem) return problem;
	}
	if (!captchaToken) return MESSAGES.validation.captchaRequired;
	return null;
}

/** Checks the resend form (e-mail and bot check); the first problem or null. */
export function validateResend(email: string, captchaToken: string | null): string | null {
	if (!email.trim()) return AUTH_MESSAGES.emailMissing;
	if (!captchaToken) return MESSAGES.validation.captchaRequired;
	return null;
}

/** Whether a failed call was the server refusing the bot check. */
export function isCaptchaRejection(error: unknown): boolean {
	return error instanceof ApiError && error.message === AUTH_MESSAGES.captchaRejected;
}

/** Whether a call never got an answer (network failure). */
function isNetworkFailure(error: unknown): boolean {
	return !(error instanceof ApiError) || error.status === 0;
}

/** What a failed login shows. */
interface LoginFailure {
	message: string;
	attemptsLeft?: number;
	needsVerification: boolean;
}

/** Reads a failed login: the server's message (or the default), attempts left, verification. */
export function readLoginFailure(error: unknown): LoginFailure {
	if (isNetworkFailure(error)) return { message: MESSAGES.generic, needsVerification: false };
	const body = z.safeParse(LoginAnswerSchema, error instanceof ApiError ? error.body : null);
	const answer = body.success ? body.data : {};
	return {
		message: answer.message || AUTH_MESSAGES.invalidCredentials,
		attemptsLeft: answer.attemptsLeft,
		needsVerification: answer.needsVerification === true,
	};
}

/** Reads a failed registration: the message (or 'Registration failed.') and `passwordErrors`. */
export function readRegisterFailure(error: unknown): { message: string; passwordErrors: string[] } {
	if (isNetworkFailure(error)) return { message: MESSAGES.generic, passwordErrors: [] };
	const body = z.safeParse(RegisterAnswerSchema, error instanceof ApiError ? error.body : null);
	const answer = body.success ? body.data : { passwordErrors: [] };
	return {
		message: answer.message || MESSAGES.register.failed,
		passwordErrors: answer.passwordErrors,
	};
}

/** The message of a failed call: the server's, the fallback, or the generic one offline. */
export function readFailure(error: unknown, fallback: string): string {
	return isNetworkFailure(error) ? MESSAGES.generic : errorMessage(error, fallback);
}
