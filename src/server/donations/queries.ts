import type { Database } from 'better-sqlite3';
import type {
	DonationWire,
	DonatorStatusWire,
	DonorWire,
	GoalWire,
} from '../../contract/donations';
import { statement } from '../db/statements';
import { checkoutCutoff } from './expire';
import { currentMonthRange, monthRange } from './months';

/** How many supporters the top lists answer. */
export const TOP_DONORS_LIMIT = 10;

/**
 * The account's donations, newest first, amounts in euros (`GET /donations/my`). A pending one
 * whose checkout has closed reads 'expired' at once, before the hourly housekeeping marks it.
 */
export function listDonations(db: Database, accountId: number, now = new Date()): DonationWire[] {
	return db
		.prepare<
			[string, number],
			{ id: number; created_at: string; amount_cents: number; status: string; message: string }
		>(
			`SELECT id, created_at, amount_cents, message,
				CASE WHEN status = 'pending' AND created_at <= ? THEN 'expired' ELSE status END AS status
			FROM donations WHERE account_id = ? ORDER BY created_at DESC, id DESC`,
		)
		.all(checkoutCutoff(now), accountId)
		.map((row) => ({
			id: row.id,
			createdAt: row.created_at,
			amount: row.amount_cents / 100,
			status: row.status,
			message: row.message || null,
		}));
}

/** Whether the account's Donator time is running at `now`, and until when. */
export function donatorStatus(
	db: Database,
	accountId: number,
	now = new Date(),
): DonatorStatusWire {
	const row = db
		.prepare<[number], { expires_at: string }>(
			'SELECT expires_at FROM donator_status WHERE account_id = ?',
		)
		.get(accountId);
	if (!row) return { active: false, expiryDate: null };
	return { active: row.expires_at > now.toISOString(), expiryDate: row.expires_at };
}

/** The month's goal: the configured target and what was paid in the calendar month of `now`. */
export function currentGoal(db: Database, targetEur: number, now = new Date()): GoalWire {
	const { start, end } = currentMonthRange(now);
	const row = statement<[string, string], { cents: number }>(
		db,
		`SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM donations
		WHERE status = 'paid' AND paid_at >= ? AND paid_at < ?`,
	).get(start, end);
	return { targetAmount: targetEur, currentAmount: (row?.cents ?? 0) / 100 };
}

interface DonorRow {
	account_id: number;
	username: string;
	avatar: string | null;
	steam_id: string | null;
	cents: number;
}

const TOP_SQL = (where: string) => `SELECT donations.account_id, accounts.username,
		accounts.avatar, accounts.steam_id, SUM(donations.amount_cents) AS cents
	FROM donations JOIN accounts ON accounts.id = donations.account_id
	WHERE donations.status = 'paid' ${where}
	GROUP BY donations.account_id
	ORDER BY cents DESC, MIN(donations.paid_at) ASC
	LIMIT ?`;

function toDonors(rows: DonorRow[]): DonorWire[] {
	return rows.map((row, index) => ({
		userId: row.account_id,
		rank: index + 1,
		username: row.username,
		avatar: row.avatar,
		totalAmount: row.cents / 100,
		...(row.steam_id ? { steamId: row.steam_id } : {}),
	}));
}

/** Supporters by total paid, all time. */
export function topDonorsAllTime(db: Database, limit = TOP_DONORS_LIMIT): DonorWire[] {
	return toDonors(statement<[number], DonorRow>(db, TOP_SQL('')).all(limit));
}

/** Supporters by total paid in one calendar month (month 1 to 12). */
export function topDonorsOfMonth(
	db: Database,
	month: number,
	year: number,
	limit = TOP_DONORS_LIMIT,
): DonorWire[] {
	const { start, end } = monthRange(year, month);
	return toDonors(
		statement<[string, string, number], DonorRow>(
			db,
			TOP_SQL('AND donations.paid_at >= ? AND donations.paid_at < ?'),
		).all(start, end, limit),
	);
}
