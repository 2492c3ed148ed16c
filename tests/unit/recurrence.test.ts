import { describe, expect, it } from 'vitest';
import { describeRecurrence, rollOccurrence } from '../../src/server/discord/recurrence';

describe('describeRecurrence', () => {
	it.each([
		[{ frequency: 'daily' }, 'Daily'],
		[{ frequency: 'daily', interval: 3 }, 'Every 3 days'],
		[{ frequency: 'weekly', weekday: 1 }, 'Weekly on Tuesday'],
		[{ frequency: 'weekly', interval: 2, weekday: 6 }, 'Every 2 weeks on Sunday'],
		[{ frequency: 'weekly' }, 'Weekly'],
		[{ frequency: 'monthly' }, 'Monthly'],
		[{ frequency: 'yearly' }, 'Yearly'],
	] as const)('%j reads %s', (recurrence, text) => {
		expect(describeRecurrence(recurrence)).toBe(text);
	});
});

describe('rollOccurrence', () => {
	const first = new Date('2025-01-07T19:00:00Z');
	const weekly = { frequency: 'weekly' } as const;

	it('keeps a first occurrence that is still ahead', () => {
		expect(rollOccurrence(first, weekly, new Date('2025-01-01T00:00:00Z'), 'next')).toEqual(first);
	});

	it.each([
		['2025-01-07T19:00:00Z', 'next', '2025-01-14T19:00:00Z'],
		['2025-01-07T19:00:00Z', 'current', '2025-01-07T19:00:00Z'],
		['2025-03-01T12:00:00Z', 'next', '2025-03-04T19:00:00Z'],
		['2025-03-01T12:00:00Z', 'current', '2025-02-25T19:00:00Z'],
	] as const)('at %s the %s weekly occurrence is %s', (now, which, expected) => {
		expect(rollOccurrence(first, weekly, new Date(now), which).toISOString()).toBe(
			new Date(expected).toISOString(),
		);
	});

	it('steps monthly events by calendar month', () => {
		const monthly = { frequency: 'monthly' } as const;
		const start = new Date('2025-01-15T18:30:00Z');
		expect(rollOccurrence(start, monthly, new Date('2025-04-20T00:00:00Z'), 'next')).toEqual(
			new Date('2025-05-15T18:30:00Z'),
		);
	});
});
