import { apiRequest } from '../../lib/api';
import {
	LoginSuccessSchema,
	RegisterAnswerSchema,
	RegistrationStateSchema,
	VerifyAnswerSchema,
	type ForgotPasswordInput,
	type LoginInput,
	type RegisterInput,
	type ResendVerificationInput,
	type ResetPasswordInput,
} from '../../contract/auth';
import { MessageSchema } from '../../contract/http';

/** `POST /auth/login`: answers the token; failures carry attemptsLeft or needsVerification. */
export function logIn(body: LoginInput) {
	return apiRequest('/auth/login', LoginSuccessSchema, { method: 'POST', body, credentials: true });
}

/** `POST /auth/register`: a failure may list `passwordErrors`. */
export function register(body: RegisterInput) {
	return apiRequest('/auth/register', RegisterAnswerSchema, {
		method: 'POST',
		body,
		credentials: true,
	});
}

/** `GET /auth/registration`: whether the site takes new accounts (REGISTRATION). */
export async function loadRegistrationState(signal?: AbortSignal) {
	return (await apiRequest('/auth/registration', RegistrationStateSchema, { signal })).registration;
}

/** `POST /auth/forgot-password`: mails a reset link when the e-mail has an account. */
export function forgotPassword(body: ForgotPasswordInput) {
	return apiRequest('/auth/forgot-password', MessageSchema, {
		method: 'POST',
		body,
		credentials: true,
	});
}

/** `POST /auth/resend-verification`: mails a new verification link. */
export function resendVerification(body: ResendVerificationInput) {
	return apiRequest('/auth/resend-verification', MessageSchema, {
		method: 'POST',
		body,
		credentials: true,
	});
}

/** `POST /auth/reset-password` with the token of the mailed link. */
export function resetPassword(body: ResetPasswordInput) {
	return apiRequest('/auth/reset-password', MessageSchema, {
		method: 'POST',
		body,
		credentials: true,
	});
}

/** `GET /auth/verify/{token}`. */
export function verifyEmail(token: string, signal?: AbortSignal) {
	return apiRequest(`/auth/verify/${encodeURIComponent(token)}`, VerifyAnswerSchema, {
		credentials: true,
		signal,
	});
}
