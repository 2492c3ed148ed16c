import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
	AUTH_MESSAGES,
	ChangePasswordInputSchema,
	ForgotPasswordInputSchema,
	isAccountToken,
	LoginInputSchema,
	LoginSuccessSchema,
	RegisterAnswerSchema,
	RegisterInputSchema,
	ResetPasswordInputSchema,
	VerifyAnswerSchema,
} from '../../src/contract/auth';
import {
	checkPassword,
	isValidUsername,
	PASSWORD_RULE_MESSAGES,
	passwordErrors,
} from '../../src/contract/credentials';

/** The first issue's message of a failed parse, or undefined when it passed. */
function firstIssue(schema: z.core.$ZodType, value: unknown): string | undefined {
	const result = z.safeParse(schema, value);
	return result.success ? undefined : result.error.issues[0]?.message;
}

describe('checkPassword', () => {
	it.each([
		['', { length: false, upper: false, lower: false, digit: false, special: false }],
		['abcdefgh', { length: true, upper: false, lower: true, digit: false, special: false }],
		['ABCDEFG1', { length: true, upper: true, lower: false, digit: true, special: false }],
		['Ab1!', { length: false, upper: true, lower: true, digit: true, special: true }],
		['PlayerPass1!', { length: true, upper: true, lower: true, digit: true, special: true }],
	])('%s → %o', (password, rules) => {
		expect(checkPassword(password)).toEqual(rules);
	});

	it.each(['.', ',', '@', '#', '$', '%', '^', '&', '*', '!', '_', '-'])(
		'accepts %s as the special character',
		(char) => {
			expect(checkPassword(`Abcdefg1${char}`).special).toBe(true);
			expect(passwordErrors(`Abcdefg1${char}`)).toEqual([]);
		},
	);

	it.each(['?', '+', '(', ' ', '~', '/'])('does not count %s as a special character', (char) => {
		expect(checkPassword(`Abcdefg1${char}`).special).toBe(false);
	});

	it('lists the message of each failed rule', () => {
		expect(passwordErrors('abc')).toHaveLength(4);
		expect(passwordErrors('abcdefgh1!')).toEqual(['Password must contain an uppercase letter']);
	});
});

describe('isValidUsername', () => {
	it.each([
		['Nightjar', true],
		['Player42', true],
		['', false],
		['night jar', false],
		['night_jar', false],
		['Ñandú', false],
		['A'.repeat(33), false],
	])('%s → %s', (username, valid) => {
		expect(isValidUsername(username)).toBe(valid);
	});
});

describe('input schemas', () => {
	const login = { email: ' Player@Example.com ', password: 'x', turnstileToken: 't' };

	it('trims the login e-mail and drops extra fields', () => {
		expect(z.parse(LoginInputSchema, { ...login, remember: true })).toEqual({
			email: 'Player@Example.com',
			password: 'x',
			turnstileToken: 't',
		});
	});

	it.each([
		[{ ...login, email: '' }, AUTH_MESSAGES.emailRequired],
		[{ ...login, email: 'nope' }, AUTH_MESSAGES.emailInvalid],
		[{ ...login, password: '' }, AUTH_MESSAGES.passwordRequired],
		[{ email: login.email, password: 'x' }, AUTH_MESSAGES.captchaRejected],
	])('rejects the login body %o with %s', (body, message) => {
		expect(firstIssue(LoginInputSchema, body)).toBe(message);
	});

	const register = {
		username: 'Newcomer',
		email: 'new@example.com',
		password: 'GoodPass1!',
		verifyPassword: 'GoodPass1!',
		turnstileToken: 't',
	};

	it('accepts a registration that meets every rule', () => {
		expect(z.safeParse(RegisterInputSchema, register).success).toBe(true);
	});

	it('gives each failed password rule its own issue with the rule message', () => {
		const result = z.safeParse(RegisterInputSchema, {
			...register,
			password: 'weak',
			verifyPassword: 'weak',
		});
		const messages = result.error?.issues.map((issue) => issue.message);
		expect(messages).toEqual(passwordErrors('weak'));
		expect(messages).toEqual(
			PASSWORD_RULE_MESSAGES.filter((message) => !message.includes('lowercase')),
		);
	});

	it.each([
		[{ ...register, username: 'new comer' }, AUTH_MESSAGES.usernameInvalid],
		[{ ...register, verifyPassword: 'other' }, AUTH_MESSAGES.passwordsMismatch],
	])('rejects the register body %o with %s', (body, message) => {
		expect(firstIssue(RegisterInputSchema, body)).toBe(message);
	});

	const token = 'a'.repeat(64);

	it.each([
		[ResetPasswordInputSchema, { token, password: 'weak' }],
		[ChangePasswordInputSchema, { currentPassword: 'Old1!', newPassword: 'weakpassword' }],
	])('asks a new password to meet the policy', (schema, body) => {
		expect(firstIssue(schema, body)).toBe(AUTH_MESSAGES.passwordRequirements);
	});

	it.each(['', 'abc', 'A'.repeat(64), 'a'.repeat(63), 'a'.repeat(65), `${'a'.repeat(63)}g`])(
		'refuses the reset token %s as a link that is not one',
		(bad) => {
			expect(firstIssue(ResetPasswordInputSchema, { token: bad, password: 'GoodPass1!' })).toBe(
				AUTH_MESSAGES.resetLinkInvalid,
			);
			expect(isAccountToken(bad)).toBe(false);
		},
	);

	it('knows the shape of the tokens the API makes', () => {
		expect(isAccountToken('0123456789abcdef'.repeat(4))).toBe(true);
		expect(isAccountToken(undefined)).toBe(false);
	});

	it('asks for the e-mail in forgot mode with the exact wording', () => {
		expect(firstIssue(ForgotPasswordInputSchema, { email: '', turnstileToken: 't' })).toBe(
			'Please enter your email address',
		);
	});
});

describe('answer schemas', () => {
	it('applies the answer defaults', () => {
		expect(z.parse(RegisterAnswerSchema, { message: 'Registration failed.' })).toEqual({
			message: 'Registration failed.',
			passwordErrors: [],
		});
		expect(z.parse(VerifyAnswerSchema, {})).toEqual({ verified: false });
	});

	it.each([{}, { token: '' }, { token: 5 }, null])('rejects the login success %o', (answer) => {
		expect(z.safeParse(LoginSuccessSchema, answer).success).toBe(false);
	});
});
