import type { Database } from 'better-sqlite3';
import { DONATION_CURRENCY } from '../../contract/donations';

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
export function createPendingDonation(
	db: Database,
	accountId: number,
	amountCents: number,
	message: string,
	now = new Date(),
): number {
	const result = db
		.prepare(
			`INSERT INTO donations (account_id, amount_cents, currency, message, status, created_at)
			VALUES (?, ?, ?, ?, 'pending', ?)`,
		)
		.run(accountId, amountCents, DONATION_CURRENCY, message, now.toISOString());
	return Number(result.lastInsertRowid);
}

/** Remembers which checkout session pays a donation. */
export function recordCheckoutSession(
	db: Database,
	sessionId: string,
	donationId: number,
	provider: 'stripe' | 'demo',
	now = new Date(),
): void {
	db.prepare(
		'INSERT INTO checkout_sessions (id, donation_id, provider, created_at) VALUES (?, ?, ?, ?)',
	).run(sessionId, donationId, provider, now.toISOString());
}

/** The donation a checkout session pays, if the session is known. */
export function findDonationBySession(db: Database, sessionId: string): DonationRow | undefined {
	return db
		.prepare<[string], DonationRow>(
			`SELECT donations.* FROM checkout_sessions
			JOIN donations ON donations.id = checkout_sessions.donation_id
			WHERE checkout_sessions.id = ?`,
		)
		.get(sessionId);
}

/** Marks a pending donation canceled (the visitor left the checkout); paid ones stay paid. */
export function cancelDonation(db: Database, donationId: number): void {
	db.prepare("UPDATE donations SET status = 'canceled' WHERE id = ? AND status = 'pending'").run(
		donationId,
	);
}
