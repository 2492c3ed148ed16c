import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
	DONATION_MESSAGES,
	DonatorStatusSchema,
	DonorListSchema,
	GoalSchema,
} from '../../src/contract/donations';
import { DEFAULT_AVATAR } from '../../src/contract/user';
import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts';
import { addMonths } from '../../src/server/donations/months';
import { currentGoal, paidTotalQuery, topDonorsOfMonth } from '../../src/server/donations/queries';
import type { SiteDb } from '../../src/server/db/kysely';
import { settleDonation } from '../../src/server/donations/settle';
import { createPendingDonation } from '../../src/server/donations/create';
import { bearer, createTestApp, logInAs, testEngine } from '../fixtures/reference-api';
import { expectPostgresIndexUsed, expectQueryIndexed } from '../fixtures/query-plan';

const player = DEMO_ACCOUNTS.player;

async function accountId(db: SiteDb, email: string): Promise<number> {
	const { id } = await db
		.selectFrom('accounts')
		.select('id')
		.where('email', '=', email)
		.executeTakeFirstOrThrow();
	return id;
}

/** Inserts a paid donation at an exact moment. */
async function insertPaid(db: SiteDb, account: number, cents: number, paidAt: string) {
	await db
		.insertInto('donations')
		.values({
			account_id: account,
			amount_cents: cents,
			status: 'paid',
			created_at: paidAt,
			paid_at: paidAt,
		})
		.execute();
}

/** The account's Donator expiry as stored, if it has one. */
async function expiryOf(db: SiteDb, account: number): Promise<string | undefined> {
	const row = await db
		.selectFrom('donator_status')
		.select('expires_at')
		.where('account_id', '=', account)
		.executeTakeFirst();
	return row?.expires_at;
}

describe('GET /donations/my and /donations/my/donator-status', () => {
	it.each(['/api/donations/my', '/api/donations/my/donator-status'])(
		'%s answers 401 without a token',
		async (path) => {
			const { app } = await createTestApp();
			const response = await app.request(path);
			expect(response.status).toBe(401);
		},
	);

	it('answers an empty list and an inactive status for a player who never donated', async () => {
		const { app } = await createTestApp();
		const token = await logInAs(app, player);
		const list = await app.request('/api/donations/my', { headers: bearer(token) });
		expect(await list.json()).toEqual([]);
		const status = await app.request('/api/donations/my/donator-status', {
			headers: bearer(token),
		});
		expect(await status.json()).toEqual({ active: false, expiryDate: null });
	});

	it('lists the donations newest first, in euros, with status and message', async () => {
		const { app, queries: db } = await createTestApp();
		const id = await accountId(db, player.email);
		const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
		const first = await createPendingDonation(db, id, 1500, 'GG', new Date('2025-01-01T10:00:00Z'));
		const left = await createPendingDonation(db, id, 2000, '', new Date('2025-02-01T10:00:00Z'));
		const open = await createPendingDonation(db, id, 750, '', hourAgo);
		await settleDonation(db, first, new Date('2025-01-01T10:05:00Z'));
		const token = await logInAs(app, player);
		const response = await app.request('/api/donations/my', { headers: bearer(token) });
		expect(await response.json()).toEqual([
			{ id: open, createdAt: hourAgo.toISOString(), amount: 7.5, status: 'pending', message: null },
			// Its checkout closed a day after it opened: expired, even before the housekeeping ran.
			{
				id: left,
				createdAt: '2025-02-01T10:00:00.000Z',
				amount: 20,
				status: 'expired',
				message: null,
			},
			{
				id: first,
				createdAt: '2025-01-01T10:00:00.000Z',
				amount: 15,
				status: 'paid',
				message: 'GG',
			},
		]);
	});

	it('answers the running Donator time as active with its expiry', async () => {
		const { app, queries: db } = await createTestApp();
		const id = await accountId(db, player.email);
		const now = new Date();
		await settleDonation(db, await createPendingDonation(db, id, 3000, ''), now);
		const token = await logInAs(app, player);
		const response = await app.request('/api/donations/my/donator-status', {
			headers: bearer(token),
		});
		expect(z.parse(DonatorStatusSchema, await response.json())).toEqual({
			active: true,
			expiryDate: addMonths(now, 2).toISOString(),
		});
	});
});

describe('Donator months (settleDonation)', () => {
	const paidAt = new Date('2025-03-10T12:00:00Z');

	it.each([
		[1499, 0],
		[1500, 1],
		[2999, 1],
		[3000, 2],
		[4500, 2],
		[4501, 3],
	])('%d cents give %d months', async (cents, months) => {
		const { queries: db } = await createTestApp();
		const id = await accountId(db, player.email);
		const donation = await createPendingDonation(db, id, cents, '');
		expect(await settleDonation(db, donation, paidAt)).toBe('settled');
		expect((await expiryOf(db, id)) ?? null).toBe(
			months ? addMonths(paidAt, months).toISOString() : null,
		);
	});

	it('adds the months to time still running, and settles a donation once', async () => {
		const { queries: db } = await createTestApp();
		const id = await accountId(db, player.email);
		const donation = await createPendingDonation(db, id, 3000, '');
		await settleDonation(db, donation, paidAt);
		const second = await createPendingDonation(db, id, 1500, '');
		await settleDonation(db, second, new Date('2025-04-01T00:00:00Z'));
		expect(await settleDonation(db, donation, new Date('2025-04-02T00:00:00Z'))).toBe(
			'already-paid',
		);
		// Two months from 10 March, then one more from 10 May.
		expect(await expiryOf(db, id)).toBe('2025-06-10T12:00:00.000Z');
	});

	it('counts every donation of an account settled at the same moment', async () => {
		const { queries: db } = await createTestApp();
		const id = await accountId(db, player.email);
		const donations = await Promise.all(
			Array.from({ length: 5 }, () => createPendingDonation(db, id, 1500, '')),
		);
		const outcomes = await Promise.all(
			donations.map((donation) => settleDonation(db, donation, paidAt)),
		);
		expect(outcomes).toEqual(Array(5).fill('settled'));
		// One month each, added one after another: 10 March plus five months.
		expect(await expiryOf(db, id)).toBe('2025-08-10T12:00:00.000Z');
	});

	it('counts from the payment when the earlier time has run out', async () => {
		const { queries: db } = await createTestApp();
		const id = await accountId(db, player.email);
		const first = await createPendingDonation(db, id, 1500, '');
		await settleDonation(db, first, new Date('2024-01-31T08:00:00Z'));
		const second = await createPendingDonation(db, id, 1500, '');
		await settleDonation(db, second, new Date('2025-01-31T08:00:00Z'));
		// 31 January plus a month ends on the last day of February.
		expect(await expiryOf(db, id)).toBe('2025-02-28T08:00:00.000Z');
	});
});

describe('GET /donations/goals/current', () => {
	it('answers the configured target and this month’s paid total', async () => {
		const { app, queries } = await createTestApp({ donationGoalEur: 350 });
		const response = await app.request('/api/donations/goals/current');
		expect(response.status).toBe(200);
		const goal = z.parse(GoalSchema, await response.json());
		expect(goal).toEqual(await currentGoal(queries, 350));
		expect(goal.targetAmount).toBe(350);
		// The seed puts some donations in the current month.
		expect(goal.currentAmount).toBeGreaterThan(0);
	});

	it('counts only paid donations inside the calendar month (UTC)', async () => {
		const { queries: db } = await createTestApp();
		const id = await accountId(db, player.email);
		await insertPaid(db, id, 1000, '2031-02-28T23:59:59.999Z');
		await insertPaid(db, id, 2000, '2031-03-01T00:00:00.000Z');
		await insertPaid(db, id, 4000, '2031-03-31T23:59:59.999Z');
		await insertPaid(db, id, 8000, '2031-04-01T00:00:00.000Z');
		await createPendingDonation(db, id, 16000, '', new Date('2031-03-15T00:00:00Z'));
		const goal = (at: string) => currentGoal(db, 200, new Date(at));
		expect(await goal('2031-03-01T00:00:00.000Z')).toEqual({
			targetAmount: 200,
			currentAmount: 60,
		});
		expect((await goal('2031-03-31T23:59:59.999Z')).currentAmount).toBe(60);
		expect((await goal('2031-02-28T23:59:59.999Z')).currentAmount).toBe(10);
		expect((await goal('2031-04-01T00:00:00.000Z')).currentAmount).toBe(80);
	});

	it('finds the month’s paid donations through an index', async () => {
		const { db, queries } = await createTestApp();
		const query = paidTotalQuery(queries, { start: '2025-01-01', end: '2025-02-01' });
		if (testEngine === 'sqlite') expectQueryIndexed(db, query, 'donations_status_paid_at');
		else await expectPostgresIndexUsed(queries, query, 'donations_status_paid_at');
	});
});

describe('GET /donations/top-alltime and /donations/top/{month}/{year}', () => {
	it('ranks supporters by total paid, with the donor shape', async () => {
		const { app, queries } = await createTestApp();
		const response = await app.request('/api/donations/top-alltime');
		expect(response.status).toBe(200);
		const donors = z.parse(DonorListSchema, await response.json());
		expect(donors.length).toBeGreaterThan(3);
		expect(donors.map((donor) => donor.rank)).toEqual(donors.map((_, index) => index + 1));
		const totals = donors.map((donor) => donor.totalAmount);
		expect([...totals].sort((a, b) => b - a)).toEqual(totals);
		const first = donors[0]!;
		const paid = await queries
			.selectFrom('donations')
			.select((eb) => eb.fn.sum<number>('amount_cents').as('cents'))
			.where('account_id', '=', Number(first.userId))
			.where('status', '=', 'paid')
			.executeTakeFirstOrThrow();
		expect(first.totalAmount).toBe(paid.cents / 100);
	});

	it('gives a supporter without an avatar the default one', async () => {
		const { app, queries: db } = await createTestApp();
		const id = await accountId(db, DEMO_ACCOUNTS.root.email);
		await insertPaid(db, id, 999_900, '2020-01-01T00:00:00.000Z');
		const response = await app.request('/api/donations/top-alltime');
		const [first] = z.parse(DonorListSchema, await response.json());
		expect(first).toMatchObject({ username: 'root', rank: 1, totalAmount: 9999 });
		expect(first!.avatar).toBe(DEFAULT_AVATAR);
	});

	it('lists only the month’s paid donations, edges included', async () => {
		const { app, queries: db } = await createTestApp();
		const a = await accountId(db, player.email);
		const b = await accountId(db, DEMO_ACCOUNTS.admin.email);
		await insertPaid(db, a, 9000, '2031-02-28T23:59:59.999Z');
		await insertPaid(db, a, 1000, '2031-03-01T00:00:00.000Z');
		await insertPaid(db, b, 1500, '2031-03-31T23:59:59.999Z');
		await insertPaid(db, b, 9000, '2031-04-01T00:00:00.000Z');
		const response = await app.request('/api/donations/top/3/2031');
		expect(await response.json()).toEqual([
			expect.objectContaining({ userId: b, rank: 1, username: 'Kestrel', totalAmount: 15 }),
			expect.objectContaining({ userId: a, rank: 2, username: 'Nightjar', totalAmount: 10 }),
		]);
		expect(await topDonorsOfMonth(db, 2, 2031)).toHaveLength(1);
		expect(await (await app.request('/api/donations/top/5/2031')).json()).toEqual([]);
	});

	it.each([
		['/api/donations/top/13/2025', DONATION_MESSAGES.invalidMonth],
		['/api/donations/top/0/2025', DONATION_MESSAGES.invalidMonth],
		['/api/donations/top/may/2025', DONATION_MESSAGES.invalidMonth],
		['/api/donations/top/5/25', DONATION_MESSAGES.invalidYear],
		['/api/donations/top/5/20255', DONATION_MESSAGES.invalidYear],
	])('%s answers 400 %s', async (path, message) => {
		const { app } = await createTestApp();
		const response = await app.request(path);
		expect(response.status).toBe(400);
		expect(await response.json()).toEqual({ message });
	});
});
