import { scryptSync } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPasswordHasher } from '../../src/server/auth/passwords';
import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts';
import {
	bearer,
	createCountingHasher,
	createTestApp,
	postJson,
	type TestApp,
} from '../fixtures/reference-api';

const { player, unverified } = DEMO_ACCOUNTS;
const LOCKED = {
	message: 'Too many failed login attempts. Please try again in 15 minutes.',
	attemptsLeft: 0,
};

function attemptLogin(app: TestApp, email: string, password: string, extra: object = {}) {
	return postJson(app, '/api/auth/login', { email, password, turnstileToken: 'ok', ...extra });
}

afterEach(() => {
	vi.useRealTimers();
});

describe('POST /api/auth/login', () => {
	it('answers a token that opens GET /auth/user', async () => {
		const { app } = await createTestApp();
		const response = await attemptLogin(app, player.email, player.password);
		expect(response.status).toBe(200);
		const body = await response.json();
		expect(body).toEqual({
			token: expect.stringMatching(/^[\w-]{43}$/),
			message: 'Login successful',
		});
		const user = await app.request('/api/auth/user', { headers: bearer(body.token) });
		expect(await user.json()).toMatchObject({ email: player.email });
	});

	it('matches the e-mail without regard to case or outer spaces', async () => {
		const { app } = await createTestApp();
		const response = await attemptLogin(app, '  Player@Example.COM ', player.password);
		expect(response.status).toBe(200);
	});

	it('ignores extra fields in the body', async () => {
		const { app } = await createTestApp();
		const response = await attemptLogin(app, player.email, player.password, { rememberMe: true });
		expect(response.status).toBe(200);
	});

	it('counts down attemptsLeft on each wrong password, then locks the e-mail', async () => {
		const { app } = await createTestApp();
		const answers = [];
		for (let attempt = 0; attempt < 6; attempt++) {
			const response = await attemptLogin(app, player.email, 'WrongPass1!');
			answers.push({ status: response.status, body: await response.json() });
		}
		const invalid = (attemptsLeft: number) => ({
			status: 401,
			body: { message: 'Invalid email or password', attemptsLeft },
		});
		expect(answers).toEqual([
			invalid(4),
			invalid(3),
			invalid(2),
			invalid(1),
			invalid(0),
			{ status: 429, body: LOCKED },
		]);
	});

	it('refuses even the right password while locked, and only for that e-mail', async () => {
		const { app } = await createTestApp();
		for (let attempt = 0; attempt < 5; attempt++) await attemptLogin(app, player.email, 'nope');
		const locked = await attemptLogin(app, player.email, player.password);
		expect(locked.status).toBe(429);
		expect(await locked.json()).toEqual(LOCKED);
		const { admin } = DEMO_ACCOUNTS;
		expect((await attemptLogin(app, admin.email, admin.password)).status).toBe(200);
	});

	it('lets the e-mail in again once the failures are 15 minutes old', async () => {
		vi.useFakeTimers({ toFake: ['Date'] });
		vi.setSystemTime(new Date('2025-06-01T12:00:00Z'));
		const { app } = await createTestApp();
		for (let attempt = 0; attempt < 5; attempt++) await attemptLogin(app, player.email, 'nope');
		vi.setSystemTime(new Date('2025-06-01T12:14:00Z'));
		expect((await attemptLogin(app, player.email, player.password)).status).toBe(429);
		vi.setSystemTime(new Date('2025-06-01T12:15:01Z'));
		expect((await attemptLogin(app, player.email, player.password)).status).toBe(200);
	});

	it('clears the failure count after a successful login', async () => {
		const { app } = await createTestApp();
		for (let attempt = 0; attempt < 3; attempt++) await attemptLogin(app, player.email, 'nope');
		await attemptLogin(app, player.email, player.password);
		const response = await attemptLogin(app, player.email, 'nope');
		expect(await response.json()).toMatchObject({ attemptsLeft: 4 });
	});

	it('answers an unknown e-mail exactly like a wrong password, and counts it', async () => {
		const { app } = await createTestApp();
		const first = await attemptLogin(app, 'nobody@example.com', 'WrongPass1!');
		expect(first.status).toBe(401);
		expect(await first.json()).toEqual({ message: 'Invalid email or password', attemptsLeft: 4 });
		const second = await attemptLogin(app, 'nobody@example.com', 'WrongPass1!');
		expect(await second.json()).toMatchObject({ attemptsLeft: 3 });
	});

	it('asks an unverified account to verify and gives no token', async () => {
		const { app } = await createTestApp();
		const response = await attemptLogin(app, unverified.email, unverified.password);
		expect(response.status).toBe(403);
		expect(await response.json()).toEqual({
			message: 'Please verify your email address before logging in.',
			needsVerification: true,
		});
	});

	it('does not reveal that an unverified account exists without its password', async () => {
		const { app } = await createTestApp();
		const response = await attemptLogin(app, unverified.email, 'WrongPass1!');
		expect(response.status).toBe(401);
	});

	it.each([
		['the bot check rejects the token', { verify: async () => false }, 'ok'],
		['the token is empty in demo mode', undefined, ''],
	])('answers 400 when %s', async (_case, turnstile, turnstileToken) => {
		const { app } = await createTestApp({ turnstile });
		const response = await attemptLogin(app, player.email, player.password, { turnstileToken });
		expect(response.status).toBe(400);
		expect(await response.json()).toEqual({ message: 'CAPTCHA validation failed' });
	});

	it('refuses a failed bot check before any password hash, for known and unknown e-mails', async () => {
		const { passwords, count } = createCountingHasher();
		const { app } = await createTestApp({ turnstile: { verify: async () => false }, passwords });
		for (const email of [player.email, 'nobody@example.com']) {
			expect((await attemptLogin(app, email, player.password)).status).toBe(400);
		}
		expect(count()).toBe(0);
		// The same hasher does hash once the bot check passes.
		const { app: open } = await createTestApp({ passwords });
		expect((await attemptLogin(open, player.email, player.password)).status).toBe(200);
		expect(count()).toBe(1);
	});

	it('does not count a failed bot check as a failed login', async () => {
		const { app } = await createTestApp({ turnstile: { verify: async () => false } });
		for (let attempt = 0; attempt < 6; attempt++) {
			expect((await attemptLogin(app, player.email, 'nope')).status).toBe(400);
		}
	});

	it.each([
		['email is missing', { password: 'x', turnstileToken: 'ok' }, 'Email is required'],
		['email is empty', { email: '', password: 'x', turnstileToken: 'ok' }, 'Email is required'],
		[
			'email is not an address',
			{ email: 'player', password: 'x', turnstileToken: 'ok' },
			'Please enter a valid email address',
		],
		['email is a number', { email: 42, password: 'x', turnstileToken: 'ok' }, 'Email is required'],
		['password is missing', { email: player.email, turnstileToken: 'ok' }, 'Password is required'],
		[
			'password is empty',
			{ email: player.email, password: '', turnstileToken: 'ok' },
			'Password is required',
		],
		[
			'turnstileToken is missing',
			{ email: player.email, password: 'x' },
			'CAPTCHA validation failed',
		],
		['the body is an array', [], 'Invalid input: expected object, received array'],
	])('answers 400 when %s', async (_case, body, message) => {
		const { app } = await createTestApp();
		const response = await postJson(app, '/api/auth/login', body);
		expect(response.status).toBe(400);
		expect(await response.json()).toEqual({ message });
	});

	it('answers 400 when the body is not JSON', async () => {
		const { app } = await createTestApp();
		const response = await app.request('/api/auth/login', {
			method: 'POST',
			headers: { 'Content-Type': 'text/plain' },
			body: 'email=player@example.com',
		});
		expect(response.status).toBe(400);
		expect(await response.json()).toEqual({ message: 'Email is required' });
	});
});

describe('password hash upgrade', () => {
	function storedHash(queries: Awaited<ReturnType<typeof createTestApp>>['queries']) {
		return queries
			.selectFrom('accounts')
			.select(['password_hash', 'password_salt'])
			.where('email', '=', player.email)
			.executeTakeFirstOrThrow();
	}

	it('replaces an old-format hash with the current one at the next successful login', async () => {
		const { app, queries } = await createTestApp();
		const salt = Buffer.from('00112233445566778899aabbccddeeff', 'hex');
		const key = scryptSync(player.password, salt, 64, { N: 16384, r: 8, p: 1 });
		await queries
			.updateTable('accounts')
			.set({ password_hash: key.toString('hex'), password_salt: salt.toString('hex') })
			.where('email', '=', player.email)
			.execute();
		expect((await attemptLogin(app, player.email, player.password)).status).toBe(200);
		expect(await storedHash(queries)).toEqual({
			password_hash: expect.stringMatching(/^scrypt\$1024\$8\$1\$/),
			password_salt: '',
		});
		expect((await attemptLogin(app, player.email, player.password)).status).toBe(200);
	});

	it('raises the cost of a hash when the parameters went up', async () => {
		const passwords = createPasswordHasher({ cost: { N: 2048, r: 8, p: 1 } });
		const { app, queries } = await createTestApp({ passwords });
		const before = (await storedHash(queries)).password_hash;
		await attemptLogin(app, player.email, 'WrongPass1!');
		expect((await storedHash(queries)).password_hash).toBe(before);
		expect((await attemptLogin(app, player.email, player.password)).status).toBe(200);
		expect((await storedHash(queries)).password_hash).toMatch(/^scrypt\$2048\$8\$1\$/);
	});
});
