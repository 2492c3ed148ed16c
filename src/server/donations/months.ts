/** Calendar arithmetic of the donation rules, in UTC so every server agrees on month edges. */

/** `date` plus whole calendar months; the day is kept, or clamped to the month's last day. */
export function addMonths(date: Date, months: number): Date {
	const result = new Date(date.getTime());
	const day = result.getUTCDate();
	result.setUTCDate(1);
	result.setUTCMonth(result.getUTCMonth() + months);
	const lastDay = new Date(
		Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
	).getUTCDate();
	result.setUTCDate(Math.min(day, lastDay));
	return result;
}

/** The ISO bounds [start, end) of a calendar month (month 1 to 12). */
export function monthRange(year: number, month: number): { start: string; end: string } {
	return {
		start: new Date(Date.UTC(year, month - 1, 1)).toISOString(),
		end: new Date(Date.UTC(year, month, 1)).toISOString(),
	};
}

/** The bounds of the calendar month `now` falls in. */
export function currentMonthRange(now: Date): { start: string; end: string } {
	return monthRange(now.getUTCFullYear(), now.getUTCMonth() + 1);
}

/**
 * The new Donator expiry after `months` more: counted from the running expiry while it is still
 * in the future, else from `paidAt` (months are added to any time still running).
 */
export function extendExpiry(current: Date | null, paidAt: Date, months: number): Date {
	const from = current && current.getTime() > paidAt.getTime() ? current : paidAt;
	return addMonths(from, months);
}
