import { DONATION_MAXIMUM, DONATION_MINIMUM, type Donor } from '../../contract/donations';
import { sameSitePath } from '../../lib/safe-redirect';

/** Where the card option of How to Donate leads a visitor who is not logged in. */
export const CARD_LOGIN_HREF = '/login?redirect=/donations';
/** Where it leads a logged-in visitor. */
export const CARD_FORM_HREF = '/donate/stripe';

/** The top list padded to `size` rows; a missing place is null (a placeholder row). */
export function padDonors(donors: readonly Donor[], size: number): (Donor | null)[] {
	const rows: (Donor | null)[] = donors.slice(0, size);
	while (rows.length < size) rows.push(null);
	return rows;
}

/** The amount field as a number of whole units of the currency; NaN when it is not a number. */
export function parseAmount(text: string): number {
	return text.trim() === '' ? Number.NaN : Number(text);
}

/** The rule an amount breaks: below the minimum (or not a number), or above the maximum. */
export type AmountProblem = 'minimum' | 'maximum';

/** What keeps an amount from being donated; null when it may be. */
export function amountProblem(amount: number): AmountProblem | null {
	if (!Number.isFinite(amount) || amount < DONATION_MINIMUM) return 'minimum';
	if (amount > DONATION_MAXIMUM) return 'maximum';
	return null;
}

/** The calendar month and year of a date in UTC, the API's calendar for goals and top lists. */
export function monthOf(date: Date): { month: number; year: number } {
	return { month: date.getUTCMonth() + 1, year: date.getUTCFullYear() };
}

/** Whether a checkout URL is one the form may send the visitor to: Stripe's or the site's own. */
export function isCheckoutUrl(url: string | null): url is string {
	if (!url) return false;
	if (url.startsWith('/')) return sameSitePath(url) !== null;
	return /^https:\/\/checkout\.stripe\.com\//.test(url);
}
