import type { SiteDb } from '../db/kysely';
import type { DonationRow } from './create';

/**
 * How long a checkout stays open: Stripe closes a Checkout Session 24 hours after creating it
 * (its default `expires_at`), and the demo checkout follows the same rule.
 */
export const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Creation times at or before this have a closed checkout. */
export function checkoutCutoff(now: Date): string {
	return new Date(now.getTime() - CHECKOUT_LIFETIME_MS).toISOString();
}

/** Whether a donation can still be paid at its checkout: pending, and not past the lifetime. */
export function isCheckoutOpen(donation: DonationRow, now = new Date()): boolean {
	return donation.status === 'pending' && donation.created_at > checkoutCutoff(now);
}

/**
 * Marks a pending donation expired (its checkout closed unpaid); false when it was not pending,
 * so a payment that landed meanwhile is never overwritten.
 */
export async function expireDonation(db: SiteDb, donationId: number): Promise<boolean> {
	const { numUpdatedRows } = await db
		.updateTable('donations')
		.set({ status: 'expired' })
		.where('id', '=', donationId)
		.where('status', '=', 'pending')
		.executeTakeFirst();
	return Number(numUpdatedRows) > 0;
}

/**
 * Marks expired every pending donation whose checkout has closed: the demo checkout's, and
 * Stripe's whose `checkout.session.expired` event never arrived. Answers how many.
 */
export async function expireAbandonedCheckouts(db: SiteDb, now = new Date()): Promise<number> {
	const { numUpdatedRows } = await db
		.updateTable('donations')
		.set({ status: 'expired' })
		.where('status', '=', 'pending')
		.where('created_at', '<=', checkoutCutoff(now))
		.executeTakeFirst();
	return Number(numUpdatedRows);
}
