import { donatorMonths } from '../../contract/donations';
import { DEMO_ACCOUNTS } from '../auth/demo-accounts';
import type { SiteDb } from '../db/kysely';
import type { Random } from '../db/random';
import { extendExpiry } from './months';

const AMOUNTS_EUR = [5, 10, 15, 15, 20, 25, 30, 30, 50] as const;
const MESSAGES = [
	'Keep the servers running!',
	'Thanks for the great Jailbreak nights.',
	'For the TTT crew. GG!',
	'Love this community <3',
	'',
	'',
	'',
] as const;
const HISTORY_MONTHS = 8;

/**
 * Paid donations of the generated players over the past months, a few of them this month, and
 * the Donator time they bought. The demo accounts get none: their pages start empty.
 */
export async function seedDonations(db: SiteDb, random: Random, now = new Date()): Promise<void> {
	const demoEmails: string[] = Object.values(DEMO_ACCOUNTS).map((account) => account.email);
	const players = (
		await db.selectFrom('accounts').select(['id', 'email']).orderBy('id').execute()
	).filter((account) => !demoEmails.includes(account.email));
	const historyStart = new Date(now.getTime());
	historyStart.setUTCMonth(historyStart.getUTCMonth() - HISTORY_MONTHS);
	const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

	const planned: { accountId: number; cents: number; message: string; paidAt: Date }[] = [];
	for (const player of players) {
		const count = random.intBetween(1, 4);
		for (let index = 0; index < count; index++) {
			// Roughly one donation in four falls in the current month, so the goal shows progress.
			const thisMonth = random.next() < 0.25 && now.getTime() > monthStart.getTime();
			const paidAt = thisMonth
				? random.dateBetween(monthStart, now)
				: random.dateBetween(historyStart, monthStart);
			paidAt.setUTCMilliseconds(0);
			planned.push({
				accountId: player.id,
				cents: random.pick(AMOUNTS_EUR) * 100,
				message: random.pick(MESSAGES),
				paidAt,
			});
		}
	}
	planned.sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());

	// The Donator time each account bought, donation after donation, as settling adds it.
	const expiries = new Map<number, Date>();
	const donations = planned.map((donation) => {
		const createdAt = new Date(donation.paidAt.getTime() - random.intBetween(30, 300) * 1000);
		const months = donatorMonths(donation.cents / 100);
		if (months > 0) {
			const running = expiries.get(donation.accountId) ?? null;
			expiries.set(donation.accountId, extendExpiry(running, donation.paidAt, months));
		}
		return {
			account_id: donation.accountId,
			amount_cents: donation.cents,
			message: donation.message,
			status: 'paid',
			created_at: createdAt.toISOString(),
			paid_at: donation.paidAt.toISOString(),
		};
	});
	if (donations.length === 0) return;
	await db.insertInto('donations').values(donations).execute();
	if (expiries.size === 0) return;
	await db
		.insertInto('donator_status')
		.values(
			[...expiries].map(([accountId, expiresAt]) => ({
				account_id: accountId,
				expires_at: expiresAt.toISOString(),
			})),
		)
		.execute();
}
