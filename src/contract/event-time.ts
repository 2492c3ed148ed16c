import { z } from 'zod/mini';

/** The earliest time a game server may date an event: nothing the community records is older. */
const EARLIEST_EVENT_TIME = '2015-01-01T00:00:00Z';

/** How far ahead of the site's clock an event may be dated (game server clocks drift a little). */
const MAX_EVENT_CLOCK_AHEAD_MS = 5 * 60 * 1000;

const EARLIEST_MS = Date.parse(EARLIEST_EVENT_TIME);

/**
 * What is wrong with an event time (epoch milliseconds) at the moment `now`, or undefined when it
 * may be stored: more than 5 minutes ahead of `now`, or before 2015.
 */
export function eventTimeProblem(time: number, now: number): string | undefined {
	if (time > now + MAX_EVENT_CLOCK_AHEAD_MS) return 'must not be more than 5 minutes in the future';
	if (time < EARLIEST_MS) return 'must not be before 2015';
	return undefined;
}

/**
 * An event time as game servers send it: ISO 8601 with a zone, refused when `eventTimeProblem`
 * finds it ahead of the clock or too old. The clock is `Date.now()`, read at each parse, so
 * tests move it with fake timers. Messages name the field: 'occurredAt must not be before 2015'.
 */
export function eventTime(field: string) {
	return z.iso.datetime({ offset: true, error: `${field} must be an ISO 8601 date-time` }).check(
		z.superRefine((value, context) => {
			const problem = eventTimeProblem(Date.parse(value), Date.now());
			if (problem)
				context.addIssue({ code: 'custom', message: `${field} ${problem}`, input: value });
		}),
	);
}

/** A round's end must not be before its start (both ISO 8601 strings, already valid). */
export function endsBeforeStart(start: string, end: string | null | undefined): boolean {
	return end !== null && end !== undefined && Date.parse(end) < Date.parse(start);
}
