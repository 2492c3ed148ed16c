import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
	ACCOUNT_TOKEN_LIFETIME_MS,
	checkAccountToken,
	consumeAccountToken,
	issueAccountToken,
} from '../../src/server/auth/account-tokens';
import { claimNotice } from '../../src/server/auth/account-notices';
import { lockIfOverCeiling, reserveAttempt } from '../../src/server/auth/login-throttle';
import { reservePasswordCheck } from '../../src/server/auth/password-check-throttle';
import { EMAIL_FAILURE_CEILING } from '../../src/server/auth/throttle-rules';
import {
	findAccountByToken,
	issueToken,
	revokeToken,
	TOKEN_LIFETIME_MS,
} from '../../src/server/auth/tokens';
import { SITE_HOUSEKEEPING, tidySite } from '../../src/server/areas';
import { startHousekeeping } from '../../src/server/db/housekeeping';
import { cancelDonation, createPendingDonation } from '../../src/server/donations/create';
import { CHECKOUT_LIFETIME_MS } from '../../src/server/donations/expire';
import { settleDonation } from '../../src/server/donations/settle';
import type { SiteDb } from '../../src/server/db/kysely';
import { createTestApp } from '../fixtures/reference-api';
import { recordIntervals } from '../fixtures/recorded-intervals';

const NOW = new Date('2025-06-01T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The rows of a table, on the run's engine. */
async function countRows(queries: SiteDb, table: string): Promise<number> {
	const { rows } = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`.execute(
		queries,
	);
	return rows[0]!.n;
}

afterEach(() => {
	vi.useRealTimers();
});

describe('purgeStaleRows', () => {
	it('deletes expired and revoked tokens and keeps live ones', async () => {
		const { queries } = await createTestApp();
		const live = await issueToken(queries, 1, NOW);
		await issueToken(queries, 1, ago(TOKEN_LIFETIME_MS + MINUTE));
		await revokeToken(queries, await issueToken(queries, 1, NOW), NOW);
		expect(await tidySite(queries, NOW)).toMatchObject({ tokens: 2 });
		expect(await countRows(queries, 'auth_tokens')).toBe(1);
		expect(await findAccountByToken(queries, live, NOW)).toMatchObject({ id: 1 });
	});

	it("deletes failed logins older than the e-mail's hour only", async () => {
		const { queries } = await createTestApp();
		const from = (email: string) => ({ email, address: '203.0.113.1' });
		await reserveAttempt(queries, from('a@example.com'), ago(61 * MINUTE));
		await reserveAttempt(queries, from('b@example.com'), ago(2 * HOUR));
		// Past the address's 15 minutes, it still counts toward the e-mail's ceiling.
		await reserveAttempt(queries, from('c@example.com'), ago(20 * MINUTE));
		expect(await tidySite(queries, NOW)).toMatchObject({ loginFailures: 2 });
		expect(await countRows(queries, 'login_failures')).toBe(1);
	});

	it('deletes login locks that ran out, and keeps live ones', async () => {
		const { queries } = await createTestApp();
		for (const [email, at] of [
			['old@example.com', ago(61 * MINUTE)],
			['live@example.com', ago(30 * MINUTE)],
		] as const) {
			for (let i = 0; i < EMAIL_FAILURE_CEILING; i++) {
				await reserveAttempt(queries, { email, address: `203.0.113.${i}` }, at);
			}
			expect(await lockIfOverCeiling(queries, email, at)).toBe(true);
		}
		expect(await tidySite(queries, NOW)).toMatchObject({ loginLocks: 1 });
		expect(await queries.selectFrom('login_locks').select('email').execute()).toEqual([
			{ email: 'live@example.com' },
		]);
	});

	it('deletes current-password checks past their window and notice stamps past their hour', async () => {
		const { queries } = await createTestApp();
		await reservePasswordCheck(queries, await issueToken(queries, 1, NOW), ago(16 * MINUTE));
		await reservePasswordCheck(queries, await issueToken(queries, 1, NOW), ago(MINUTE));
		await claimNotice(queries, 1, 'register-attempt', ago(61 * MINUTE));
		await claimNotice(queries, 2, 'register-attempt', ago(MINUTE));
		expect(await tidySite(queries, NOW)).toMatchObject({ passwordChecks: 1, notices: 1 });
		expect(await countRows(queries, 'password_check_failures')).toBe(1);
		expect(await countRows(queries, 'account_notices')).toBe(1);
	});
	it('deletes account tokens that expired or were used more than a day ago only', async () => {
		const { queries } = await createTestApp();
		const accounts = (
			await queries.selectFrom('accounts').select('id').orderBy('id').limit(5).execute()
		).map((row) => row.id);
		expect(accounts).toHaveLength(5);
		// One account each: issuing a link prunes that account's own old rows.
		const [expiredLong, usedLong, expiredRecently, usedRecently, live] = accounts as [
			number,
			number,
			number,
			number,
			number,
		];
		await issueAccountToken(
			queries,
			expiredLong,
			'reset',
			ago(ACCOUNT_TOKEN_LIFETIME_MS.reset + DAY + HOUR),
		);
		// Used a day and a quarter ago, expired only half a day ago: its use makes it stale.
		const used = (await issueAccountToken(queries, usedLong, 'verify', ago(DAY + 12 * HOUR)))!;
		expect((await consumeAccountToken(queries, used, 'verify', ago(DAY + 6 * HOUR))).kind).toBe(
			'valid',
		);
		await issueAccountToken(
			queries,
			expiredRecently,
			'reset',
			ago(ACCOUNT_TOKEN_LIFETIME_MS.reset + HOUR),
		);
		const usedToday = (await issueAccountToken(queries, usedRecently, 'reset', ago(30 * MINUTE)))!;
		expect((await consumeAccountToken(queries, usedToday, 'reset', ago(10 * MINUTE))).kind).toBe(
			'valid',
		);
		const liveToken = (await issueAccountToken(queries, live, 'verify', ago(HOUR)))!;

		expect(await tidySite(queries, NOW)).toMatchObject({ accountTokens: 2 });
		const left = (
			await queries
				.selectFrom('account_tokens')
				.select('account_id')
				.orderBy('account_id')
				.execute()
		).map((row) => row.account_id);
		expect(left).toEqual([expiredRecently, usedRecently, live].sort((a, b) => a - b));
		expect(await checkAccountToken(queries, liveToken, 'verify', NOW)).toEqual({
			kind: 'valid',
			accountId: live,
		});
	});
});

describe('expiring abandoned checkouts', () => {
	it('marks pending donations older than the checkout lifetime expired, and nothing else', async () => {
		const { queries } = await createTestApp();
		const statuses = async (ids: number[]) => {
			const rows = await queries
				.selectFrom('donations')
				.select(['id', 'status'])
				.where('id', 'in', ids)
				.execute();
			return ids.map((id) => rows.find((row) => row.id === id)?.status);
		};
		const pending = (at: Date) => createPendingDonation(queries, 1, 1500, '', at);
		const stale = await pending(ago(CHECKOUT_LIFETIME_MS + MINUTE));
		const exactlyDay = await pending(ago(CHECKOUT_LIFETIME_MS));
		const open = await pending(ago(CHECKOUT_LIFETIME_MS - MINUTE));
		const paid = await pending(ago(2 * DAY));
		await settleDonation(queries, paid, ago(2 * DAY - MINUTE));
		const canceled = await pending(ago(2 * DAY));
		await cancelDonation(queries, canceled);

		expect(await tidySite(queries, NOW)).toMatchObject({ expiredDonations: 2 });
		expect(await statuses([stale, exactlyDay, open, paid, canceled])).toEqual([
			'expired',
			'expired',
			'pending',
			'paid',
			'canceled',
		]);
		expect(await tidySite(queries, NOW)).toMatchObject({ expiredDonations: 0 });
	});
});

describe('startHousekeeping', () => {
	it('purges at once and then on every interval, without keeping the process alive', async () => {
		vi.useFakeTimers({ now: NOW });
		const { queries } = await createTestApp();
		const intervals = recordIntervals();
		try {
			await issueToken(queries, 1, ago(TOKEN_LIFETIME_MS + MINUTE));
			const stop = startHousekeeping(queries, SITE_HOUSEKEEPING, 1000);
			await vi.waitFor(async () => expect(await countRows(queries, 'auth_tokens')).toBe(0));
			expect(intervals.made).toHaveLength(1);
			expect(intervals.made[0]!.hasRef()).toBe(false);

			await issueToken(queries, 1, ago(TOKEN_LIFETIME_MS + MINUTE));
			await vi.advanceTimersByTimeAsync(1000);
			await vi.waitFor(async () => expect(await countRows(queries, 'auth_tokens')).toBe(0));
			stop();
		} finally {
			intervals.stop();
		}
	});
});
