import { donatorMonths } from '../../contract/donations';
import { lockTransactionOn } from '../db/engine-sql';
import type { SiteDb } from '../db/kysely';
import { checkoutCutoff } from './expire';
import { extendExpiry } from './months';

/** What settling a donation did; 'closed' when the donation may no longer be paid this way. */
type SettleOutcome = 'settled' | 'already-paid' | 'not-found' | 'closed';

/**
 * Which donations a payment settles: 'unpaid' for money a provider took (a pending, canceled or
 * expired donation: the visitor went back and paid after all), 'open-checkout' for the demo
 * checkout's Pay (a pending donation whose checkout is still open).
 */
type PayableDonations = 'unpaid' | 'open-checkout';

/** Runs `work` in the transaction `db` already is, or in a new one. */
function inTransaction<T>(db: SiteDb, work: (trx: SiteDb) => Promise<T>): Promise<T> {
	return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * Marks a donation paid and adds its Donator months to the account's running time, together.
 * The only way a donation becomes paid: the Stripe webhook and the demo checkout's Pay button
 * both call it. The donation turns paid by one conditional update, so of deliveries that race
 * (a webhook sent twice, Pay pressed twice) exactly one settles and adds the months; the others
 * answer 'already-paid'. Pass a transaction to settle as part of a larger write.
 */
export function settleDonation(
	db: SiteDb,
	donationId: number,
	now = new Date(),
	payable: PayableDonations = 'unpaid',
): Promise<SettleOutcome> {
	return inTransaction(db, async (trx) => {
		let update = trx
			.updateTable('donations')
			.set({ status: 'paid', paid_at: now.toISOString() })
			.where('id', '=', donationId);
		update =
			payable === 'open-checkout'
				? update.where('status', '=', 'pending').where('created_at', '>', checkoutCutoff(now))
				: update.where('status', '!=', 'paid');
		const paid = await update.returning(['account_id', 'amount_cents']).executeTakeFirst();
		if (!paid) {
			const donation = await trx
				.selectFrom('donations')
				.select('status')
				.where('id', '=', donationId)
				.executeTakeFirst();
			if (!donation) return 'not-found';
			return donation.status === 'paid' ? 'already-paid' : 'closed';
		}
		await addDonatorMonths(trx, paid.account_id, donatorMonths(paid.amount_cents / 100), now);
		return 'settled';
	});
}

/**
 * Adds months of Donator status to an account (nothing for 0 months). Settlements of the same
 * account take turns from the read of the running expiry to the write of the new one, so two
 * donations paid at once both count.
 */
export function addDonatorMonths(
	db: SiteDb,
	accountId: number,
	months: number,
	now: Date,
): Promise<void> {
	if (months <= 0) return Promise.resolve();
	return inTransaction(db, async (trx) => {
		await lockTransactionOn(trx, `donator_status:${accountId}`);
		const row = await trx
			.selectFrom('donator_status')
			.select('expires_at')
			.where('account_id', '=', accountId)
			.executeTakeFirst();
		const expiresAt = extendExpiry(row ? new Date(row.expires_at) : null, now, months);
		await trx
			.insertInto('donator_status')
			.values({ account_id: accountId, expires_at: expiresAt.toISOString() })
			.onConflict((conflict) =>
				conflict
					.column('account_id')
					.doUpdateSet((eb) => ({ expires_at: eb.ref('excluded.expires_at') })),
			)
			.execute();
	});
}
