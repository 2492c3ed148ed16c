import { DONATION_CURRENCY } from '../../contract/donations';
import type { SiteDb } from '../db/kysely';

/** A donation row as the payment code reads it. */
export interface DonationRow {
	id: number;
	account_id: number;
	amount_cents: number;
	currency: string;
	message: string;
	status: string;
	created_at: string;
	paid_at: string | null;
}

/** Creates a pending donation and answers its id. */
export async function createPendingDonation(
	db: SiteDb,
	accountId: number,
	amountCents: number,
	message: string,
	now = new Date(),
): Promise<number> {
	const { id } = await db
		.insertInto('donations')
		.values({
			account_id: accountId,
			amount_cents: amountCents,
			currency: DONATION_CURRENCY,
			message,
			status: 'pending',
			created_at: now.toISOString(),
		})
		.returning('id')
		.executeTakeFirstOrThrow();
	return id;
}

/** Remembers which checkout session pays a donation. */
export async function recordCheckoutSession(
	db: SiteDb,
	sessionId: string,
	donationId: number,
	provider: 'stripe' | 'demo',
	now = new Date(),
): Promise<void> {
	await db
		.insertInto('checkout_sessions')
		.values({
			id: sessionId,
			donation_id: donationId,
			provider,
			created_at: now.toISOString(),
		})
		.execute();
}

/** The donation a checkout session pays, if the session is known. */
export function findDonationBySession(
	db: SiteDb,
	sessionId: string,
): Promise<DonationRow | undefined> {
	return db
		.selectFrom('checkout_sessions')
		.innerJoin('donations', 'donations.id', 'checkout_sessions.donation_id')
		.selectAll('donations')
		.where('checkout_sessions.id', '=', sessionId)
		.executeTakeFirst();
}

/** Marks a pending donation canceled (the visitor left the checkout); paid ones stay paid. */
export async function cancelDonation(db: SiteDb, donationId: number): Promise<void> {
	await db
		.updateTable('donations')
		.set({ status: 'canceled' })
		.where('id', '=', donationId)
		.where('status', '=', 'pending')
		.execute();
}
