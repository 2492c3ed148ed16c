import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, LoginSuccessSchema } from '../../src/contract/auth';
import { EMAIL_FAILURE_CEILING, MAX_LOGIN_FAILURES } from '../../src/server/auth/throttle-rules';
import {
	bearer,
	createTestApp,
	postJson,
	VIA_LOCAL_PROXY,
	readOutbox,
	TEST_SITE,
	type TestApp,
} from '../fixtures/reference-api';
import { strictAnswer } from '../fixtures/strict-schema';

const PASSWORD = 'FreshPass1!';
const A = '203.0.113.1';
const B = '203.0.113.2';
const LOCK_SUBJECT = `Logins to your ${TEST_SITE.name} account are locked for an hour`;

let counter = 0;

/** An app that takes the client address from X-Forwarded-For, as behind the site's proxy. */
async function createProxiedApp() {
	return await createTestApp({ trustProxy: true });
}

function login(app: TestApp, email: string, password: string, address: string) {
	return postJson(
		app,
		'/api/auth/login',
		{ email, password, turnstileToken: 'ok' },
		{ 'X-Forwarded-For': address },
		VIA_LOCAL_PROXY,
	);
}

/** Registers and verifies a new account through the API; answers its e-mail. */
async function createAccount(app: TestApp): Promise<string> {
	counter += 1;
	const email = `lockout${counter}@example.com`;
	const body = {
		username: `Lockout${counter}`,
		email,
		password: PASSWORD,
		verifyPassword: PASSWORD,
		turnstileToken: 'ok',
	};
	expect((await postJson(app, '/api/auth/register', body)).status).toBe(201);
	const mail = (await readOutbox(app)).find((entry) => entry.to === email)!;
	expect((await app.request(`/api/auth/verify/${mail.link!.split('/').at(-1)}`)).status).toBe(200);
	return email;
}

async function tokenOf(response: Response): Promise<string> {
	expect(response.status).toBe(200);
	return strictAnswer(LoginSuccessSchema).parse(await response.json()).token;
}

/** Sends `count` wrong guesses for `email`, five from each of a run of fresh addresses. */
async function guessFromMany(app: TestApp, email: string, count: number) {
	for (let i = 0; i < count; i++) {
		const address = `198.51.100.${Math.floor(i / MAX_LOGIN_FAILURES)}`;
		expect((await login(app, email, 'Wrong-guess1!', address)).status).toBe(401);
	}
}

afterEach(() => {
	vi.useRealTimers();
});

describe('login lock per e-mail and address', () => {
	it('locks the guessing address after five wrong guesses, and lets the owner in from another', async () => {
		const { app } = await createProxiedApp();
		const email = await createAccount(app);
		const answers = [];
		for (let attempt = 0; attempt < 6; attempt++) {
			const response = await login(app, ` ${email.toUpperCase()}`, 'Wrong-guess1!', A);
			answers.push({ status: response.status, body: await response.json() });
		}
		const invalid = (attemptsLeft: number) => ({
			status: 401,
			body: { message: AUTH_MESSAGES.invalidCredentials, attemptsLeft },
		});
		expect(answers).toEqual([
			invalid(4),
			invalid(3),
			invalid(2),
			invalid(1),
			invalid(0),
			{ status: 429, body: { message: AUTH_MESSAGES.tooManyAttempts, attemptsLeft: 0 } },
		]);
		// Even the right password is refused from the locked address...
		expect((await login(app, email, PASSWORD, A)).status).toBe(429);
		// ...while the owner, elsewhere, gets in and still has a full budget there.
		await tokenOf(await login(app, email, PASSWORD, B));
		expect(await (await login(app, email, 'Wrong-guess1!', B)).json()).toMatchObject({
			attemptsLeft: 4,
		});
	});

	it('changes the password of a live session while its e-mail is locked', async () => {
		const { app } = await createProxiedApp();
		const email = await createAccount(app);
		const token = await tokenOf(await login(app, email, PASSWORD, B));
		await guessFromMany(app, email, EMAIL_FAILURE_CEILING);
		expect((await login(app, email, PASSWORD, B)).status).toBe(429);
		const response = await postJson(
			app,
			'/api/auth/change-password',
			{ currentPassword: PASSWORD, newPassword: 'NewerPass2@' },
			{ ...bearer(token), 'X-Forwarded-For': B },
			VIA_LOCAL_PROXY,
		);
		expect(response.status).toBe(200);
		// The new password makes every guess so far worthless: the locks are lifted.
		await tokenOf(await login(app, email, 'NewerPass2@', A));
	});
});

describe('login ceiling per e-mail', () => {
	it(`locks the e-mail after ${EMAIL_FAILURE_CEILING} failures from many addresses and mails its owner once`, async () => {
		const { app } = await createProxiedApp();
		const email = await createAccount(app);
		await guessFromMany(app, email, EMAIL_FAILURE_CEILING);
		const locked = { message: AUTH_MESSAGES.emailLocked, attemptsLeft: 0 };
		for (const address of ['192.0.2.1', '192.0.2.2', A]) {
			const response = await login(app, email, PASSWORD, address);
			expect(response.status).toBe(429);
			expect(await response.json()).toEqual(locked);
		}
		const notices = (await readOutbox(app)).filter(
			(mail) => mail.to === email && mail.subject === LOCK_SUBJECT,
		);
		expect(notices).toHaveLength(1);
		expect(notices[0]!.text).toContain('Your password is safe as long as you have not shared it');
		expect(notices[0]!.text).toContain('a password reset ends the lock');
		expect(notices[0]!.text).toContain('the lock lifts by itself after the hour');
	});

	it('lets the e-mail in again after the hour', async () => {
		vi.useFakeTimers({ toFake: ['Date'] });
		vi.setSystemTime(new Date('2025-06-01T12:00:00Z'));
		const { app } = await createProxiedApp();
		const email = await createAccount(app);
		await guessFromMany(app, email, EMAIL_FAILURE_CEILING);
		vi.setSystemTime(new Date('2025-06-01T12:59:00Z'));
		expect((await login(app, email, PASSWORD, B)).status).toBe(429);
		vi.setSystemTime(new Date('2025-06-01T13:00:01Z'));
		await tokenOf(await login(app, email, PASSWORD, B));
	});

	it('ends the lock with a password reset', async () => {
		const { app } = await createProxiedApp();
		const email = await createAccount(app);
		await guessFromMany(app, email, EMAIL_FAILURE_CEILING);
		expect(
			(await postJson(app, '/api/auth/forgot-password', { email, turnstileToken: 'ok' })).status,
		).toBe(200);
		const reset = (await readOutbox(app)).find((mail) => mail.link?.includes('/reset-password/'))!;
		const token = reset.link!.split('/').at(-1);
		const answer = await postJson(app, '/api/auth/reset-password', {
			token,
			password: 'NewerPass2@',
		});
		expect(answer.status).toBe(200);
		await tokenOf(await login(app, email, 'NewerPass2@', '192.0.2.1'));
	});

	it('locks an e-mail without an account the same way, and mails nobody', async () => {
		const { app } = await createProxiedApp();
		const before = (await readOutbox(app)).length;
		await guessFromMany(app, 'nobody@example.com', EMAIL_FAILURE_CEILING);
		const response = await login(app, 'nobody@example.com', PASSWORD, B);
		expect(await response.json()).toEqual({ message: AUTH_MESSAGES.emailLocked, attemptsLeft: 0 });
		expect(await readOutbox(app)).toHaveLength(before);
	});
});
