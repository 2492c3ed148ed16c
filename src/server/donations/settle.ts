import type { Database } from 'better-sqlite3';
import { donatorMonths } from '../../contract/donations';
import { extendExpiry } from './months';

/** What settling a donation did. */
export type SettleOutcome = 'settled' | 'already-paid' | 'not-found';

interface DonationAmountRow {
	account_id: number;
	amount_cents: number;
	status: string;
}

/**
 * Marks a donation paid and adds its Donator months to the account's running time. The only way
 * a donation becomes paid: the Stripe webhook and the demo checkout's Pay button both call it.
 * A canceled donation that is paid after all (the visitor went back and paid) counts too.
 */
export function settleDonation(db: Database, donationId: number, now = new Date()): SettleOutcome {
	return db
		.transaction((): SettleOutcome => {
			const donation = db
				.prepare<[number], DonationAmountRow>(
					'SELECT account_id, amount_cents, status FROM donations WHERE id = ?',
				)
				.get(donationId);
			if (!donation) return 'not-found';
			if (donation.status === 'paid') return 'already-paid';
			const paidAt = now.toISOString();
			db.prepare("UPDATE donations SET status = 'paid', paid_at = ? WHERE id = ?").run(
				paidAt,
				donationId,
			);
			addDonatorMonths(db, donation.account_id, donatorMonths(donation.amount_cents / 100), now);
			return 'settled';
		})
		.immediate();
}

/** Adds months of Donator status to an account (nothing for 0 months). */
export function addDonatorMonths(db: Database, accountId: number, months: number, now: Date): void {
	if (months <= 0) return;
	const row = db
		.prepare<[number], { expires_at: string }>(
			'SELECT expires_at FROM donator_status WHERE account_id = ?',
		)
		.get(accountId);
	const expiry = extendExpiry(row ? new Date(row.expires_at) : null, now, months);
	db.prepare(
		`INSERT INTO donator_status (account_id, expires_at) VALUES (?, ?)
		ON CONFLICT (account_id) DO UPDATE SET expires_at = excluded.expires_at`,
	).run(accountId, expiry.toISOString());
}
