/** How often a scheduled event repeats; Discord's rule frequencies 3, 2, 1 and 0. */
export type RecurrenceFrequency = 'daily' | 'weekly' | 'monthly' | 'yearly';

/** A recurrence as both the demo tables and Discord's `recurrence_rule` describe it. */
export interface Recurrence {
	frequency: RecurrenceFrequency;
	/** Every how many days, weeks, months or years; 1 by default. */
	interval?: number;
	/** Weekday of a weekly event, 0 Monday to 6 Sunday (Discord's numbering). */
	weekday?: number;
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const UNITS: Record<RecurrenceFrequency, [single: string, plural: string]> = {
	daily: ['Daily', 'days'],
	weekly: ['Weekly', 'weeks'],
	monthly: ['Monthly', 'months'],
	yearly: ['Yearly', 'years'],
};

/** The recurrence as the event card shows it, e.g. 'Weekly on Tuesday' or 'Every 2 weeks'. */
export function describeRecurrence({ frequency, interval = 1, weekday }: Recurrence): string {
	const [single, plural] = UNITS[frequency];
	const every = interval > 1 ? `Every ${interval} ${plural}` : single;
	const day = frequency === 'weekly' && weekday !== undefined ? WEEKDAYS[weekday] : undefined;
	return day ? `${every} on ${day}` : every;
}

/** Discord's weekday number (0 Monday) of a moment, in UTC. */
export function discordWeekday(date: Date): number {
	return (date.getUTCDay() + 6) % 7;
}

const DAY_MS = 86_400_000;

/** One occurrence after `date`. */
function step(date: Date, { frequency, interval = 1 }: Recurrence, times: number): Date {
	const next = new Date(date);
	if (frequency === 'monthly') next.setUTCMonth(next.getUTCMonth() + interval * times);
	else if (frequency === 'yearly') next.setUTCFullYear(next.getUTCFullYear() + interval * times);
	else next.setTime(next.getTime() + (frequency === 'weekly' ? 7 : 1) * interval * DAY_MS * times);
	return next;
}

/**
 * The occurrence of a recurring event that matters at `now`, as Discord reports it: `next` is
 * the first one after now (a scheduled event), `current` the last one that started by now (an
 * active event). A first occurrence still ahead is answered as it is.
 */
export function rollOccurrence(
	first: Date,
	recurrence: Recurrence,
	now: Date,
	which: 'next' | 'current',
): Date {
	if (first > now) return first;
	let occurrence = first;
	// Fixed-length steps jump straight to the right one; months and years walk (a few hundred at most).
	if (recurrence.frequency === 'daily' || recurrence.frequency === 'weekly') {
		const length = step(first, recurrence, 1).getTime() - first.getTime();
		occurrence = step(first, recurrence, Math.floor((now.getTime() - first.getTime()) / length));
	} else {
		while (step(occurrence, recurrence, 1) <= now) occurrence = step(occurrence, recurrence, 1);
	}
	return which === 'current' || occurrence > now ? occurrence : step(occurrence, recurrence, 1);
}
