import type { Page } from '@playwright/test';
import { MESSAGES } from '../../src/config/messages';
import { AUTH_MESSAGES } from '../../src/contract/auth';
import {
	createVerifiedAccount,
	linkFromOutbox,
	makeThrowaway,
	ownAddress,
	readLoginToken,
	registerThroughApi,
} from './support/accounts';
import { expect, expectNoAxeViolations, fakeTurnstile, test } from './support/fixtures';

// Hashing runs at production cost on a shared machine: answers that need it may take a while.
const expectSlow = expect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

function notice(page: Page, text: string) {
	return page.locator('[data-notices]').getByText(text, { exact: true });
}

async function solve(page: Page) {
	await expect(page.locator('[data-fake-turnstile]')).toHaveCount(1);
	await page.evaluate(() =>
		(window as unknown as { __turnstile: { solve(): void } }).__turnstile.solve(),
	);
}

test('register → mail in the outbox → verify link → login → profile', async ({ page, request }) => {
	const account = makeThrowaway();
	await fakeTurnstile(page);
	await page.goto('/register');
	await page.getByLabel('Email', { exact: true }).fill(account.email);
	await page.getByLabel('Username').fill(account.username);
	await page.getByLabel('Password', { exact: true }).fill(account.password);
	await page.getByLabel('Verify Password').fill(account.password);
	await solve(page);
	await page.getByRole('button', { name: 'Register', exact: true }).click();

	await expectSlow(page).toHaveURL('/verification');
	await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
	await expect(page.getByText(MESSAGES.verification.spamTip)).toBeVisible();
	await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);
	await expectNoAxeViolations(page);

	await page.goto(await linkFromOutbox(request, account.email, '/verify/'));
	await expect(page.getByRole('heading', { name: MESSAGES.verify.successTitle })).toBeVisible();
	await expect(
		page.locator('main').getByText(AUTH_MESSAGES.verified, { exact: true }),
	).toBeVisible();
	await expectNoAxeViolations(page);
	await page.locator('main').getByRole('link', { name: 'Log in' }).click();

	await expectSlow(page).toHaveURL('/login');
	await page.getByLabel('Email', { exact: true }).fill(account.email);
	await page.getByLabel('Password', { exact: true }).fill(account.password);
	await solve(page);
	await page.getByRole('button', { name: 'Login', exact: true }).click();
	await expectSlow(page).toHaveURL('/profile');
	await expect(
		page.getByRole('banner').getByRole('button', { name: account.username }),
	).toBeVisible();
});

test('forgot → reset link → login with the new password', async ({ page, request }) => {
	const account = await createVerifiedAccount(request);
	await fakeTurnstile(page, { autoSolve: true });
	await page.goto('/login');
	await page.getByRole('button', { name: 'Forgot Password?' }).click();
	await page.getByLabel('Email', { exact: true }).fill(account.email);
	await page.getByRole('button', { name: 'Send Reset Link' }).click();
	await expect(page.getByText(MESSAGES.forgot.sent)).toBeVisible();

	await page.goto(await linkFromOutbox(request, account.email, '/reset-password/'));
	await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
	await expectNoAxeViolations(page);
	const newPassword = `${account.password}x`;
	await page.getByLabel('New Password').fill('weak');
	await page.getByRole('button', { name: 'Reset Password' }).click();
	await expect(page.locator('main').getByRole('alert')).toHaveText(
		AUTH_MESSAGES.passwordRequirements,
	);
	await page.getByLabel('New Password').fill(newPassword);
	await page.getByLabel('Verify Password').fill(`${newPassword}y`);
	await expect(page.getByText(AUTH_MESSAGES.passwordsMismatch).first()).toBeVisible();
	await page.getByLabel('Verify Password').fill(newPassword);
	await page.getByRole('button', { name: 'Reset Password' }).click();
	await expectSlow(notice(page, MESSAGES.reset.success)).toBeVisible();
	await expectSlow(page).toHaveURL('/login');

	await page.getByLabel('Email', { exact: true }).fill(account.email);
	await page.getByLabel('Password', { exact: true }).fill(account.password);
	await page.getByRole('button', { name: 'Login', exact: true }).click();
	await expectSlow(page.locator('main').getByRole('alert')).toContainText(
		AUTH_MESSAGES.invalidCredentials,
	);
	await page.getByLabel('Password', { exact: true }).fill(newPassword);
	await expect(page.locator('[data-fake-turnstile]')).toHaveAttribute('data-state', 'solved');
	await page.getByRole('button', { name: 'Login', exact: true }).click();
	await expectSlow(page).toHaveURL('/profile');
});

test('a used reset link shows the server message as a toast', async ({ page, request }) => {
	const account = await createVerifiedAccount(request);
	await request.post('/api/auth/forgot-password', {
		headers: ownAddress(),
		data: { email: account.email, turnstileToken: 'e2e' },
	});
	const path = await linkFromOutbox(request, account.email, '/reset-password/');
	const token = path.split('/').at(-1)!;
	const used = await request.post('/api/auth/reset-password', {
		data: { token, password: `${account.password}z` },
	});
	expect(used.status()).toBe(200);
	await page.goto(path);
	await page.getByLabel('New Password').fill(`${account.password}q`);
	await page.getByLabel('Verify Password').fill(`${account.password}q`);
	await page.getByRole('button', { name: 'Reset Password' }).click();
	await expectSlow(notice(page, AUTH_MESSAGES.resetLinkInvalid)).toBeVisible();
	await expectSlow(page).toHaveURL(path);
});

test.describe('/reset-password/{token}', () => {
	test('a token of a shape the API chose is sent for the API to judge', async ({ page }) => {
		const token = 'Their.Token-Format_42';
		const sent: unknown[] = [];
		await page.route('**/api/auth/reset-password', (route) => {
			sent.push(route.request().postDataJSON());
			return route.fulfill({ json: { message: 'ok' } });
		});
		await page.goto(`/reset-password/${token}`);
		await page.getByLabel('New Password').fill('Another-Pass-1234');
		await page.getByLabel('Verify Password').fill('Another-Pass-1234');
		await page.getByRole('button', { name: 'Reset Password' }).click();
		await expect(notice(page, MESSAGES.reset.success)).toBeVisible();
		expect(sent).toEqual([{ token, password: 'Another-Pass-1234' }]);
		await expect(page).toHaveURL('/login');
	});

	test('an overlong token is refused without a call', async ({ page }) => {
		let calls = 0;
		await page.route('**/api/auth/reset-password', (route) => {
			calls += 1;
			return route.fulfill({ json: { message: 'ok' } });
		});
		await page.goto(`/reset-password/${'x'.repeat(513)}`);
		await page.getByLabel('New Password').fill('Another-Pass-1234');
		await page.getByLabel('Verify Password').fill('Another-Pass-1234');
		await page.getByRole('button', { name: 'Reset Password' }).click();
		await expect(notice(page, AUTH_MESSAGES.resetLinkInvalid)).toBeVisible();
		expect(calls).toBe(0);
	});
});

test.describe('/verify/{token}', () => {
	test('an overlong token fails at once, without a call', async ({ page }) => {
		const calls: string[] = [];
		page.on('request', (request) => {
			if (request.url().includes('/api/auth/verify')) calls.push(request.url());
		});
		await page.goto(`/verify/${'x'.repeat(513)}`);
		await expect(page.getByRole('heading', { name: MESSAGES.verify.failedTitle })).toBeVisible();
		await expect(page.getByText(AUTH_MESSAGES.tokenRequired)).toBeVisible();
		expect(calls).toEqual([]);
		await expectNoAxeViolations(page);
	});

	test('a token of a shape the API chose is sent for the API to judge', async ({ page }) => {
		const token = 'Their.Token-Format_42';
		await page.route(`**/api/auth/verify/${token}`, (route) =>
			route.fulfill({ json: { verified: true, message: MESSAGES.verify.success } }),
		);
		await page.goto(`/verify/${token}`);
		await expect(page.getByRole('heading', { name: MESSAGES.verify.successTitle })).toBeVisible();
	});

	test('a used link fails with the server message; resend sends a new mail', async ({
		page,
		request,
	}) => {
		const account = await registerThroughApi(request);
		const path = await linkFromOutbox(request, account.email, '/verify/');
		await fakeTurnstile(page);
		await page.goto(`/verify/${'0'.repeat(64)}`);
		await expect(page.getByRole('heading', { name: MESSAGES.verify.failedTitle })).toBeVisible();
		await expect(page.getByText(AUTH_MESSAGES.verifyLinkInvalid)).toBeVisible();
		await expect(page.locator('main').getByRole('link', { name: 'Login' })).toHaveAttribute(
			'href',
			'/login',
		);

		await page.getByRole('button', { name: 'Resend Verification Email' }).click();
		const send = page.getByRole('button', { name: 'Send', exact: true });
		await expect(send).toBeDisabled();
		await page.getByLabel('Email', { exact: true }).fill(account.email);
		await solve(page);
		await expect(send).toBeEnabled();
		await expectNoAxeViolations(page);
		await send.click();
		await expectSlow(notice(page, MESSAGES.resend.sentFromVerifyPage)).toBeVisible();
		await expect(page.getByLabel('Email', { exact: true })).toHaveCount(0);
		await expect(page.getByRole('button', { name: 'Resend Verification Email' })).toBeVisible();

		// The new mail's link works; the first one no longer does.
		await expect
			.poll(async () => linkFromOutbox(request, account.email, '/verify/'))
			.not.toBe(path);
		await page.goto(await linkFromOutbox(request, account.email, '/verify/'));
		await expect(page.getByRole('heading', { name: MESSAGES.verify.successTitle })).toBeVisible();
	});

	test('shows the loading state, then the default failure without a server message', async ({
		page,
	}) => {
		let release: () => void = () => {};
		const held = new Promise<void>((resolve) => (release = resolve));
		await page.route('**/api/auth/verify/**', async (route) => {
			await held;
			await route.fulfill({ status: 400, json: {} });
		});
		await page.goto(`/verify/${'a'.repeat(64)}`);
		await expect(page.getByRole('heading', { name: 'Verifying Your Email' })).toBeVisible();
		await expectNoAxeViolations(page);
		release();
		await expect(page.getByText(MESSAGES.verify.failed)).toBeVisible();
	});

	test('a network error says so', async ({ page }) => {
		await page.route('**/api/auth/verify/**', (route) => route.abort());
		await page.goto(`/verify/${'b'.repeat(64)}`);
		await expect(page.getByText(MESSAGES.verify.unexpected)).toBeVisible();
	});

	test("a failed resend says 'Failed to send verification email'", async ({ page }) => {
		await fakeTurnstile(page, { autoSolve: true });
		await page.route('**/api/auth/resend-verification', (route) =>
			route.fulfill({ status: 500, body: '' }),
		);
		await page.goto('/verify/bad');
		await page.getByRole('button', { name: 'Resend Verification Email' }).click();
		await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
		await page.getByRole('button', { name: 'Send', exact: true }).click();
		await expectSlow(notice(page, MESSAGES.resend.failed)).toBeVisible();
	});
});

test.describe('/verification', () => {
	test("resends, reading 'Sending...' while busy", async ({ page, request }) => {
		const account = await registerThroughApi(request);
		await fakeTurnstile(page, { autoSolve: true });
		let release: () => void = () => {};
		const held = new Promise<void>((resolve) => (release = resolve));
		await page.route('**/api/auth/resend-verification', async (route) => {
			await held;
			await route.continue();
		});
		await page.goto('/verification');
		await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
		await page.getByLabel('Email', { exact: true }).fill(account.email);
		await expect(page.locator('[data-fake-turnstile]')).toHaveAttribute('data-state', 'solved');
		await page.getByRole('button', { name: 'Resend Verification Email' }).click();
		await expect(page.getByRole('button', { name: 'Sending...' })).toBeVisible();
		release();
		await expectSlow(notice(page, MESSAGES.resend.sentFromLoginArea)).toBeVisible();
		await expect(page.locator('main').getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
			'href',
			'/login',
		);
	});

	test('asks for the e-mail and the CAPTCHA, and reports a failure', async ({ page }) => {
		await fakeTurnstile(page);
		await page.route('**/api/auth/resend-verification', (route) =>
			route.fulfill({ status: 500, body: '' }),
		);
		await page.goto('/verification');
		const button = page.getByRole('button', { name: 'Resend Verification Email' });
		await button.click();
		await expect(page.locator('main').getByRole('alert')).toHaveText(AUTH_MESSAGES.emailMissing);
		await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
		await button.click();
		await expect(page.locator('main').getByRole('alert')).toHaveText(
			MESSAGES.validation.captchaRequired,
		);
		await solve(page);
		await button.click();
		await expectSlow(notice(page, MESSAGES.resend.resendFailed)).toBeVisible();
		await expectNoAxeViolations(page);
	});
});

test('change-password through the production server ends the other sessions', async ({
	request,
}) => {
	const account = await createVerifiedAccount(request);
	const logIn = () => readLoginToken(request, account, ownAddress());
	const current = await logIn();
	const other = await logIn();
	const response = await request.post('/api/auth/change-password', {
		headers: { Authorization: `Bearer ${current}` },
		data: { currentPassword: account.password, newPassword: `${account.password}n` },
	});
	expect(response.status()).toBe(200);
	expect(await response.json()).toEqual({ message: MESSAGES.changePassword.success });
	const user = (token: string) =>
		request.get('/api/auth/user', { headers: { Authorization: `Bearer ${token}` } });
	expect((await user(current)).status()).toBe(200);
	expect((await user(other)).status()).toBe(401);
});
