import type { Database } from 'better-sqlite3';
import { donatorMonths } from '../../contract/donations';
import { DEMO_ACCOUNTS } from '../auth/demo-accounts';
import type { Random } from '../db/random';
import { addDonatorMonths } from './settle';

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
export function seedDonations(db: Database, random: Random, now = new Date()): void {
	const demoEmails: string[] = Object.values(DEMO_ACCOUNTS).map((account) => account.email);
	const players = db
		.prepare<[], { id: number; email: string }>('SELECT id, email FROM accounts ORDER BY id')
		.all()
		.filter((account) => !demoEmails.includes(account.email));
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

	const insert = db.prepare(
		`INSERT INTO donations (account_id, amount_cents, message, status, created_at, paid_at)
		VALUES (?, ?, ?, 'paid', ?, ?)`,
	);
	for (const donation of planned) {
		const createdAt = new Date(donation.paidAt.getTime() - random.intBetween(30, 300) * 1000);
		insert.run(
			donation.accountId,
			donation.cents,
			donation.message,
			createdAt.toISOString(),
			donation.paidAt.toISOString(),
		);
		addDonatorMonths(db, donation.accountId, donatorMonths(donation.cents / 100), donation.paidAt);
	}
}
