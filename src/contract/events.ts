import { z } from 'zod/mini';

/** Recurrence shown when an event has none. */
export const DEFAULT_RECURRENCE = 'One-time';
/** Description shown when an event has none. */
export const DEFAULT_EVENT_DESCRIPTION = 'No description available';
/** Name shown for an event whose name is missing. */
const DEFAULT_EVENT_NAME = 'Community event';

/** Discord's scheduled event status codes. */
export const EVENT_STATUS = { scheduled: 1, active: 2, completed: 3, canceled: 4 } as const;

/** Event status labels by code; 4 is spelled 'Canceled'. */
const EVENT_STATUS_LABELS: Readonly<Record<number, string>> = {
	1: 'Scheduled',
	2: 'Active',
	3: 'Completed',
	4: 'Canceled',
};

/** The label of an event status; anything unknown is 'Unknown'. */
export function eventStatusLabel(status: number): string {
	return EVENT_STATUS_LABELS[status] ?? 'Unknown';
}

/** Text that is absent, null, empty or not text reads as the fallback. */
const textOr = (fallback: string) =>
	z.pipe(
		z.catch(z.optional(z.nullable(z.string())), null),
		z.transform((value) => value || fallback),
	);

/** One scheduled event of the chat community. */
export const EventSchema = z.object({
	/** Discord snowflake; a number is read as its digits. */
	id: z.catch(z.union([z.string(), z.pipe(z.number(), z.transform(String))]), ''),
	name: textOr(DEFAULT_EVENT_NAME),
	/** 1 Scheduled, 2 Active, 3 Completed, 4 Canceled; anything else (or junk) shows 'Unknown'. */
	status: z.catch(z.number(), 0),
	/** ISO 8601 start time; '' when missing, and such an event is never listed as upcoming. */
	scheduledStartTime: z.catch(z.string(), ''),
	/** How the event repeats, e.g. 'Weekly on Tuesday'. */
	recurrence: textOr(DEFAULT_RECURRENCE),
	description: textOr(DEFAULT_EVENT_DESCRIPTION),
});

/** An event with its defaults. */
export type CommunityEvent = z.infer<typeof EventSchema>;
/** An event as the API sends it. */
export type EventWire = z.input<typeof EventSchema>;

/** Answer of `GET /guild-events/{guildId}`. */
export const EventsAnswerSchema = z.object({
	events: z.catch(z._default(z.array(EventSchema), []), []),
});

/** The events answer as the API sends it. */
export type EventsAnswerWire = z.input<typeof EventsAnswerSchema>;
