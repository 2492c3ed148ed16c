import { describe, expect, it } from 'vitest';
import { endsBeforeStart, eventTimeProblem } from '../../src/contract/event-time';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const minutes = (n: number) => n * 60 * 1000;

describe('eventTimeProblem', () => {
	it.each([
		['now', NOW, undefined],
		['5 minutes ahead (clock drift)', NOW + minutes(5), undefined],
		[
			'just past 5 minutes ahead',
			NOW + minutes(5) + 1,
			'must not be more than 5 minutes in the future',
		],
		[
			'9999-12-31',
			Date.parse('9999-12-31T23:59:59Z'),
			'must not be more than 5 minutes in the future',
		],
		['the first moment of 2015', Date.parse('2015-01-01T00:00:00Z'), undefined],
		['the last moment of 2014', Date.parse('2014-12-31T23:59:59.999Z'), 'must not be before 2015'],
		['year 1', Date.parse('0001-01-01T00:00:00Z'), 'must not be before 2015'],
	])('%s', (_, time, problem) => {
		expect(eventTimeProblem(time, NOW)).toBe(problem);
	});

	it('reads "ahead" from the clock it is given', () => {
		const later = NOW + minutes(60);
		expect(eventTimeProblem(later, NOW)).toBeDefined();
		expect(eventTimeProblem(later, later)).toBeUndefined();
	});
});

describe('endsBeforeStart', () => {
	it.each([
		['2025-04-01T12:06:05Z', false],
		['2025-04-01T12:00:00Z', false],
		['2025-04-01T11:59:59Z', true],
		// The same moment in another zone is not earlier.
		['2025-04-01T14:00:00+02:00', false],
		[null, false],
		[undefined, false],
	])('an end of %s', (end, before) => {
		expect(endsBeforeStart('2025-04-01T12:00:00Z', end)).toBe(before);
	});
});
