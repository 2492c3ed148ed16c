import { describe, expect, it, vi } from 'vitest';
import {
	formatDate,
	formatDateTime,
	formatDuration,
	formatMoney,
	formatNumber,
	formatTime,
	formatZoneTime,
	type EventTimeZone,
} from '../../src/lib/format';
import { currencySymbol } from '../../src/community/money';

// Currencies as the profile reader gives them: the symbol worked out by Intl in Node.
const money = (code: string) => ({ code, symbol: currencySymbol(code) });
const EURO = money('EUR');
const DOLLAR = money('USD');
const POUND = money('GBP');
const FRANC = money('CHF');

describe('formatDate and formatDateTime', () => {
	it.each([
		['2023-08-27T16:31:12.000Z', '27/08/2023'],
		[Date.UTC(2026, 0, 5, 12), '05/01/2026'],
		[new Date(Date.UTC(2025, 11, 31, 12)), '31/12/2025'],
		['not a date', ''],
	])('formatDate(%s) → %s', (value, text) => {
		expect(formatDate(value, { timeZone: 'UTC' })).toBe(text);
	});

	it.each([
		[{ timeZone: 'UTC' }, '27/08/2023'],
		[{ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }, '27 August 2023'],
		[{ weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }, 'Sun 27 Aug'],
		[{ hour: '2-digit', timeZone: 'UTC' }, '27/08/2023, 16'],
	] as const)('formatDate with %o reads as toLocaleDateString: %s', (options, text) => {
		const date = new Date('2023-08-27T16:31:12.000Z');
		expect(formatDate(date, options)).toBe(text);
		expect(formatDate(date, options)).toBe(date.toLocaleDateString('en-GB', options));
	});

	it.each([
		['2023-08-27T16:31:12.000Z', '27/08/2023, 16:31'],
		['', ''],
	])('formatDateTime(%s) → %s', (value, text) => {
		expect(formatDateTime(value, { timeZone: 'UTC' })).toBe(text);
	});
});

describe('formatNumber and formatMoney', () => {
	it.each([
		[0, '0'],
		[999, '999'],
		[12345, '12,345'],
		[1234567.5, '1,234,567.5'],
	])('formatNumber(%d) → %s', (value, text) => {
		expect(formatNumber(value)).toBe(text);
	});

	it.each([
		[15, '€15'],
		[200, '€200'],
		[1500, '€1,500'],
		[12.5, '€12.50'],
		[0.99, '€0.99'],
	])('formatMoney(%d, EUR) → %s', (value, text) => {
		expect(formatMoney(value, EURO)).toBe(text);
	});

	it.each([
		[15, DOLLAR, '$15'],
		[2500, DOLLAR, '$2,500'],
		[12.5, DOLLAR, '$12.50'],
		[-3, DOLLAR, '-$3'],
		[1500, POUND, '£1,500'],
		[10, FRANC, 'CHF\u00a010'],
	])('formatMoney(%d, %o) → %s', (value, money, text) => {
		expect(formatMoney(value, money)).toBe(text);
	});
});

describe('formatDuration', () => {
	it.each([
		[0, '0 s'],
		[45, '45 s'],
		[59, '59 s'],
		[59.9, '59 s'],
		[60, '1 min 0 s'],
		[61, '1 min 1 s'],
		[119, '1 min 59 s'],
		[120, '2 mins 0 s'],
		[125, '2 mins 5 s'],
		[3600, '60 mins 0 s'],
		[-5, '0 s'],
		[Number.NaN, '0 s'],
	])('%d seconds → %s', (seconds, text) => {
		expect(formatDuration(seconds)).toBe(text);
	});
});

describe('formatZoneTime', () => {
	it.each([
		// London, 2026: BST from 29 March 01:00 UTC to 25 October 01:00 UTC.
		['2026-01-15T19:00:00Z', 'Europe/London', '19:00 GMT'],
		['2026-03-29T00:59:00Z', 'Europe/London', '00:59 GMT'],
		['2026-03-29T01:00:00Z', 'Europe/London', '02:00 BST'],
		['2026-07-01T18:30:00Z', 'Europe/London', '19:30 BST'],
		['2026-10-25T00:59:00Z', 'Europe/London', '01:59 BST'],
		['2026-10-25T01:00:00Z', 'Europe/London', '01:00 GMT'],
		// New York, 2026: EDT from 8 March 07:00 UTC to 1 November 06:00 UTC.
		['2026-01-15T19:00:00Z', 'America/New_York', '14:00 EST'],
		['2026-03-08T06:59:00Z', 'America/New_York', '01:59 EST'],
		['2026-03-08T07:00:00Z', 'America/New_York', '03:00 EDT'],
		['2026-07-01T18:30:00Z', 'America/New_York', '14:30 EDT'],
		['2026-11-01T05:59:00Z', 'America/New_York', '01:59 EDT'],
		['2026-11-01T06:00:00Z', 'America/New_York', '01:00 EST'],
		// Between the two changes the zones disagree with "by month" rules.
		['2026-03-20T12:00:00Z', 'Europe/London', '12:00 GMT'],
		['2026-03-20T12:00:00Z', 'America/New_York', '08:00 EDT'],
	] as [string, EventTimeZone, string][])('%s in %s → %s', (instant, zone, text) => {
		expect(formatZoneTime(instant, zone)).toBe(text);
	});

	it('answers an empty text for an invalid date', () => {
		expect(formatZoneTime('soon', 'Europe/London')).toBe('');
	});
});

// The plain forms are written without Intl; they must read exactly as Intl writes them in en-GB.
describe('plain forms against Intl', () => {
	it('writes whole numbers and amounts of money as Intl does', () => {
		const values = [0, 7, 42, 999, 1000, 9999, 10_000, 123_456, 1_000_000, 987_654_321];
		const wholes = [...values, ...values.map((value) => -value), Number.MAX_SAFE_INTEGER];
		for (const value of wholes) {
			expect(formatNumber(value)).toBe(new Intl.NumberFormat('en-GB').format(value));
		}
		for (const money of [EURO, DOLLAR, POUND, FRANC]) {
			const intl = new Intl.NumberFormat('en-GB', {
				style: 'currency',
				currency: money.code,
				currencyDisplay: 'narrowSymbol',
				maximumFractionDigits: 0,
			});
			for (const value of values) expect(formatMoney(value, money)).toBe(intl.format(value));
		}
		expect(formatNumber(-0)).toBe('-0');
		expect(formatNumber(2 ** 60)).toBe(new Intl.NumberFormat('en-GB').format(2 ** 60));
	});

	it.each(['UTC', 'Europe/London', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham'])(
		'writes dates and times in the visitor zone as Intl does (%s)',
		(zone) => {
			// Node reads the zone again when TZ changes; vitest puts the variable back after the test.
			vi.stubEnv('TZ', zone);
			const instants = [
				'2023-08-27T16:31:12Z',
				'2026-01-01T00:00:00Z',
				'2026-03-29T00:59:00Z',
				'2026-03-29T01:00:00Z',
				'2026-10-25T00:30:00Z',
				'2026-12-31T23:59:59Z',
				'1999-02-03T04:05:06Z',
			].map((text) => new Date(text));
			for (const date of instants) {
				const at = (options: Intl.DateTimeFormatOptions) =>
					new Intl.DateTimeFormat('en-GB', options).format(date);
				expect(formatDate(date)).toBe(at({}));
				expect(formatTime(date)).toBe(at({ hour: '2-digit', minute: '2-digit' }));
				expect(formatDateTime(date)).toBe(
					at({
						day: '2-digit',
						month: '2-digit',
						year: 'numeric',
						hour: '2-digit',
						minute: '2-digit',
					}),
				);
			}
		},
	);
});
