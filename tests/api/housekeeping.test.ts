import { afterEach, describe, expect, it, vi } from 'vitest';
import { reserveAttempt } from '../../src/server/auth/login-throttle';
import {
	findAccountByToken,
	issueToken,
	revokeToken,
	TOKEN_LIFETIME_MS,
} from '../../src/server/auth/tokens';
import { purgeStaleRows, startHousekeeping } from '../../src/server/db/housekeeping';
import { createTestApp } from '../fixtures/reference-api';

const NOW = new Date('2025-06-01T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MINUTE = 60_000;

function count(db: ReturnType<typeof createTestApp>['db'], table: string) {
	return db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM ${table}`).get()!.n;
}

afterEach(() => {
	vi.useRealTimers();
});

describe('purgeStaleRows', () => {
	it('deletes expired and revoked tokens and keeps live ones', () => {
		const { db } = createTestApp();
		const live = issueToken(db, 1, NOW);
		issueToken(db, 1, ago(TOKEN_LIFETIME_MS + MINUTE));
		revokeToken(db, issueToken(db, 1, NOW), NOW);
		expect(purgeStaleRows(db, NOW)).toMatchObject({ tokens: 2 });
		expect(count(db, 'auth_tokens')).toBe(1);
		expect(findAccountByToken(db, live, NOW)).toMatchObject({ id: 1 });
	});

	it('deletes failed logins older than the throttle window only', () => {
		const { db } = createTestApp();
		reserveAttempt(db, 'a@example.com', ago(16 * MINUTE));
		reserveAttempt(db, 'b@example.com', ago(20 * MINUTE));
		reserveAttempt(db, 'c@example.com', ago(MINUTE));
		expect(purgeStaleRows(db, NOW)).toMatchObject({ loginFailures: 2 });
		expect(count(db, 'login_failures')).toBe(1);
	});
});

describe('startHousekeeping', () => {
	it('purges at once and then on every interval, without keeping the process alive', () => {
		vi.useFakeTimers({ now: NOW });
		const { db } = createTestApp();
		const unref = vi.spyOn(globalThis, 'setInterval');
		issueToken(db, 1, ago(TOKEN_LIFETIME_MS + MINUTE));
		const stop = startHousekeeping(db, 1000);
		expect(count(db, 'auth_tokens')).toBe(0);
		expect(unref).toHaveBeenCalledOnce();
		expect(unref.mock.results[0]?.value.hasRef()).toBe(false);

		issueToken(db, 1, ago(TOKEN_LIFETIME_MS + MINUTE));
		vi.advanceTimersByTime(1000);
		expect(count(db, 'auth_tokens')).toBe(0);
		stop();
	});
});
