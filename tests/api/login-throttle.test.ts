import { describe, expect, it, vi } from 'vitest';
import {
	countRecentFailures,
	MAX_LOGIN_FAILURES,
	releaseAttempt,
	reserveAttempt,
} from '../../src/server/auth/login-throttle';
import { DEMO_ACCOUNTS } from '../../src/server/db/demo-accounts';
import { createTestApp, postJson, type TestApp } from '../fixtures/reference-api';

const { player } = DEMO_ACCOUNTS;

function attemptLogin(app: TestApp, password: string) {
	return postJson(app, '/api/auth/login', { email: player.email, password, turnstileToken: 'ok' });
}

// A limit no burst here reaches: these tests are about the per-e-mail throttle alone.
const NO_ADDRESS_LIMIT = { authRateLimit: { windowMs: 60_000, max: 1000 } };

describe('reserveAttempt', () => {
	it('hands out five reservations per e-mail, then refuses', () => {
		const { db } = createTestApp();
		const reservations = Array.from({ length: 6 }, () => reserveAttempt(db, player.email));
		expect(reservations.slice(0, MAX_LOGIN_FAILURES).every((id) => typeof id === 'number')).toBe(
			true,
		);
		expect(reservations[5]).toBeNull();
		expect(reserveAttempt(db, 'other@example.com')).not.toBeNull();
	});

	it('shares one budget between spellings of the same address', () => {
		const { db } = createTestApp();
		for (const email of ['A@x.org', ' a@x.org', 'a@X.org ', 'A@X.ORG', 'a@x.org']) {
			reserveAttempt(db, email);
		}
		expect(reserveAttempt(db, 'a@x.org')).toBeNull();
	});

	it('gives a released reservation back', () => {
		const { db } = createTestApp();
		const ids = Array.from({ length: 5 }, () => reserveAttempt(db, player.email));
		releaseAttempt(db, ids[0]!);
		expect(countRecentFailures(db, player.email)).toBe(4);
		expect(reserveAttempt(db, player.email)).not.toBeNull();
	});

	it('forgets reservations older than the window', () => {
		const { db } = createTestApp();
		const start = new Date('2025-06-01T12:00:00Z');
		for (let i = 0; i < 5; i++) reserveAttempt(db, player.email, start);
		expect(reserveAttempt(db, player.email, new Date('2025-06-01T12:14:59Z'))).toBeNull();
		expect(reserveAttempt(db, player.email, new Date('2025-06-01T12:15:01Z'))).not.toBeNull();
	});
});

describe('login throttle under a concurrent burst', () => {
	it('checks at most five passwords of 50 concurrent wrong guesses', async () => {
		const { app, passwords } = createTestApp(NO_ADDRESS_LIMIT);
		const checks = vi.spyOn(passwords, 'verify');
		const responses = await Promise.all(
			Array.from({ length: 50 }, () => attemptLogin(app, 'WrongPass1!')),
		);
		expect(checks).toHaveBeenCalledTimes(MAX_LOGIN_FAILURES);
		const statuses = responses.map((response) => response.status);
		expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_LOGIN_FAILURES);
		expect(statuses.filter((status) => status === 429)).toHaveLength(50 - MAX_LOGIN_FAILURES);
	});

	it('refuses a right guess hidden in a burst once the last attempt is taken', async () => {
		const { app, passwords } = createTestApp(NO_ADDRESS_LIMIT);
		for (let i = 0; i < MAX_LOGIN_FAILURES - 1; i++) await attemptLogin(app, 'WrongPass1!');
		const checks = vi.spyOn(passwords, 'verify');
		const wrong = Array.from({ length: 40 }, () => attemptLogin(app, 'WrongPass1!'));
		const right = attemptLogin(app, player.password);
		const responses = await Promise.all([...wrong, right]);
		expect(checks).toHaveBeenCalledTimes(1);
		expect(responses.filter((response) => response.status !== 429)).toHaveLength(1);
		const answer = await (await right).json();
		expect((await right).status).toBe(429);
		expect(answer).not.toHaveProperty('token');
	});

	it('does not count an attempt that could not be checked', async () => {
		const { app, db, passwords } = createTestApp(NO_ADDRESS_LIMIT);
		vi.spyOn(passwords, 'verify').mockRejectedValue(
			Object.assign(new Error('busy'), { code: 'SQLITE_BUSY' }),
		);
		const response = await attemptLogin(app, 'WrongPass1!');
		expect(response.status).toBe(503);
		expect(countRecentFailures(db, player.email)).toBe(0);
	});
});
