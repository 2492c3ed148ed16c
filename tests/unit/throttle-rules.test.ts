import { describe, expect, it } from 'vitest';
import {
	attemptsLeft,
	EMAIL_FAILURE_CEILING,
	judgeAttempt,
	MAX_LOGIN_FAILURES,
	normaliseEmail,
	reachesCeiling,
} from '../../src/server/auth/throttle-rules';

const counts = (fromAddress: number, forEmail: number, emailLocked = false) => ({
	fromAddress,
	forEmail,
	emailLocked,
});

describe('login throttle rules', () => {
	it('keeps 5 failures per address and the ceiling far above them', () => {
		expect(MAX_LOGIN_FAILURES).toBe(5);
		expect(EMAIL_FAILURE_CEILING).toBe(50);
	});

	it.each([
		['a first attempt', counts(0, 0), 'allowed', 5],
		['the fifth attempt from an address', counts(4, 4), 'allowed', 1],
		['a sixth attempt from that address', counts(5, 5), 'addressLocked', 0],
		['another address while the first is locked', counts(0, 5), 'allowed', 5],
		['an address with one try when the e-mail has two left', counts(0, 48), 'allowed', 2],
		['the last attempt under the ceiling', counts(2, 49), 'allowed', 1],
		['an attempt at the ceiling', counts(0, 50), 'emailLocked', 0],
		['an attempt past the ceiling', counts(5, 60), 'emailLocked', 0],
		['an attempt while the e-mail is locked', counts(0, 0, true), 'emailLocked', 0],
	] as const)('judges %s', (_case, failures, verdict, left) => {
		expect(judgeAttempt(failures)).toBe(verdict);
		expect(attemptsLeft(failures)).toBe(left);
	});

	it.each([
		[49, false],
		[50, true],
		[51, true],
	])('says %i failures reach the ceiling: %s', (failures, expected) => {
		expect(reachesCeiling(failures)).toBe(expected);
	});

	it('counts every spelling of an address under one key', () => {
		const keys = ['A@x.org', ' a@x.org', 'a@X.org ', 'A@X.ORG'].map(normaliseEmail);
		expect(new Set(keys)).toEqual(new Set(['a@x.org']));
	});
});
