import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../src/contract/auth';
import { OUTBOX_KEEP } from '../../src/server/mail/outbox';
import { issueAccountToken, MAX_TOKENS_PER_HOUR } from '../../src/server/auth/account-tokens';
import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts';
import { createHashPool } from '../../src/server/auth/hash-pool';
import {
	MAX_PASSWORD_CHECK_FAILURES,
	reservePasswordCheck,
} from '../../src/server/auth/password-check-throttle';
import { createPasswordHasher } from '../../src/server/auth/passwords';
import { issueToken } from '../../src/server/auth/tokens';
import {
	bearer,
	createCountingHasher,
	createTestApp,
	createTestMailer,
	logIn,
	postJson,
	readOutbox,
	TEST_PASSWORD_COST,
	TEST_SITE,
	type TestApp,
} from '../fixtures/reference-api';

const PASSWORD = 'FreshPass1!';
const { player, unverified } = DEMO_ACCOUNTS;

let counter = 0;
/** A registration body for a new, unique account. */
function newcomer(overrides: Record<string, unknown> = {}) {
	counter += 1;
	return {
		username: `Newcomer${counter}`,
		email: `newcomer${counter}@example.com`,
		password: PASSWORD,
		verifyPassword: PASSWORD,
		turnstileToken: 'ok',
		...overrides,
	};
}

/** The token of the newest mail's link to `email`. */
async function linkToken(app: TestApp, email: string): Promise<string> {
	const mail = (await readOutbox(app)).find((entry) => entry.to === email);
	expect(mail?.link).toBeTruthy();
	return mail!.link!.split('/').at(-1)!;
}

async function register(app: TestApp, body = newcomer()) {
	const response = await postJson(app, '/api/auth/register', body);
	return { response, body: await response.json(), input: body };
}

/** Registers and verifies a new account; answers its e-mail. */
async function createVerifiedAccount(app: TestApp): Promise<string> {
	const { input } = await register(app);
	const token = await linkToken(app, input.email);
	expect((await app.request(`/api/auth/verify/${token}`)).status).toBe(200);
	return input.email;
}

function login(app: TestApp, email: string, password: string) {
	return postJson(app, '/api/auth/login', { email, password, turnstileToken: 'ok' });
}

const rejectingTurnstile = { verify: async () => false };

/** An app whose hashing queue takes a burst from one address, so only the database decides. */
function createBurstApp() {
	const pool = createHashPool({ workers: 1, maxWaiting: 100, maxPerClient: 100 });
	return createTestApp({ passwords: createPasswordHasher({ cost: TEST_PASSWORD_COST, pool }) });
}

/** The statuses of the answers, counted: `{ 200: 1, 400: 9 }`. */
function countStatuses(responses: Response[]): Record<number, number> {
	const counts: Record<number, number> = {};
	for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
	return counts;
}

afterEach(() => {
	vi.useRealTimers();
});

describe('POST /api/auth/register', () => {
	it('creates an unverified account and mails a verification link', async () => {
		const { app } = await createTestApp();
		const { response, body, input } = await register(app);
		expect(response.status).toBe(201);
		expect(body).toEqual({ message: AUTH_MESSAGES.registered });

		const unverifiedLogin = await login(app, input.email, PASSWORD);
		expect(unverifiedLogin.status).toBe(403);
		expect(await unverifiedLogin.json()).toMatchObject({ needsVerification: true });

		const [mail] = await readOutbox(app);
		expect(mail).toMatchObject({
			to: input.email,
			subject: `Verify your email for ${TEST_SITE.name}`,
		});
		expect(mail!.link).toMatch(new RegExp(`^${TEST_SITE.url}/verify/[0-9a-f]{64}$`));
		expect(mail!.text).toContain(mail!.link);
		expect(mail!.text).toContain(`Hi ${input.username},`);
	});

	it('lists every failed password rule in passwordErrors', async () => {
		const { app } = await createTestApp();
		const { response, body } = await register(
			app,
			newcomer({ password: 'weakpass', verifyPassword: 'weakpass' }),
		);
		expect(response.status).toBe(400);
		expect(body).toEqual({
			message: AUTH_MESSAGES.passwordRequirements,
			passwordErrors: [
				'Password must contain an uppercase letter',
				'Password must contain a number',
				'Password must contain a special character (.,@#$%^&*!_-)',
			],
		});
	});

	it.each([
		['a username with a space', { username: 'new comer' }, AUTH_MESSAGES.usernameInvalid],
		['a username with a symbol', { username: 'new_comer' }, AUTH_MESSAGES.usernameInvalid],
		['no username', { username: undefined }, AUTH_MESSAGES.usernameInvalid],
		['a malformed e-mail', { email: 'not-an-email' }, AUTH_MESSAGES.emailInvalid],
		['no e-mail', { email: '' }, AUTH_MESSAGES.emailRequired],
		[
			'a different verify password',
			{ verifyPassword: 'Other1!xx' },
			AUTH_MESSAGES.passwordsMismatch,
		],
		['no CAPTCHA token', { turnstileToken: undefined }, AUTH_MESSAGES.captchaRejected],
	])('refuses %s', async (_, overrides, message) => {
		const { app } = await createTestApp();
		const { response, body } = await register(app, newcomer(overrides));
		expect(response.status).toBe(400);
		expect(body).toEqual({ message, passwordErrors: [] });
		expect(await readOutbox(app)).toEqual([]);
	});

	it('refuses a taken username, whatever its case: usernames are public', async () => {
		const { app } = await createTestApp();
		const taken = await register(app, newcomer({ username: player.username.toUpperCase() }));
		expect(taken.response.status).toBe(409);
		expect(taken.body).toEqual({ message: AUTH_MESSAGES.usernameTaken });
	});

	it('answers a known e-mail exactly as a new one, after the same hash, and tells its owner', async () => {
		const { passwords, count } = createCountingHasher();
		const { app } = await createTestApp({ passwords });
		const fresh = await register(app);
		const hashesForNew = count();
		const known = await register(app, newcomer({ email: ` ${player.email.toUpperCase()}` }));
		expect(known.response.status).toBe(fresh.response.status);
		expect(known.body).toEqual(fresh.body);
		expect(count() - hashesForNew).toBe(hashesForNew);
		const notices = (await readOutbox(app)).filter((mail) => mail.to === player.email);
		expect(notices).toEqual([
			expect.objectContaining({
				subject: `Someone tried to register with your email at ${TEST_SITE.name}`,
				link: `${TEST_SITE.url}/login`,
			}),
		]);
		expect(notices[0]!.text).toContain(`Hi ${player.username},`);
		expect(notices[0]!.text).toContain('No new account was made.');
		// The existing account is untouched.
		expect((await login(app, player.email, player.password)).status).toBe(200);
	});

	it('tells the owner of a known e-mail at most once an hour', async () => {
		vi.useFakeTimers({ toFake: ['Date'] });
		vi.setSystemTime(new Date('2025-06-01T12:00:00Z'));
		const { app } = await createTestApp();
		const notices = async () =>
			(await readOutbox(app)).filter((mail) => mail.to === player.email).length;
		for (let attempt = 0; attempt < 3; attempt++) {
			expect((await register(app, newcomer({ email: player.email }))).response.status).toBe(201);
		}
		expect(await notices()).toBe(1);
		vi.setSystemTime(new Date('2025-06-01T13:00:01Z'));
		await register(app, newcomer({ email: player.email }));
		expect(await notices()).toBe(2);
	});

	it('makes one account of ten registrations of one e-mail at once; the others are a known e-mail', async () => {
		const { app, queries } = await createBurstApp();
		const email = 'rush@example.com';
		const answers = await Promise.all(
			Array.from({ length: 10 }, () => register(app, newcomer({ email }))),
		);
		expect(answers.map((answer) => answer.response.status)).toEqual(Array(10).fill(201));
		for (const answer of answers)
			expect(answer.body).toEqual({ message: AUTH_MESSAGES.registered });
		const accounts = await queries
			.selectFrom('accounts')
			.select('username')
			.where('email', '=', email)
			.execute();
		expect(accounts).toHaveLength(1);
		// One verification link for the account made, one notice to it for the nine that lost.
		await vi.waitFor(async () => {
			const subjects = (await readOutbox(app))
				.filter((mail) => mail.to === email)
				.map((mail) => mail.subject);
			expect(subjects.sort()).toEqual(
				[
					`Someone tried to register with your email at ${TEST_SITE.name}`,
					`Verify your email for ${TEST_SITE.name}`,
				].sort(),
			);
		});
	});

	it('checks the username before the e-mail, so a taken one says nothing of the e-mail', async () => {
		const { app } = await createTestApp();
		const both = await register(app, newcomer({ username: player.username, email: player.email }));
		const nameOnly = await register(app, newcomer({ username: player.username }));
		expect([both.response.status, both.body]).toEqual([nameOnly.response.status, nameOnly.body]);
		expect(await readOutbox(app)).toEqual([]);
	});

	it('answers CAPTCHA validation failed when the Turnstile adapter rejects the token, before any hash', async () => {
		const { passwords, count } = createCountingHasher();
		const { app } = await createTestApp({ turnstile: rejectingTurnstile, passwords });
		const { response, body } = await register(app);
		expect(response.status).toBe(400);
		expect(body).toEqual({ message: AUTH_MESSAGES.captchaRejected });
		expect(count()).toBe(0);
	});

	it('answers at once even when the mail server fails, and logs the failure', async () => {
		const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
		const failing = {
			kind: 'smtp' as const,
			site: TEST_SITE,
			send: () => Promise.reject(new Error('mail server down')),
		};
		const { app } = await createTestApp({ mail: failing });
		const { response } = await register(app);
		expect(response.status).toBe(201);
		await new Promise((resolve) => setImmediate(resolve));
		expect(logged).toHaveBeenCalledWith(
			expect.stringContaining('failed'),
			expect.stringContaining('Error: mail server down'),
		);
		logged.mockRestore();
	});
});

describe('GET /api/auth/verify/{token}', () => {
	it('verifies the account once: the link is single-use', async () => {
		const { app } = await createTestApp();
		const { input } = await register(app);
		const token = await linkToken(app, input.email);
		const first = await app.request(`/api/auth/verify/${token}`);
		expect(first.status).toBe(200);
		expect(await first.json()).toEqual({ verified: true, message: AUTH_MESSAGES.verified });
		expect((await login(app, input.email, PASSWORD)).status).toBe(200);

		const again = await app.request(`/api/auth/verify/${token}`);
		expect(again.status).toBe(400);
		expect(await again.json()).toEqual({
			verified: false,
			message: AUTH_MESSAGES.verifyLinkInvalid,
		});
	});

	it('verifies once when the same link is opened five times at once', async () => {
		const { app } = await createTestApp();
		const { input } = await register(app);
		const token = await linkToken(app, input.email);
		const answers = await Promise.all(
			Array.from({ length: 5 }, () => app.request(`/api/auth/verify/${token}`)),
		);
		expect(countStatuses(answers)).toEqual({ 200: 1, 400: 4 });
	});

	it('refuses a link older than 24 hours', async () => {
		vi.useFakeTimers({ toFake: ['Date'] });
		vi.setSystemTime(new Date('2025-06-01T12:00:00Z'));
		const { app } = await createTestApp();
		const { input } = await register(app);
		const token = await linkToken(app, input.email);
		vi.setSystemTime(new Date('2025-06-02T12:00:01Z'));
		const response = await app.request(`/api/auth/verify/${token}`);
		expect(response.status).toBe(400);
		expect(await response.json()).toEqual({
			verified: false,
			message: AUTH_MESSAGES.verifyLinkExpired,
		});
	});

	it('accepts a link just inside 24 hours', async () => {
		vi.useFakeTimers({ toFake: ['Date'] });
		vi.setSystemTime(new Date('2025-06-01T12:00:00Z'));
		const { app } = await createTestApp();
		const { input } = await register(app);
		const token = await linkToken(app, input.email);
		vi.setSystemTime(new Date('2025-06-02T11:59:00Z'));
		expect((await app.request(`/api/auth/verify/${token}`)).status).toBe(200);
	});

	it.each(['abc', 'f'.repeat(64), 'F'.repeat(64)])(
		'refuses the unknown token %s',
		async (token) => {
			const { app } = await createTestApp();
			const response = await app.request(`/api/auth/verify/${token}`);
			expect(response.status).toBe(400);
			expect(await response.json()).toMatchObject({ verified: false });
		},
	);

	it('stores only a hash of the token', async () => {
		const { app, queries } = await createTestApp();
		const { input } = await register(app);
		const token = await linkToken(app, input.email);
		const rows = await queries.selectFrom('account_tokens').select('token_hash').execute();
		expect(rows).toHaveLength(1);
		expect(rows[0]!.token_hash).not.toBe(token);
	});
});

describe('POST /api/auth/resend-verification', () => {
	function resend(app: TestApp, email: string, turnstileToken: unknown = 'ok') {
		return postJson(app, '/api/auth/resend-verification', { email, turnstileToken });
	}

	it('mails a new link to an unverified account, and the older link stops working', async () => {
		const { app } = await createTestApp();
		const { input } = await register(app);
		const first = await linkToken(app, input.email);
		const response = await resend(app, input.email);
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({ message: AUTH_MESSAGES.mailQueued });
		const second = await linkToken(app, input.email);
		expect(second).not.toBe(first);
		expect((await app.request(`/api/auth/verify/${first}`)).status).toBe(400);
		expect((await app.request(`/api/auth/verify/${second}`)).status).toBe(200);
	});

	it('answers the same for unknown and verified e-mails, and mails nothing', async () => {
		const { app } = await createTestApp();
		const known = await resend(app, unverified.email);
		const unknown = await resend(app, 'nobody@example.com');
		const verified = await resend(app, player.email);
		for (const response of [known, unknown, verified]) {
			expect(response.status).toBe(200);
			expect(await response.json()).toEqual({ message: AUTH_MESSAGES.mailQueued });
		}
		expect((await readOutbox(app)).map((mail) => mail.to)).toEqual([unverified.email]);
	});

	it(`mails at most ${MAX_TOKENS_PER_HOUR} links an hour to one account`, async () => {
		const { app } = await createTestApp();
		for (let index = 0; index < MAX_TOKENS_PER_HOUR + 2; index++) {
			expect((await resend(app, unverified.email)).status).toBe(200);
		}
		expect(await readOutbox(app)).toHaveLength(MAX_TOKENS_PER_HOUR);
	});

	it(`issues at most ${MAX_TOKENS_PER_HOUR} of ten links asked for at once, only the newest unused`, async () => {
		const { queries } = await createTestApp();
		const { id } = await queries
			.selectFrom('accounts')
			.select('id')
			.where('email', '=', unverified.email)
			.executeTakeFirstOrThrow();
		const tokens = await Promise.all(
			Array.from({ length: 10 }, () => issueAccountToken(queries, id, 'verify')),
		);
		expect(tokens.filter((token) => token !== null)).toHaveLength(MAX_TOKENS_PER_HOUR);
		const unused = await queries
			.selectFrom('account_tokens')
			.select('token_hash')
			.where('account_id', '=', id)
			.where('used_at', 'is', null)
			.execute();
		expect(unused).toHaveLength(1);
	});

	it.each([
		['', AUTH_MESSAGES.emailMissing],
		['nope', AUTH_MESSAGES.emailInvalid],
	])('refuses the e-mail %j', async (email, message) => {
		const { app } = await createTestApp();
		const response = await resend(app, email);
		expect(response.status).toBe(400);
		expect(await response.json()).toEqual({ message });
	});

	it('checks the CAPTCHA', async () => {
		const { app } = await createTestApp({ turnstile: rejectingTurnstile });
		const response = await resend(app, unverified.email);
		expect(response.status).toBe(400);
		expect(await response.json()).toEqual({ message: AUTH_MESSAGES.captchaRejected });
		expect(await readOutbox(app)).toEqual([]);
	});
});

describe('POST /api/auth/forgot-password and /reset-password', () => {
	function forgot(app: TestApp, email: string, turnstileToken: unknown = 'ok') {
		return postJson(app, '/api/auth/forgot-password', { email, turnstileToken });
	}

	function reset(app: TestApp, token: string, password: string) {
		return postJson(app, '/api/auth/reset-password', { token, password });
	}

	it('mails a reset link whose password works, once, and ends every session', async () => {
		const { app } = await createTestApp();
		const email = await createVerifiedAccount(app);
		const session = await logIn(app, email, PASSWORD);

		const response = await forgot(app, email);
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({ message: AUTH_MESSAGES.mailQueued });
		const [mail] = await readOutbox(app);
		expect(mail!.subject).toBe(`Reset your ${TEST_SITE.name} password`);
		expect(mail!.link).toMatch(new RegExp(`^${TEST_SITE.url}/reset-password/[0-9a-f]{64}$`));
		const token = mail!.link!.split('/').at(-1)!;

		const done = await reset(app, token, 'NewerPass2@');
		expect(done.status).toBe(200);
		expect(await done.json()).toEqual({ message: AUTH_MESSAGES.passwordReset });
		expect((await app.request('/api/auth/user', { headers: bearer(session) })).status).toBe(401);
		expect((await login(app, email, PASSWORD)).status).toBe(401);
		expect((await login(app, email, 'NewerPass2@')).status).toBe(200);

		const again = await reset(app, token, 'ThirdPass3#');
		expect(again.status).toBe(400);
		expect(await again.json()).toEqual({ message: AUTH_MESSAGES.resetLinkInvalid });
	});

	it('sets one password when the same reset link is sent five times at once', async () => {
		const { app } = await createBurstApp();
		await forgot(app, player.email);
		const token = await linkToken(app, player.email);
		const passwords = Array.from({ length: 5 }, (_, index) => `NewerPass${index}@`);
		const answers = await Promise.all(passwords.map((password) => reset(app, token, password)));
		expect(countStatuses(answers)).toEqual({ 200: 1, 400: 4 });
		const winner = passwords[answers.findIndex((answer) => answer.status === 200)]!;
		for (const password of passwords) {
			expect((await login(app, player.email, password)).status).toBe(
				password === winner ? 200 : 401,
			);
		}
	});

	it('answers the same for an unknown e-mail and mails nothing', async () => {
		const { app } = await createTestApp();
		const response = await forgot(app, 'nobody@example.com');
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({ message: AUTH_MESSAGES.mailQueued });
		expect(await readOutbox(app)).toEqual([]);
	});

	it('refuses a reset link older than an hour', async () => {
		vi.useFakeTimers({ toFake: ['Date'] });
		vi.setSystemTime(new Date('2025-06-01T12:00:00Z'));
		const { app } = await createTestApp();
		await forgot(app, player.email);
		const token = await linkToken(app, player.email);
		vi.setSystemTime(new Date('2025-06-01T13:00:01Z'));
		const response = await reset(app, token, 'NewerPass2@');
		expect(response.status).toBe(400);
		expect(await response.json()).toEqual({ message: AUTH_MESSAGES.resetLinkExpired });
		expect((await login(app, player.email, player.password)).status).toBe(200);
	});

	it('keeps the link usable when the new password is refused', async () => {
		const { app } = await createTestApp();
		await forgot(app, player.email);
		const token = await linkToken(app, player.email);
		const weak = await reset(app, token, 'weak');
		expect(weak.status).toBe(400);
		expect(await weak.json()).toEqual({ message: AUTH_MESSAGES.passwordRequirements });
		expect((await reset(app, token, 'NewerPass2@')).status).toBe(200);
	});

	it.each(['', 'abc', 'g'.repeat(64)])('refuses the malformed token %j', async (token) => {
		const { app } = await createTestApp();
		const response = await reset(app, token, 'NewerPass2@');
		expect(response.status).toBe(400);
		expect(await response.json()).toEqual({ message: AUTH_MESSAGES.resetLinkInvalid });
	});

	it('refuses a verification token as a reset token', async () => {
		const { app } = await createTestApp();
		const { input } = await register(app);
		const token = await linkToken(app, input.email);
		expect((await reset(app, token, 'NewerPass2@')).status).toBe(400);
	});

	it('verifies the e-mail and lifts the login lock, since the link came by mail', async () => {
		const { app } = await createTestApp();
		for (let attempt = 0; attempt < 5; attempt++) await login(app, unverified.email, 'Wrong1!xx');
		expect((await login(app, unverified.email, unverified.password)).status).toBe(429);
		await forgot(app, unverified.email);
		const token = await linkToken(app, unverified.email);
		expect((await reset(app, token, 'NewerPass2@')).status).toBe(200);
		expect((await login(app, unverified.email, 'NewerPass2@')).status).toBe(200);
	});

	it.each([
		['', AUTH_MESSAGES.emailMissing],
		['nope', AUTH_MESSAGES.emailInvalid],
	])('refuses the e-mail %j', async (email, message) => {
		const { app } = await createTestApp();
		const response = await forgot(app, email);
		expect(response.status).toBe(400);
		expect(await response.json()).toEqual({ message });
	});

	it('checks the CAPTCHA', async () => {
		const { app } = await createTestApp({ turnstile: rejectingTurnstile });
		const response = await forgot(app, player.email);
		expect(response.status).toBe(400);
		expect(await response.json()).toEqual({ message: AUTH_MESSAGES.captchaRejected });
	});
});

describe('POST /api/auth/change-password', () => {
	function change(app: TestApp, token: string, body: Record<string, unknown>) {
		return postJson(app, '/api/auth/change-password', body, bearer(token));
	}

	it('changes the password, keeps this session and ends the others', async () => {
		const { app } = await createTestApp();
		const email = await createVerifiedAccount(app);
		const current = await logIn(app, email, PASSWORD);
		const other = await logIn(app, email, PASSWORD);
		const response = await change(app, current, {
			currentPassword: PASSWORD,
			newPassword: 'NewerPass2@',
		});
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({ message: 'Password changed successfully!' });
		expect((await app.request('/api/auth/user', { headers: bearer(current) })).status).toBe(200);
		expect((await app.request('/api/auth/user', { headers: bearer(other) })).status).toBe(401);
		expect((await login(app, email, 'NewerPass2@')).status).toBe(200);
	});

	it('refuses a wrong current password five times per session, then that session only', async () => {
		const { app } = await createTestApp();
		const email = await createVerifiedAccount(app);
		const token = await logIn(app, email, PASSWORD);
		const body = { currentPassword: 'Wrong1!xx', newPassword: 'NewerPass2@' };
		for (let attempt = 0; attempt < 5; attempt++) {
			const response = await change(app, token, body);
			expect(response.status).toBe(400);
			expect(await response.json()).toEqual({ message: AUTH_MESSAGES.currentPasswordWrong });
		}
		const locked = await change(app, token, { ...body, currentPassword: PASSWORD });
		expect(locked.status).toBe(429);
		expect(await locked.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
		// Logins are not locked by it, and another session has a budget of its own.
		const other = await logIn(app, email, PASSWORD);
		const changed = await change(app, other, { ...body, currentPassword: PASSWORD });
		expect(changed.status).toBe(200);
	});

	it('reserves five of ten current-password checks of one session asked for at once', async () => {
		const { queries } = await createTestApp();
		const session = await issueToken(queries, 1);
		const reservations = await Promise.all(
			Array.from({ length: 10 }, () => reservePasswordCheck(queries, session)),
		);
		expect(reservations.filter((reservation) => reservation !== null)).toHaveLength(
			MAX_PASSWORD_CHECK_FAILURES,
		);
	});

	it('lets a session change its password again once its checks are 15 minutes old', async () => {
		vi.useFakeTimers({ toFake: ['Date'] });
		vi.setSystemTime(new Date('2025-06-01T12:00:00Z'));
		const { app } = await createTestApp();
		const email = await createVerifiedAccount(app);
		const token = await logIn(app, email, PASSWORD);
		const wrong = { currentPassword: 'Wrong1!xx', newPassword: 'NewerPass2@' };
		for (let attempt = 0; attempt < 5; attempt++) await change(app, token, wrong);
		vi.setSystemTime(new Date('2025-06-01T12:15:01Z'));
		const response = await change(app, token, { ...wrong, currentPassword: PASSWORD });
		expect(response.status).toBe(200);
	});

	it.each([
		[{ currentPassword: PASSWORD, newPassword: 'weakpass' }, AUTH_MESSAGES.passwordRequirements],
		[{ currentPassword: '', newPassword: 'NewerPass2@' }, AUTH_MESSAGES.passwordRequired],
		[{ currentPassword: PASSWORD, newPassword: PASSWORD }, AUTH_MESSAGES.passwordUnchanged],
	])('refuses %o', async (body, message) => {
		const { app } = await createTestApp();
		const email = await createVerifiedAccount(app);
		const token = await logIn(app, email, PASSWORD);
		const response = await change(app, token, body);
		expect(response.status).toBe(400);
		expect(await response.json()).toEqual({ message });
	});

	it('needs a session', async () => {
		const { app } = await createTestApp();
		const response = await postJson(app, '/api/auth/change-password', {
			currentPassword: PASSWORD,
			newPassword: 'NewerPass2@',
		});
		expect(response.status).toBe(401);
	});
});

describe('GET /api/dev/outbox', () => {
	it('keeps the newest mails only', async () => {
		const { app, queries } = await createTestApp();
		const mailer = createTestMailer();
		const mail = { to: 'a@example.com', subject: 's', text: 't', html: 'h' };
		for (let index = 0; index < OUTBOX_KEEP + 3; index++) await mailer.send(mail, queries);
		const { count } = await queries
			.selectFrom('mail_outbox')
			.select((eb) => eb.fn.countAll<number>().as('count'))
			.executeTakeFirstOrThrow();
		expect(count).toBe(OUTBOX_KEEP);
		expect(await readOutbox(app)).toHaveLength(100);
	});

	it('is a 404 when mail goes through SMTP', async () => {
		const smtp = { kind: 'smtp' as const, site: TEST_SITE, send: async () => {} };
		const { app } = await createTestApp({ mail: smtp });
		const response = await app.request('/api/dev/outbox', {}, { remoteAddress: '127.0.0.1' });
		expect(response.status).toBe(404);
	});
});
