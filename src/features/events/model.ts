import {
	EVENT_DESCRIPTION_MAX_CHARS,
	EVENT_TIME_ZONES,
	MAX_UPCOMING_EVENTS,
} from '../../config/constants';
import { EVENT_STATUS, type CommunityEvent } from '../../contract/events';
import { formatDate, formatZoneTime } from '../../lib/format';
import { truncateText } from '../../lib/text';

/**
 * Whether the home page lists an event as upcoming: it is running (Active), or it
 * starts after `now`, whatever its status; a canceled one is listed as 'Canceled', not hidden.
 * Events without a readable start are left out.
 */
export function isUpcoming(event: CommunityEvent, now: number): boolean {
	if (event.status === EVENT_STATUS.active) return true;
	const start = Date.parse(event.scheduledStartTime);
	return Number.isFinite(start) && start > now;
}

/** The upcoming events, soonest first, at most `max` (3 by default). */
export function selectUpcomingEvents(
	events: readonly CommunityEvent[],
	now: number,
	max = MAX_UPCOMING_EVENTS,
): CommunityEvent[] {
	return events
		.filter((event) => isUpcoming(event, now))
		.sort((a, b) => Date.parse(a.scheduledStartTime) - Date.parse(b.scheduledStartTime))
		.slice(0, max);
}

/** Fills the list up to `size` slots; null slots show the 'No Upcoming Event' placeholder. */
export function padEvents<T>(events: readonly T[], size = MAX_UPCOMING_EVENTS): (T | null)[] {
	return Array.from({ length: Math.max(size, events.length) }, (_, index) => events[index] ?? null);
}

/** The card's description: cut to 100 characters plus '...' (the default text is short). */
export function eventDescription(event: Pick<CommunityEvent, 'description'>): string {
	return truncateText(event.description, EVENT_DESCRIPTION_MAX_CHARS, '...');
}

/** One line of the card's times, e.g. { label: 'EU', date: 'Tue 24 Nov', time: '19:00 GMT' }. */
interface ZoneTime {
	label: string;
	date: string;
	time: string;
}

/** The start time in London [EU] and New York [NA], each with its own date and zone name. */
export function eventZoneTimes(start: string): ZoneTime[] {
	return EVENT_TIME_ZONES.map(({ label, timeZone }) => ({
		label,
		date: formatDate(start, { weekday: 'short', day: 'numeric', month: 'short', timeZone }),
		time: formatZoneTime(start, timeZone),
	}));
}
