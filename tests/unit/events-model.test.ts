import { describe, expect, it } from 'vitest';
import {
	eventDescription,
	eventZoneTimes,
	isUpcoming,
	padEvents,
	selectUpcomingEvents,
} from '../../src/features/events/model';
import {
	type CommunityEvent,
	DEFAULT_EVENT_DESCRIPTION,
	EventSchema,
	eventStatusLabel,
} from '../../src/contract/events';

const NOW = Date.parse('2025-06-01T12:00:00Z');

function makeEvent(overrides: Partial<Record<string, unknown>> = {}): CommunityEvent {
	return EventSchema.parse({
		id: String(Math.random()),
		name: 'Event',
		status: 1,
		scheduledStartTime: '2025-06-02T19:00:00Z',
		...overrides,
	});
}

describe('eventStatusLabel', () => {
	it.each([
		[1, 'Scheduled'],
		[2, 'Active'],
		[3, 'Completed'],
		[4, 'Canceled'],
		[0, 'Unknown'],
		[5, 'Unknown'],
		[-1, 'Unknown'],
	])('status %i reads %s', (status, label) => {
		expect(eventStatusLabel(status)).toBe(label);
	});
});

describe('eventDescription', () => {
	it.each([
		['a'.repeat(99), 'a'.repeat(99)],
		['a'.repeat(100), 'a'.repeat(100)],
		['a'.repeat(101), `${'a'.repeat(100)}...`],
		[`${'a'.repeat(99)} word`, `${'a'.repeat(99)}...`],
	])('cuts a description of %#', (description, shown) => {
		expect(eventDescription({ description })).toBe(shown);
	});

	it("shows 'No description available' for an event without one", () => {
		expect(eventDescription(makeEvent({ description: null }))).toBe(DEFAULT_EVENT_DESCRIPTION);
		expect(makeEvent().recurrence).toBe('One-time');
	});
});

describe('selectUpcomingEvents', () => {
	it('keeps future and running events of any status, soonest first, at most three', () => {
		const events = [
			makeEvent({ id: 'later', scheduledStartTime: '2025-06-20T18:00:00Z' }),
			makeEvent({ id: 'past', scheduledStartTime: '2025-05-20T18:00:00Z' }),
			makeEvent({ id: 'running', status: 2, scheduledStartTime: '2025-06-01T11:30:00Z' }),
			makeEvent({ id: 'done', status: 3, scheduledStartTime: '2025-06-05T18:00:00Z' }),
			makeEvent({ id: 'off', status: 4, scheduledStartTime: '2025-06-03T18:00:00Z' }),
			makeEvent({ id: 'unknown', status: 9, scheduledStartTime: '2025-06-10T18:00:00Z' }),
			makeEvent({ id: 'soon', scheduledStartTime: '2025-06-02T18:00:00Z' }),
			makeEvent({ id: 'no-time', scheduledStartTime: undefined }),
		];
		expect(selectUpcomingEvents(events, NOW).map((event) => event.id)).toEqual([
			'running',
			'soon',
			'off',
		]);
		expect(selectUpcomingEvents(events, NOW, 10).map((event) => event.id)).toEqual([
			'running',
			'soon',
			'off',
			'done',
			'unknown',
			'later',
		]);
		expect(isUpcoming(events[0]!, NOW)).toBe(true);
		expect(isUpcoming(events[7]!, NOW)).toBe(false);
	});
});

describe('padEvents', () => {
	it.each([0, 1, 2, 3])('fills %i events up to three slots', (count) => {
		const padded = padEvents(Array.from({ length: count }, (_, index) => index));
		expect(padded).toHaveLength(3);
		expect(padded.filter((slot) => slot === null)).toHaveLength(3 - count);
		expect(padded.slice(0, count)).toEqual(Array.from({ length: count }, (_, index) => index));
	});
});

describe('eventZoneTimes on the days the clocks change', () => {
	it.each([
		// London: BST starts 30 March 2025 at 01:00 UTC, ends 26 October 2025 at 01:00 UTC.
		['2025-03-30T00:30:00Z', 'Sun 30 Mar', '00:30 GMT', 'Sat 29 Mar', '20:30 EDT'],
		['2025-03-30T01:30:00Z', 'Sun 30 Mar', '02:30 BST', 'Sat 29 Mar', '21:30 EDT'],
		['2025-10-26T00:30:00Z', 'Sun 26 Oct', '01:30 BST', 'Sat 25 Oct', '20:30 EDT'],
		['2025-10-26T01:30:00Z', 'Sun 26 Oct', '01:30 GMT', 'Sat 25 Oct', '21:30 EDT'],
		// New York: EDT starts 9 March 2025 at 07:00 UTC, ends 2 November 2025 at 06:00 UTC.
		['2025-03-09T06:30:00Z', 'Sun 9 Mar', '06:30 GMT', 'Sun 9 Mar', '01:30 EST'],
		['2025-03-09T07:30:00Z', 'Sun 9 Mar', '07:30 GMT', 'Sun 9 Mar', '03:30 EDT'],
		['2025-11-02T05:30:00Z', 'Sun 2 Nov', '05:30 GMT', 'Sun 2 Nov', '01:30 EDT'],
		['2025-11-02T06:30:00Z', 'Sun 2 Nov', '06:30 GMT', 'Sun 2 Nov', '01:30 EST'],
	])('%s is [EU] %s %s and [NA] %s %s', (start, euDate, euTime, naDate, naTime) => {
		expect(eventZoneTimes(start)).toEqual([
			{ label: 'EU', date: euDate, time: euTime },
			{ label: 'NA', date: naDate, time: naTime },
		]);
	});
});
