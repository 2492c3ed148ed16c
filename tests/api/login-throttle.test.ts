import { describe, expect, it, vi } from 'vitest';
import { createHashPool } from '../../src/server/auth/hash-pool';
import {
	addressFailuresQuery,
	countFailures,
	emailFailuresQuery,
	lockIfOverCeiling,
	releaseAttempt,
	reserveAttempt,
	type Reservation,
} from '../../src/server/auth/login-throttle';
import { createPasswordHasher } from '../../src/server/auth/passwords';
import { EMAIL_FAILURE_CEILING, MAX_LOGIN_FAILURES } from '../../src/server/auth/throttle-rules';
import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts';
import {
	createTestApp,
	postJson,
	readOutbox,
	testEngine,
	VIA_LOCAL_PROXY,
	TEST_PASSWORD_COST,
	TEST_SITE,
	type TestApp,
} from '../fixtures/reference-api';
import { expectPostgresIndexUsed, expectQueryIndexed } from '../fixtures/query-plan';

const { player } = DEMO_ACCOUNTS;
const A = '203.0.113.1';
const B = '203.0.113.2';

function from(address: string, email: string = player.email) {
	return { email, address };
}

function attemptLogin(app: TestApp, password: string, address = A) {
	return postJson(
		app,
		'/api/auth/login',
		{ email: player.email, password, turnstileToken: 'ok' },
		{ 'X-Forwarded-For': address },
		VIA_LOCAL_PROXY,
	);
}

const reserved = (reservation: Reservation) => reservation.kind === 'reserved';

/**
 * An app for bursts: addresses from X-Forwarded-For, no per-address request limit in the way, and
 * a hashing queue wide enough that nothing is refused as busy, so only the throttle decides.
 */
async function createBurstApp() {
	const pool = createHashPool({ workers: 1, maxWaiting: 100, maxPerClient: 100 });
	return await createTestApp({
		trustProxy: true,
		authRateLimit: { windowMs: 60_000, max: 1000 },
		passwords: createPasswordHasher({ cost: TEST_PASSWORD_COST, pool }),
	});
}

describe('reserveAttempt', () => {
	it('hands out five reservations per e-mail and address, then refuses that address only', async () => {
		const { queries } = await createTestApp();
		const reservations = [];
		for (let i = 0; i < 6; i++) reservations.push(await reserveAttempt(queries, from(A)));
		expect(reservations.slice(0, MAX_LOGIN_FAILURES).every(reserved)).toBe(true);
		expect(reservations[5]).toEqual({ kind: 'addressLocked' });
		expect(reserved(await reserveAttempt(queries, from(B)))).toBe(true);
		expect(reserved(await reserveAttempt(queries, from(A, 'other@example.com')))).toBe(true);
	});

	it('hands out five of twenty reservations asked for at once, each on its own connection', async () => {
		const { queries } = await createTestApp();
		const reservations = await Promise.all(
			Array.from({ length: 20 }, () => reserveAttempt(queries, from(A))),
		);
		expect(reservations.filter(reserved)).toHaveLength(MAX_LOGIN_FAILURES);
		expect(await countFailures(queries, from(A))).toMatchObject({
			fromAddress: MAX_LOGIN_FAILURES,
		});
	});

	it('shares one budget between spellings of the same e-mail', async () => {
		const { queries } = await createTestApp();
		for (const email of ['A@x.org', ' a@x.org', 'a@X.org ', 'A@X.ORG', 'a@x.org']) {
			await reserveAttempt(queries, from(A, email));
		}
		expect(await reserveAttempt(queries, from(A, 'a@x.org'))).toEqual({ kind: 'addressLocked' });
	});

	it('gives a released reservation back', async () => {
		const { queries } = await createTestApp();
		const ids = [];
		for (let i = 0; i < 5; i++) ids.push(await reserveAttempt(queries, from(A)));
		const first = ids[0]!;
		if (first.kind === 'reserved') await releaseAttempt(queries, first.id);
		expect(await countFailures(queries, from(A))).toEqual({
			fromAddress: 4,
			forEmail: 4,
			emailLocked: false,
		});
		expect(reserved(await reserveAttempt(queries, from(A)))).toBe(true);
	});

	it("forgets an address's failures after 15 minutes, while the e-mail's hour still counts them", async () => {
		const { queries } = await createTestApp();
		const start = new Date('2025-06-01T12:00:00Z');
		for (let i = 0; i < 5; i++) await reserveAttempt(queries, from(A), start);
		const at = (time: string) => reserveAttempt(queries, from(A), new Date(`2025-06-01T${time}Z`));
		expect(await at('12:14:59')).toEqual({ kind: 'addressLocked' });
		expect(reserved(await at('12:15:01'))).toBe(true);
		expect(await countFailures(queries, from(B), new Date('2025-06-01T12:59:59Z'))).toMatchObject({
			forEmail: 6,
		});
	});

	it('locks the e-mail for every address once failures from many reach the ceiling', async () => {
		const { queries } = await createTestApp();
		const now = new Date('2025-06-01T12:00:00Z');
		for (let i = 0; i < EMAIL_FAILURE_CEILING; i++) {
			expect(reserved(await reserveAttempt(queries, from(`198.51.100.${i}`), now))).toBe(true);
		}
		expect(await reserveAttempt(queries, from('192.0.2.1'), now)).toEqual({ kind: 'emailLocked' });
		expect(await lockIfOverCeiling(queries, player.email, now)).toBe(true);
		// Told once: the lock is already there.
		expect(await lockIfOverCeiling(queries, player.email, now)).toBe(false);
		const later = new Date('2025-06-01T12:59:59Z');
		expect(await reserveAttempt(queries, from('192.0.2.1'), later)).toEqual({
			kind: 'emailLocked',
		});
		const afterTheHour = new Date('2025-06-01T13:00:01Z');
		expect(reserved(await reserveAttempt(queries, from('192.0.2.1'), afterTheHour))).toBe(true);
	});

	it('reserves no more than the ceiling of a burst from many addresses at once, and locks once', async () => {
		const { queries } = await createTestApp();
		const now = new Date('2025-06-01T12:00:00Z');
		const reservations = await Promise.all(
			Array.from({ length: EMAIL_FAILURE_CEILING + 20 }, (_, i) =>
				reserveAttempt(queries, from(`198.51.100.${i}`), now),
			),
		);
		expect(reservations.filter(reserved)).toHaveLength(EMAIL_FAILURE_CEILING);
		const locks = await Promise.all(
			Array.from({ length: 5 }, () => lockIfOverCeiling(queries, player.email, now)),
		);
		expect(locks.filter(Boolean)).toHaveLength(1);
	});
});

describe('failure counts', () => {
	it('find their rows through the indexes of e-mail, address and time', async () => {
		const { db, queries } = await createTestApp();
		const now = new Date().toISOString();
		const fromAddress = addressFailuresQuery(queries, player.email, A, now);
		const forEmail = emailFailuresQuery(queries, player.email, now);
		if (testEngine === 'sqlite') {
			expectQueryIndexed(db, fromAddress, 'login_failures_email_address');
			expectQueryIndexed(db, forEmail);
		} else {
			await expectPostgresIndexUsed(queries, fromAddress, 'login_failures_email_address');
			await expectPostgresIndexUsed(queries, forEmail);
		}
	});
});

describe('login throttle under a concurrent burst', () => {
	it('checks at most five passwords of 50 concurrent wrong guesses from one address', async () => {
		const { app, passwords } = await createBurstApp();
		const checks = vi.spyOn(passwords, 'verify');
		const responses = await Promise.all(
			Array.from({ length: 50 }, () => attemptLogin(app, 'WrongPass1!')),
		);
		expect(checks).toHaveBeenCalledTimes(MAX_LOGIN_FAILURES);
		const statuses = responses.map((response) => response.status);
		expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_LOGIN_FAILURES);
		expect(statuses.filter((status) => status === 429)).toHaveLength(50 - MAX_LOGIN_FAILURES);
		// The owner, elsewhere, is not held hostage.
		expect((await attemptLogin(app, player.password, B)).status).toBe(200);
	});

	it('refuses a right guess hidden in a burst once the last attempt is taken', async () => {
		const { app, passwords } = await createBurstApp();
		for (let i = 0; i < MAX_LOGIN_FAILURES - 1; i++) await attemptLogin(app, 'WrongPass1!');
		const checks = vi.spyOn(passwords, 'verify');
		const wrong = Array.from({ length: 40 }, () => attemptLogin(app, 'WrongPass1!'));
		const right = await attemptLogin(app, player.password);
		const responses = await Promise.all([...wrong, right]);
		expect(checks).toHaveBeenCalledTimes(1);
		expect(responses.filter((response) => response.status !== 429)).toHaveLength(1);
		const answer = await right.json();
		expect(right.status).toBe(429);
		expect(answer).not.toHaveProperty('token');
	});

	it('checks no more than the ceiling of a burst spread over many addresses', async () => {
		const { app, passwords } = await createBurstApp();
		const checks = vi.spyOn(passwords, 'verify');
		const addresses = Array.from({ length: 80 }, (_, i) => `198.51.100.${i}`);
		const responses = await Promise.all(
			addresses.map((address) => attemptLogin(app, 'WrongPass1!', address)),
		);
		expect(checks).toHaveBeenCalledTimes(EMAIL_FAILURE_CEILING);
		const statuses = responses.map((response) => response.status);
		expect(statuses.filter((status) => status === 401)).toHaveLength(EMAIL_FAILURE_CEILING);
		expect(statuses.filter((status) => status === 429)).toHaveLength(80 - EMAIL_FAILURE_CEILING);
		// The owner is warned once of the lock.
		const warnings = (await readOutbox(app)).filter(
			(mail) =>
				mail.to === player.email &&
				mail.subject === `Logins to your ${TEST_SITE.name} account are locked for an hour`,
		);
		expect(warnings).toHaveLength(1);
	});

	it("answers one address's burst past its share of the hashing queue 429 with Retry-After", async () => {
		const pool = createHashPool({ workers: 1, maxWaiting: 10, maxPerClient: 2 });
		const { app, queries } = await createTestApp({
			trustProxy: true,
			authRateLimit: { windowMs: 60_000, max: 1000 },
			passwords: createPasswordHasher({ cost: TEST_PASSWORD_COST, pool }),
		});
		const responses = await Promise.all(
			Array.from({ length: 40 }, () => attemptLogin(app, 'WrongPass1!')),
		);
		const refused = responses.filter((response) => response.status === 429);
		const checked = responses.filter((response) => response.status === 401);
		// The address's two slots take the first attempts; a test hash takes about a millisecond,
		// so on a busy machine a slot can come free while the burst is still arriving and take
		// one more. Everything else is that client's excess: 429, never the server's 503.
		expect(checked.length).toBeGreaterThanOrEqual(2);
		expect(checked.length).toBeLessThanOrEqual(5);
		expect(refused).toHaveLength(40 - checked.length);
		expect(refused.every((response) => response.headers.get('Retry-After') === '1')).toBe(true);
		expect(await refused[0]!.json()).toEqual({
			message: 'Too many requests. Please try again later.',
		});
		// Only the checked attempts count against the address.
		expect(await countFailures(queries, from(A))).toMatchObject({ fromAddress: checked.length });
	});

	it('refuses a login without room before reading its body or asking the bot check', async () => {
		const turnstile = { verify: vi.fn(async () => true) };
		const { app, passwords } = await createTestApp({ trustProxy: true, turnstile });
		const room = vi.spyOn(passwords, 'roomFor').mockReturnValue('clientShareUsed');
		const login = (body: string) =>
			app.request('/api/auth/login', {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': A },
				body,
			});
		// Not even JSON: a body that was read would answer 400.
		const overShare = await login('{not json');
		expect(overShare.status).toBe(429);
		expect(overShare.headers.get('Retry-After')).toBe('1');
		room.mockReturnValue('full');
		expect((await login('{not json')).status).toBe(503);
		expect(turnstile.verify).not.toHaveBeenCalled();
	});

	it('answers 503 to every address once the hashing queue is full for everyone', async () => {
		const pool = createHashPool({ workers: 1, maxWaiting: 2, maxPerClient: 2 });
		const { app } = await createTestApp({
			trustProxy: true,
			authRateLimit: { windowMs: 60_000, max: 1000 },
			passwords: createPasswordHasher({ cost: TEST_PASSWORD_COST, pool }),
		});
		const addresses = Array.from({ length: 10 }, (_, index) => `198.51.100.${index + 1}`);
		const responses = await Promise.all(
			addresses.map((address) => attemptLogin(app, 'WrongPass1!', address)),
		);
		const statuses = responses.map((response) => response.status);
		expect(statuses.filter((status) => status === 401)).toHaveLength(3);
		expect(statuses.filter((status) => status === 503)).toHaveLength(7);
	});

	it('answers 503 with Retry-After before writing anything when the hashing queue is full', async () => {
		const { app, queries, passwords } = await createBurstApp();
		vi.spyOn(passwords, 'roomFor').mockReturnValue('full');
		const checks = vi.spyOn(passwords, 'verify');
		const response = await attemptLogin(app, player.password);
		expect(response.status).toBe(503);
		expect(response.headers.get('Retry-After')).toBe('1');
		expect(await response.json()).toEqual({
			message: 'The server is busy. Please try again in a moment.',
		});
		expect(checks).not.toHaveBeenCalled();
		expect(await countFailures(queries, from(A))).toMatchObject({ fromAddress: 0, forEmail: 0 });
		// Not even the per-address limit's window: a flood's refusals cost no database write.
		expect(await queries.selectFrom('request_windows').selectAll().execute()).toEqual([]);
	});

	it('does not count an attempt that could not be checked', async () => {
		const { app, queries, passwords } = await createBurstApp();
		vi.spyOn(passwords, 'verify').mockRejectedValue(
			Object.assign(new Error('busy'), { code: 'SQLITE_BUSY' }),
		);
		const response = await attemptLogin(app, 'WrongPass1!');
		expect(response.status).toBe(503);
		expect(await countFailures(queries, from(A))).toMatchObject({ fromAddress: 0, forEmail: 0 });
	});
});
