import { DATE_LOCALE } from '../config/constants';
import { groupThousands } from '../contract/common';

/** A date as the API sends it (ISO text or epoch ms) or a Date. */
type DateInput = Date | string | number;

/*
 * Intl formatters by locale and options. Building one costs far more than using it (a
 * `toLocaleString` call builds one each time), and a list formats hundreds of values while the
 * page starts.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(formats: Map<string, F>, key: string, create: () => F): F {
	let format = formats.get(key);
	if (!format) {
		format = create();
		formats.set(key, format);
	}
	return format;
}

function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
	return cached(
		numberFormats,
		JSON.stringify(options),
		() => new Intl.NumberFormat(DATE_LOCALE, options),
	);
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
	return cached(
		dateFormats,
		`${locale} ${JSON.stringify(options)}`,
		() => new Intl.DateTimeFormat(locale, options),
	);
}

/*
 * The plain forms most views show are written out here instead: the first Intl formatter a page
 * builds loads the locale's data (15-45 ms on a desktop, several times that on a phone), and a
 * page of counts and dates should not pay that while it starts. Each equals what Intl writes in
 * en-GB (the unit tests compare them); anything else goes to Intl.
 */

/** Whole numbers the plain form covers: -0 reads '-0' in Intl, past 2^53 digits are inexact. */
function isPlainWhole(value: number): boolean {
	return Number.isSafeInteger(value) && !Object.is(value, -0);
}

function twoDigits(value: number): string {
	return String(value).padStart(2, '0');
}

/** Whether a date's plain en-GB forms apply: a four-digit year in the visitor's zone. */
function hasPlainYear(date: Date): boolean {
	return date.getFullYear() >= 1000 && date.getFullYear() <= 9999;
}

/** '27/08/2023' in the visitor's zone. */
function plainDate(date: Date): string {
	return `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** '16:31' in the visitor's zone (24-hour, as en-GB writes it). */
function plainTime(date: Date): string {
	return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

function isEmpty(options: object): boolean {
	return Object.keys(options).length === 0;
}

/** The Date of an input, or null when it is not a valid point in time. */
function toDate(value: DateInput): Date | null {
	const date = value instanceof Date ? value : new Date(value);
	return Number.isNaN(date.getTime()) ? null : date;
}

/** A date in en-GB form, e.g. '27/08/2023'; '' for an invalid date so a view never shows 'Invalid Date'. */
export function formatDate(value: DateInput, options: Intl.DateTimeFormatOptions = {}): string {
	const date = toDate(value);
	if (!date) return '';
	if (isEmpty(options) && hasPlainYear(date)) return plainDate(date);
	// As toLocaleDateString: the numeric date when the options name no part of it.
	const namesDate = ['weekday', 'year', 'month', 'day', 'dateStyle'].some(
		(part) => options[part as keyof Intl.DateTimeFormatOptions] !== undefined,
	);
	const parts: Intl.DateTimeFormatOptions = namesDate
		? options
		: { year: 'numeric', month: 'numeric', day: 'numeric', ...options };
	return dateFormat(DATE_LOCALE, parts).format(date);
}

/** A date and time in en-GB form, e.g. '27/08/2023, 16:31'; '' for an invalid date. */
export function formatDateTime(value: DateInput, options: Intl.DateTimeFormatOptions = {}): string {
	const date = toDate(value);
	if (!date) return '';
	if (isEmpty(options) && hasPlainYear(date)) return `${plainDate(date)}, ${plainTime(date)}`;
	return dateFormat(DATE_LOCALE, {
		day: '2-digit',
		month: '2-digit',
		year: 'numeric',
		hour: '2-digit',
		minute: '2-digit',
		...options,
	}).format(date);
}

/** A time of day in en-GB form, e.g. '21:00'; '' for an invalid date. */
export function formatTime(value: DateInput): string {
	const date = toDate(value);
	return date ? plainTime(date) : '';
}

/** A number with en-GB grouping, e.g. 12,345 or 1,234.5. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
	if (isEmpty(options) && isPlainWhole(value)) return groupThousands(value);
	return numberFormat(options).format(value);
}

/** A currency as amounts are written: its ISO 4217 code and what en-GB writes before a whole amount. */
interface Money {
	code: string;
	symbol: string;
}

/**
 * An amount of `money`, e.g. '€15' or '$15' for whole amounts and '€12.50' otherwise. The
 * symbol comes with the currency (worked out where the community's profile is read), so a
 * whole amount needs no Intl.
 */
export function formatMoney(amount: number, money: Money): string {
	const whole = Number.isInteger(amount);
	if (isPlainWhole(amount) && amount >= 0) return `${money.symbol}${groupThousands(amount)}`;
	return numberFormat({
		style: 'currency',
		currency: money.code,
		currencyDisplay: 'narrowSymbol',
		minimumFractionDigits: whole ? 0 : 2,
		maximumFractionDigits: whole ? 0 : 2,
	}).format(amount);
}

/**
 * A round length, in seconds or as 'N min(s) M s': '59 s' under a minute, else
 * '1 min 0 s' or '2 mins 5 s' (the plural only on the minutes).
 * Fractions are dropped; a negative or unknown length reads '0 s'.
 */
export function formatDuration(seconds: number): string {
	const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
	if (total < 60) return `${total} s`;
	const minutes = Math.floor(total / 60);
	return `${minutes} ${minutes === 1 ? 'min' : 'mins'} ${total % 60} s`;
}

/** The two zones event times are shown in. */
export type EventTimeZone = 'Europe/London' | 'America/New_York';

/** Zone abbreviations by UTC offset in minutes: Intl's short names vary by runtime ('GMT+1'). */
const ZONE_NAMES: Record<EventTimeZone, Record<number, string>> = {
	'Europe/London': { 0: 'GMT', 60: 'BST' },
	'America/New_York': { [-300]: 'EST', [-240]: 'EDT' },
};

/** The zone's UTC offset at that instant in minutes, read from Intl ('GMT+01:00' → 60). */
function offsetMinutes(date: Date, timeZone: string): number {
	const name = dateFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
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
 * daylight saving time starts and ends, not guessed from the month.
 */
export function formatZoneTime(value: DateInput, timeZone: EventTimeZone): string {
	const date = toDate(value);
	if (!date) return '';
	const time = dateFormat(DATE_LOCALE, {
		timeZone,
		hour: '2-digit',
		minute: '2-digit',
		hour12: false,
	}).format(date);
	const offset = offsetMinutes(date, timeZone);
	const zone =
		ZONE_NAMES[timeZone][offset] ??
		dateFormat('en-US', { timeZone, timeZoneName: 'short' })
			.formatToParts(date)
			.find((part) => part.type === 'timeZoneName')?.value ??
		'';
	return `${time} ${zone}`.trim();
}
