import type {
	DonationWire,
	DonatorStatusWire,
	DonorWire,
	GoalWire,
} from '../../contract/donations';
import { sql } from 'kysely';
import type { SiteDb } from '../db/kysely';
import { checkoutCutoff } from './expire';
import { currentMonthRange, monthRange } from './months';

/** How many supporters the top lists answer. */
const TOP_DONORS_LIMIT = 10;

/**
 * The account's donations, newest first, amounts in the community's currency (`GET /donations/my`). A pending one
 * whose checkout has closed reads 'expired' at once, before the hourly housekeeping marks it.
 */
export async function listDonations(
	db: SiteDb,
	accountId: number,
	now = new Date(),
): Promise<DonationWire[]> {
	const rows = await db
		.selectFrom('donations')
		.select((eb) => [
			'id',
			'created_at',
			'amount_cents',
			'message',
			eb
				.case()
				.when(eb.and([eb('status', '=', 'pending'), eb('created_at', '<=', checkoutCutoff(now))]))
				.then('expired')
				.else(eb.ref('status'))
				.end()
				.as('status'),
		])
		.where('account_id', '=', accountId)
		.orderBy('created_at', 'desc')
		.orderBy('id', 'desc')
		.execute();
	return rows.map((row) => ({
		id: row.id,
		createdAt: row.created_at,
		amount: row.amount_cents / 100,
		status: row.status,
		message: row.message || null,
	}));
}

/** Donator status from the account's expiry row (none: never a Donator). */
function toDonatorStatus(expiresAt: string | undefined, now: Date): DonatorStatusWire {
	if (expiresAt === undefined) return { active: false, expiryDate: null };
	return { active: expiresAt > now.toISOString(), expiryDate: expiresAt };
}

/** Whether the account's Donator time is running at `now`, and until when. */
export async function donatorStatus(
	db: SiteDb,
	accountId: number,
	now = new Date(),
): Promise<DonatorStatusWire> {
	const row = await db
		.selectFrom('donator_status')
		.select('expires_at')
		.where('account_id', '=', accountId)
		.executeTakeFirst();
	return toDonatorStatus(row?.expires_at, now);
}

/** The cents paid within a time span: the donations marked paid in [start, end). */
export function paidTotalQuery(db: SiteDb, { start, end }: { start: string; end: string }) {
	return db
		.selectFrom('donations')
		.select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), sql.lit(0)).as('cents'))
		.where('status', '=', 'paid')
		.where('paid_at', '>=', start)
		.where('paid_at', '<', end);
}

/** The month's goal: the configured target and what was paid in the calendar month of `now`. */
export async function currentGoal(
	db: SiteDb,
	targetEur: number,
	now = new Date(),
): Promise<GoalWire> {
	const row = await paidTotalQuery(db, currentMonthRange(now)).executeTakeFirst();
	return { targetAmount: targetEur, currentAmount: (row?.cents ?? 0) / 100 };
}

/**
 * Supporters by total paid, optionally within a time span, most first (the earlier supporter
 * first on a tie). Grouped by the account's own key too: PostgreSQL then knows that one
 * supporter has one name.
 */
function topDonorsQuery(db: SiteDb, limit: number, paidWithin?: { start: string; end: string }) {
	let query = db
		.selectFrom('donations')
		.innerJoin('accounts', 'accounts.id', 'donations.account_id')
		.select((eb) => [
			'donations.account_id',
			'accounts.username',
			'accounts.avatar',
			'accounts.steam_id',
			eb.fn.sum<number>('donations.amount_cents').as('cents'),
		])
		.where('donations.status', '=', 'paid');
	if (paidWithin) {
		query = query
			.where('donations.paid_at', '>=', paidWithin.start)
			.where('donations.paid_at', '<', paidWithin.end);
	}
	return query
		.groupBy(['donations.account_id', 'accounts.id'])
		.orderBy('cents', 'desc')
		.orderBy((eb) => eb.fn.min('donations.paid_at'), 'asc')
		.limit(limit);
}

function toDonors(
	rows: Awaited<ReturnType<ReturnType<typeof topDonorsQuery>['execute']>>,
): DonorWire[] {
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
export async function topDonorsAllTime(db: SiteDb, limit = TOP_DONORS_LIMIT): Promise<DonorWire[]> {
	return toDonors(await topDonorsQuery(db, limit).execute());
}

/** Supporters by total paid in one calendar month (month 1 to 12). */
export async function topDonorsOfMonth(
	db: SiteDb,
	month: number,
	year: number,
	limit = TOP_DONORS_LIMIT,
): Promise<DonorWire[]> {
	return toDonors(await topDonorsQuery(db, limit, monthRange(year, month)).execute());
}
