import { DATE_LOCALE } from '../config/constants';

/** A date as the API sends it (ISO text or epoch ms) or a Date. */
export type DateInput = Date | string | number;

/** The Date of an input, or null when it is not a valid point in time. */
function toDate(value: DateInput): Date | null {
	const date = value instanceof Date ? value : new Date(value);
	return Number.isNaN(date.getTime()) ? null : date;
}

/** A date in en-GB form, e.g. '27/08/2023'; '' for an invalid date so a view never shows 'Invalid Date'. */
export function formatDate(value: DateInput, options: Intl.DateTimeFormatOptions = {}): string {
	const date = toDate(value);
	return date ? date.toLocaleDateString(DATE_LOCALE, options) : '';
}

/** A date and time in en-GB form, e.g. '27/08/2023, 16:31'; '' for an invalid date. */
export function formatDateTime(value: DateInput, options: Intl.DateTimeFormatOptions = {}): string {
	const date = toDate(value);
	if (!date) return '';
	return date.toLocaleString(DATE_LOCALE, {
		day: '2-digit',
		month: '2-digit',
		year: 'numeric',
		hour: '2-digit',
		minute: '2-digit',
		...options,
	});
}

/** A time of day in en-GB form, e.g. '21:00'; '' for an invalid date. */
export function formatTime(value: DateInput): string {
	const date = toDate(value);
	return date ? date.toLocaleTimeString(DATE_LOCALE, { hour: '2-digit', minute: '2-digit' }) : '';
}

/** A number with en-GB grouping, e.g. 12,345 or 1,234.5. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
	return value.toLocaleString(DATE_LOCALE, options);
}

/** Euros, e.g. '€15' for whole amounts and '€12.50' otherwise. */
export function formatEuro(amount: number): string {
	const whole = Number.isInteger(amount);
	return amount.toLocaleString(DATE_LOCALE, {
		style: 'currency',
		currency: 'EUR',
		minimumFractionDigits: whole ? 0 : 2,
		maximumFractionDigits: whole ? 0 : 2,
	});
}

/**
 * A round length (spec 2.9: "seconds, or 'N min(s) M s'"): '59 s' under a minute, else
 * '1 min 0 s' or '2 mins 5 s' (the plural only on the minutes, as the spec writes it).
 * Fractions are dropped; a negative or unknown length reads '0 s'.
 */
export function formatDuration(seconds: number): string {
	const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
	if (total < 60) return `${total} s`;
	const minutes = Math.floor(total / 60);
	return `${minutes} ${minutes === 1 ? 'min' : 'mins'} ${total % 60} s`;
}

/** The two zones event times are shown in (spec 9). */
export type EventTimeZone = 'Europe/London' | 'America/New_York';

/** Zone abbreviations by UTC offset in minutes: Intl's short names vary by runtime ('GMT+1'). */
const ZONE_NAMES: Record<EventTimeZone, Record<number, string>> = {
	'Europe/London': { 0: 'GMT', 60: 'BST' },
	'America/New_York': { [-300]: 'EST', [-240]: 'EDT' },
};

/** The zone's UTC offset at that instant in minutes, read from Intl ('GMT+01:00' → 60). */
function offsetMinutes(date: Date, timeZone: string): number {
	const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
		.formatToParts(date)
		.find((part) => part.type === 'timeZoneName')?.value;
	const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
	if (!match) return 0;
	const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
	return match[1] === '-' ? -minutes : minutes;
}

/**
 * The time of day in a zone with its abbreviation, e.g. '19:00 BST' or '14:00 EDT'. The
 * abbreviation follows the zone's real offset at that instant, so it is right on the days
 * daylight saving time starts and ends (DESIGN 6), not guessed from the month.
 */
export function formatZoneTime(value: DateInput, timeZone: EventTimeZone): string {
	const date = toDate(value);
	if (!date) return '';
	const time = date.toLocaleTimeString(DATE_LOCALE, {
		timeZone,
		hour: '2-digit',
		minute: '2-digit',
		hour12: false,
	});
	const offset = offsetMinutes(date, timeZone);
	const zone =
		ZONE_NAMES[timeZone][offset] ??
		new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
			.formatToParts(date)
			.find((part) => part.type === 'timeZoneName')?.value ??
		'';
	return `${time} ${zone}`.trim();
}
