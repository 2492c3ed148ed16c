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
import { createTestApp } from '../fixtures/reference-api';

const NOW = new Date('2025-06-01T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function count(db: Awaited<ReturnType<typeof createTestApp>>['db'], table: string) {
	return db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM ${table}`).get()!.n;
}

afterEach(() => {
	vi.useRealTimers();
});

describe('purgeStaleRows', () => {
	it('deletes expired and revoked tokens and keeps live ones', async () => {
		const { db, queries } = await createTestApp();
		const live = issueToken(db, 1, NOW);
		issueToken(db, 1, ago(TOKEN_LIFETIME_MS + MINUTE));
		revokeToken(db, issueToken(db, 1, NOW), NOW);
		expect(await tidySite(queries, NOW)).toMatchObject({ tokens: 2 });
		expect(count(db, 'auth_tokens')).toBe(1);
		expect(findAccountByToken(db, live, NOW)).toMatchObject({ id: 1 });
	});

	it("deletes failed logins older than the e-mail's hour only", async () => {
		const { db, queries } = await createTestApp();
		const from = (email: string) => ({ email, address: '203.0.113.1' });
		reserveAttempt(db, from('a@example.com'), ago(61 * MINUTE));
		reserveAttempt(db, from('b@example.com'), ago(2 * HOUR));
		// Past the address's 15 minutes, it still counts toward the e-mail's ceiling.
		reserveAttempt(db, from('c@example.com'), ago(20 * MINUTE));
		expect(await tidySite(queries, NOW)).toMatchObject({ loginFailures: 2 });
		expect(count(db, 'login_failures')).toBe(1);
	});

	it('deletes login locks that ran out, and keeps live ones', async () => {
		const { db, queries } = await createTestApp();
		for (const [email, at] of [
			['old@example.com', ago(61 * MINUTE)],
			['live@example.com', ago(30 * MINUTE)],
		] as const) {
			for (let i = 0; i < EMAIL_FAILURE_CEILING; i++) {
				reserveAttempt(db, { email, address: `203.0.113.${i}` }, at);
			}
			expect(lockIfOverCeiling(db, email, at)).toBe(true);
		}
		expect(await tidySite(queries, NOW)).toMatchObject({ loginLocks: 1 });
		expect(db.prepare('SELECT email FROM login_locks').all()).toEqual([
			{ email: 'live@example.com' },
		]);
	});

	it('deletes current-password checks past their window and notice stamps past their hour', async () => {
		const { db, queries } = await createTestApp();
		reservePasswordCheck(db, issueToken(db, 1, NOW), ago(16 * MINUTE));
		reservePasswordCheck(db, issueToken(db, 1, NOW), ago(MINUTE));
		claimNotice(db, 1, 'register-attempt', ago(61 * MINUTE));
		claimNotice(db, 2, 'register-attempt', ago(MINUTE));
		expect(await tidySite(queries, NOW)).toMatchObject({ passwordChecks: 1, notices: 1 });
		expect(count(db, 'password_check_failures')).toBe(1);
		expect(count(db, 'account_notices')).toBe(1);
	});
	it('deletes account tokens that expired or were used more than a day ago only', async () => {
		const { db, queries } = await createTestApp();
		const accounts = db
			.prepare<[], { id: number }>('SELECT id FROM accounts ORDER BY id LIMIT 5')
			.all()
			.map((row) => row.id);
		expect(accounts).toHaveLength(5);
		// One account each: issuing a link prunes that account's own old rows.
		const [expiredLong, usedLong, expiredRecently, usedRecently, live] = accounts as [
			number,
			number,
			number,
			number,
			number,
		];
		issueAccountToken(db, expiredLong, 'reset', ago(ACCOUNT_TOKEN_LIFETIME_MS.reset + DAY + HOUR));
		// Used a day and a quarter ago, expired only half a day ago: its use makes it stale.
		const used = issueAccountToken(db, usedLong, 'verify', ago(DAY + 12 * HOUR))!;
		expect(consumeAccountToken(db, used, 'verify', ago(DAY + 6 * HOUR)).kind).toBe('valid');
		issueAccountToken(db, expiredRecently, 'reset', ago(ACCOUNT_TOKEN_LIFETIME_MS.reset + HOUR));
		const usedToday = issueAccountToken(db, usedRecently, 'reset', ago(30 * MINUTE))!;
		expect(consumeAccountToken(db, usedToday, 'reset', ago(10 * MINUTE)).kind).toBe('valid');
		const liveToken = issueAccountToken(db, live, 'verify', ago(HOUR))!;

		expect(await tidySite(queries, NOW)).toMatchObject({ accountTokens: 2 });
		const left = db
			.prepare<[], { account_id: number }>(
				'SELECT account_id FROM account_tokens ORDER BY account_id',
			)
			.all()
			.map((row) => row.account_id);
		expect(left).toEqual([expiredRecently, usedRecently, live].sort((a, b) => a - b));
		expect(checkAccountToken(db, liveToken, 'verify', NOW)).toEqual({
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
		const { db, queries } = await createTestApp();
		const unref = vi.spyOn(globalThis, 'setInterval');
		issueToken(db, 1, ago(TOKEN_LIFETIME_MS + MINUTE));
		const stop = startHousekeeping(queries, SITE_HOUSEKEEPING, 1000);
		await vi.waitFor(() => expect(count(db, 'auth_tokens')).toBe(0));
		expect(unref).toHaveBeenCalledOnce();
		expect(unref.mock.results[0]?.value.hasRef()).toBe(false);

		issueToken(db, 1, ago(TOKEN_LIFETIME_MS + MINUTE));
		await vi.advanceTimersByTimeAsync(1000);
		await vi.waitFor(() => expect(count(db, 'auth_tokens')).toBe(0));
		stop();
	});
});
