import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
	amountProblem,
	isCheckoutUrl,
	monthOf,
	padDonors,
	parseAmount,
} from '../../src/features/donations/model';
import { DONATION_MESSAGES, TopMonthParamSchema } from '../../src/contract/donations';
import { CheckoutSessionSchema } from '../../src/contract/payments';
import { addMonths, extendExpiry, monthRange } from '../../src/server/donations/months';

describe('padDonors', () => {
	const donor = (rank: number) => ({
		userId: rank,
		rank,
		username: `P${rank}`,
		avatar: 'a',
		totalAmount: 1,
	});

	it.each([
		[0, 5, 5],
		[2, 3, 1],
		[7, 5, 0],
	])('pads %d donors to %d places with %d placeholders', (count, size, empty) => {
		const rows = padDonors(
			Array.from({ length: count }, (_, i) => donor(i + 1)),
			size,
		);
		expect(rows).toHaveLength(size);
		expect(rows.filter((row) => row === null)).toHaveLength(empty);
	});
});

describe('amounts', () => {
	it.each([
		['15', null],
		['5', null],
		['10000', null],
		['4.99', 'minimum'],
		['', 'minimum'],
		['abc', 'minimum'],
		['-20', 'minimum'],
		['10000.01', 'maximum'],
		['1e6', 'maximum'],
		['Infinity', 'minimum'],
	])('%o breaks: %s', (text, problem) => {
		expect(amountProblem(parseAmount(text))).toBe(problem);
	});
});

describe('monthOf', () => {
	it('reads the UTC calendar month', () => {
		expect(monthOf(new Date('2025-12-31T23:30:00Z'))).toEqual({ month: 12, year: 2025 });
		expect(monthOf(new Date('2026-01-01T00:00:00Z'))).toEqual({ month: 1, year: 2026 });
	});
});

describe('isCheckoutUrl', () => {
	it.each([
		['/api/payments/demo-checkout/demo_x', true],
		['https://checkout.stripe.com/c/pay/cs_1', true],
		['http://checkout.stripe.com/c/pay/cs_1', false],
		['https://checkout.stripe.com.evil.example/', false],
		['//evil.example/x', false],
		['/\\evil.example', false],
		['/.//evil.example', false],
		['/api/%2e%2e//evil.example', false],
		['javascript:alert(1)', false],
		[null, false],
	])('%o: %s', (url, ok) => {
		expect(isCheckoutUrl(url)).toBe(ok);
	});

	it('reads a session answer without a URL as null', () => {
		expect(z.parse(CheckoutSessionSchema, { sessionId: 'cs_1' })).toEqual({
			sessionId: 'cs_1',
			url: null,
		});
	});
});

describe('TopMonthParamSchema', () => {
	it('reads month and year as numbers', () => {
		expect(z.parse(TopMonthParamSchema, { month: '07', year: '2025' })).toEqual({
			month: 7,
			year: 2025,
		});
	});

	it.each([
		[{ month: '13', year: '2025' }, DONATION_MESSAGES.invalidMonth],
		[{ month: '1', year: '999' }, DONATION_MESSAGES.invalidYear],
	])('refuses %o', (params, message) => {
		const result = z.safeParse(TopMonthParamSchema, params);
		expect(result.error?.issues[0]?.message).toBe(message);
	});
});

describe('months', () => {
	it.each([
		['2025-01-15T10:00:00.000Z', 1, '2025-02-15T10:00:00.000Z'],
		['2025-01-31T10:00:00.000Z', 1, '2025-02-28T10:00:00.000Z'],
		['2024-01-31T10:00:00.000Z', 1, '2024-02-29T10:00:00.000Z'],
		['2025-11-30T00:00:00.000Z', 3, '2026-02-28T00:00:00.000Z'],
	])('%s plus %d months is %s', (from, months, to) => {
		expect(addMonths(new Date(from), months).toISOString()).toBe(to);
	});

	it('extends running time and restarts expired time', () => {
		const paid = new Date('2025-03-01T00:00:00Z');
		expect(extendExpiry(new Date('2025-04-10T00:00:00Z'), paid, 1).toISOString()).toBe(
			'2025-05-10T00:00:00.000Z',
		);
		expect(extendExpiry(new Date('2025-02-10T00:00:00Z'), paid, 1).toISOString()).toBe(
			'2025-04-01T00:00:00.000Z',
		);
		expect(extendExpiry(null, paid, 2).toISOString()).toBe('2025-05-01T00:00:00.000Z');
	});

	it('bounds a month in UTC', () => {
		expect(monthRange(2025, 12)).toEqual({
			start: '2025-12-01T00:00:00.000Z',
			end: '2026-01-01T00:00:00.000Z',
		});
	});
});
