import { z } from 'zod/mini';

/** Recurrence shown when an event has none. */
export const DEFAULT_RECURRENCE = 'One-time';
/** Description shown when an event has none. */
export const DEFAULT_EVENT_DESCRIPTION = 'No description available';

/** Event status labels by code (spec 3; 4 is spelled 'Canceled', DESIGN 6). */
export const EVENT_STATUS_LABELS: Readonly<Record<number, string>> = {
	1: 'Scheduled',
	2: 'Active',
	3: 'Completed',
	4: 'Canceled',
};

/** The label of an event status; anything unknown is 'Unknown'. */
export function eventStatusLabel(status: number): string {
	return EVENT_STATUS_LABELS[status] ?? 'Unknown';
}

/** One scheduled event of the chat community. */
export const EventSchema = z.object({
	id: z.string(),
	name: z.string(),
	status: z.number(),
	/** ISO 8601 start time. */
	scheduledStartTime: z.string(),
	recurrence: z.pipe(
		z.optional(z.nullable(z.string())),
		z.transform((value) => value || DEFAULT_RECURRENCE),
	),
	description: z.pipe(
		z.optional(z.nullable(z.string())),
		z.transform((value) => value || DEFAULT_EVENT_DESCRIPTION),
	),
});

/** An event with its defaults. */
export type CommunityEvent = z.infer<typeof EventSchema>;

/** Answer of `GET /guild-events/{guildId}`. */
export const EventsAnswerSchema = z.object({ events: z._default(z.array(EventSchema), []) });
