import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/config/messages';
import { ApiError } from '../../src/lib/api';
import { AUTH_MESSAGES } from '../../src/contract/auth';
import {
	getMismatchHint,
	getPasswordHints,
	getUsernameHint,
	readFailure,
	readLoginFailure,
	readRegisterFailure,
	validateAuthForm,
	validateNewPassword,
	validateResend,
	type AuthFields,
} from '../../src/features/auth/model';

const GOOD = 'GoodPass1!';

function hintsMet(password: string): Record<string, boolean> {
	return Object.fromEntries(getPasswordHints(password).map((hint) => [hint.label, hint.met]));
}

describe('password hints', () => {
	it('shows the five password hints in order', () => {
		expect(getPasswordHints('').map((hint) => hint.label)).toEqual([
			'8+ chars',
			'A-Z',
			'a-z',
			'0-9',
			'. , @ # $ % ^ & * ! _ -',
		]);
	});

	it.each([
		['1234567', '8+ chars', false],
		['12345678', '8+ chars', true],
		['abc', 'A-Z', false],
		['Abc', 'A-Z', true],
		['ABC', 'a-z', false],
		['ABc', 'a-z', true],
		['Abc', '0-9', false],
		['Abc7', '0-9', true],
		['Abc7?', '. , @ # $ % ^ & * ! _ -', false],
		['Abc7_', '. , @ # $ % ^ & * ! _ -', true],
	])('%s meets %s: %s', (password, label, met) => {
		expect(hintsMet(password)[label]).toBe(met);
	});

	it('meets all of them with a good password', () => {
		expect(Object.values(hintsMet(GOOD))).toEqual([true, true, true, true, true]);
	});
});

describe('username hint', () => {
	it.each([
		['', null],
		['Nightjar7', 'valid'],
		['night jar', AUTH_MESSAGES.usernameInvalid],
		['night_jar', AUTH_MESSAGES.usernameInvalid],
		['Ñandú', AUTH_MESSAGES.usernameInvalid],
	])('%j → %j', (username, hint) => {
		expect(getUsernameHint(username)).toBe(hint);
	});
});

describe('new password and its confirmation', () => {
	it.each([
		['weak', 'weak', AUTH_MESSAGES.passwordRequirements],
		[GOOD, '', AUTH_MESSAGES.passwordsMismatch],
		[GOOD, 'GoodPass1?', AUTH_MESSAGES.passwordsMismatch],
		[GOOD, GOOD, null],
	])('%s / %s → %s', (password, verify, message) => {
		expect(validateNewPassword(password, verify)).toBe(message);
	});

	it('says they differ only once the confirmation is typed', () => {
		expect(getMismatchHint(GOOD, '')).toBeNull();
		expect(getMismatchHint(GOOD, 'G')).toBe(AUTH_MESSAGES.passwordsMismatch);
		expect(getMismatchHint(GOOD, GOOD)).toBeNull();
	});
});

describe('validateAuthForm', () => {
	const filled: AuthFields = {
		email: 'new@example.com',
		username: 'Newcomer',
		password: GOOD,
		verifyPassword: GOOD,
	};

	it.each([
		['login', {}, 'token', null],
		['login', { email: '  ' }, 'token', AUTH_MESSAGES.emailRequired],
		['login', { password: '' }, 'token', AUTH_MESSAGES.passwordRequired],
		['login', { password: 'weak' }, 'token', null],
		['login', {}, null, MESSAGES.validation.captchaRequired],
		['register', {}, 'token', null],
		['register', { username: 'new comer' }, 'token', AUTH_MESSAGES.usernameInvalid],
		['register', { username: '' }, 'token', AUTH_MESSAGES.usernameInvalid],
		['register', { email: '' }, 'token', AUTH_MESSAGES.emailRequired],
		[
			'register',
			{ password: 'weak', verifyPassword: 'weak' },
			'token',
			AUTH_MESSAGES.passwordRequirements,
		],
		['register', { verifyPassword: 'Other1!xx' }, 'token', AUTH_MESSAGES.passwordsMismatch],
		['register', {}, null, MESSAGES.validation.captchaRequired],
		['forgot', { password: '', username: '' }, 'token', null],
		['forgot', { email: '' }, 'token', AUTH_MESSAGES.emailMissing],
		['forgot', {}, null, MESSAGES.validation.captchaRequired],
	] as const)('%s with %o and token %s → %s', (mode, overrides, token, message) => {
		expect(validateAuthForm(mode, { ...filled, ...overrides }, token)).toBe(message);
	});

	it('validates the resend form', () => {
		expect(validateResend('', 'token')).toBe(AUTH_MESSAGES.emailMissing);
		expect(validateResend('a@example.com', null)).toBe(MESSAGES.validation.captchaRequired);
		expect(validateResend('a@example.com', 'token')).toBeNull();
	});
});

describe('reading failures', () => {
	it('reads attempts left and the verification flag of a login answer', () => {
		const invalid = new ApiError(401, AUTH_MESSAGES.invalidCredentials, {
			message: AUTH_MESSAGES.invalidCredentials,
			attemptsLeft: 3,
		});
		expect(readLoginFailure(invalid)).toEqual({
			message: AUTH_MESSAGES.invalidCredentials,
			attemptsLeft: 3,
			needsVerification: false,
		});
		const unverified = new ApiError(403, 'x', { message: 'x', needsVerification: true });
		expect(readLoginFailure(unverified).needsVerification).toBe(true);
	});

	it('falls back to the default messages', () => {
		expect(readLoginFailure(new ApiError(500, 'Internal', null)).message).toBe(
			AUTH_MESSAGES.invalidCredentials,
		);
		expect(readRegisterFailure(new ApiError(500, '', null))).toEqual({
			message: MESSAGES.register.failed,
			passwordErrors: [],
		});
		expect(readFailure(new ApiError(500, 'Server Error', ''), MESSAGES.forgot.failed)).toBe(
			MESSAGES.forgot.failed,
		);
	});

	it('says an error occurred when the network failed', () => {
		const offline = new ApiError(0, 'Network error');
		expect(readLoginFailure(offline).message).toBe(MESSAGES.generic);
		expect(readRegisterFailure(offline).message).toBe(MESSAGES.generic);
		expect(readFailure(offline, MESSAGES.forgot.failed)).toBe(MESSAGES.generic);
	});
});
