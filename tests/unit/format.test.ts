import { describe, expect, it } from 'vitest';
import {
	formatDate,
	formatDateTime,
	formatDuration,
	formatEuro,
	formatNumber,
	formatZoneTime,
	type EventTimeZone,
} from '../../src/lib/format';

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
		['2023-08-27T16:31:12.000Z', '27/08/2023, 16:31'],
		['', ''],
	])('formatDateTime(%s) → %s', (value, text) => {
		expect(formatDateTime(value, { timeZone: 'UTC' })).toBe(text);
	});
});

describe('formatNumber and formatEuro', () => {
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
	])('formatEuro(%d) → %s', (value, text) => {
		expect(formatEuro(value)).toBe(text);
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
