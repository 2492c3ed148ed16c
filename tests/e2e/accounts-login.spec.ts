import type { Page } from '@playwright/test';
import { MESSAGES } from '../../src/config/messages';
import { AUTH_MESSAGES, PASSWORD_RULES } from '../../src/lib/contract/auth';
import { createVerifiedAccount, makeThrowaway, registerThroughApi } from './support/accounts';
import { expect, expectNoAxeViolations, fakeTurnstile, test } from './support/fixtures';

// Hashing runs at production cost on a shared machine: answers that need it may take a while.
const expectSlow = expect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

function escapeRegExp(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The notice (toast) with the text, in either live region. */
function notice(page: Page, text: string) {
	return page.locator('[data-notices]').getByText(text, { exact: true });
}

/** The form's own message (alert above the button). */
function formAlert(page: Page) {
	return page.locator('main').getByRole('alert');
}

async function solve(page: Page) {
	await expect(page.locator('[data-fake-turnstile]')).toHaveCount(1);
	await page.evaluate(() =>
		(window as unknown as { __turnstile: { solve(): void } }).__turnstile.solve(),
	);
}

async function fillLogin(page: Page, email: string, password: string) {
	await page.getByLabel('Email', { exact: true }).fill(email);
	await page.getByLabel('Password', { exact: true }).fill(password);
}

test.describe('login mode', () => {
	test('loads the widget the way the library asks and needs it solved', async ({ page }) => {
		await fakeTurnstile(page);
		await page.goto('/login');
		await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
		await expect(page.locator('[data-fake-turnstile]')).toHaveCount(1);
		const script = await page.evaluate(
			() => (window as unknown as { __turnstile: { scriptUrl: string } }).__turnstile.scriptUrl,
		);
		expect(script).toMatch(/^https:\/\/challenges\.cloudflare\.com\/turnstile\/v0\/api\.js\?/);
		expect(new URL(script).searchParams.get('render')).toBe('explicit');
		expect(new URL(script).searchParams.get('onload')).toBeTruthy();

		await fillLogin(page, 'someone@example.com', 'Whatever1!');
		await page.getByRole('button', { name: 'Login', exact: true }).click();
		await expectSlow(formAlert(page)).toHaveText(MESSAGES.validation.captchaRequired);
		await expectNoAxeViolations(page);
	});

	test('logs in, fires the login event and goes to /profile', async ({ page, request }) => {
		const account = await createVerifiedAccount(request);
		await fakeTurnstile(page);
		await page.goto('/login');
		await page.evaluate(() => {
			window.addEventListener('user-login', () => sessionStorage.setItem('saw-login', 'yes'));
		});
		await fillLogin(page, account.email, account.password);
		await solve(page);
		await page.getByRole('button', { name: 'Login', exact: true }).click();
		await expectSlow(page).toHaveURL('/profile');
		expect(await page.evaluate(() => sessionStorage.getItem('saw-login'))).toBe('yes');
		expect(await page.evaluate(() => localStorage.getItem('authToken'))).toMatch(/^[\w-]{43}$/);
	});

	test('honours a same-site redirect query', async ({ page, request }) => {
		const account = await createVerifiedAccount(request);
		await fakeTurnstile(page, { autoSolve: true });
		await page.goto(`/login?redirect=${encodeURIComponent('/servers?from=login')}`);
		await fillLogin(page, account.email, account.password);
		await page.getByRole('button', { name: 'Login', exact: true }).click();
		await expectSlow(page).toHaveURL('/servers?from=login');
	});

	test('ignores a redirect query to another site', async ({ page, request }) => {
		const account = await createVerifiedAccount(request);
		await fakeTurnstile(page, { autoSolve: true });
		await page.goto('/login?redirect=//evil.example');
		await fillLogin(page, account.email, account.password);
		await page.getByRole('button', { name: 'Login', exact: true }).click();
		await expectSlow(page).toHaveURL('/profile');
	});

	test('shows the attempts left on each wrong password, then the lock', async ({
		page,
		request,
	}) => {
		const account = await createVerifiedAccount(request);
		await fakeTurnstile(page, { autoSolve: true });
		await page.goto('/login');
		await fillLogin(page, account.email, 'Wrong-pass-1!');
		const button = page.getByRole('button', { name: 'Login', exact: true });
		for (const left of [4, 3, 2, 1, 0]) {
			await expect(page.locator('[data-fake-turnstile]')).toHaveAttribute('data-state', 'solved');
			await button.click();
			await expectSlow(formAlert(page)).toContainText(MESSAGES.login.invalid);
			await expectSlow(formAlert(page)).toContainText(MESSAGES.login.attemptsLeft(left));
		}
		// Nothing typed is lost on a failed submit.
		await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);
		await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Wrong-pass-1!');
		await page.getByLabel('Password', { exact: true }).fill(account.password);
		await expect(page.locator('[data-fake-turnstile]')).toHaveAttribute('data-state', 'solved');
		await button.click();
		await expectSlow(formAlert(page)).toContainText(AUTH_MESSAGES.tooManyAttempts);
		await expectNoAxeViolations(page);
	});

	test('an unverified account goes to /verification with the e-mail kept', async ({
		page,
		request,
	}) => {
		const account = await registerThroughApi(request);
		await fakeTurnstile(page, { autoSolve: true });
		await page.goto('/login');
		await fillLogin(page, account.email, account.password);
		await page.getByRole('button', { name: 'Login', exact: true }).click();
		await expectSlow(page).toHaveURL('/verification');
		await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);
		expect(await page.evaluate(() => sessionStorage.getItem('verificationEmail'))).toBeNull();
	});

	test('a refused CAPTCHA gives the toast', async ({ page }) => {
		await fakeTurnstile(page, { autoSolve: true });
		await page.route('**/api/auth/login', (route) =>
			route.fulfill({ status: 400, json: { message: AUTH_MESSAGES.captchaRejected } }),
		);
		await page.goto('/login');
		await fillLogin(page, 'someone@example.com', 'Whatever1!');
		await page.getByRole('button', { name: 'Login', exact: true }).click();
		await expectSlow(notice(page, MESSAGES.login.captchaRejectedToast)).toBeVisible();
	});

	test('widget errors and expiry ask to solve it again', async ({ page }) => {
		await fakeTurnstile(page);
		await page.goto('/login');
		await expect(page.locator('[data-fake-turnstile]')).toHaveCount(1);
		await page.evaluate(() =>
			(window as unknown as { __turnstile: { error(): void } }).__turnstile.error(),
		);
		await expect(page.getByText(MESSAGES.validation.captchaError)).toBeVisible();
		await solve(page);
		await expect(page.getByText(MESSAGES.validation.captchaError)).toBeHidden();
		await page.evaluate(() =>
			(window as unknown as { __turnstile: { expire(): void } }).__turnstile.expire(),
		);
		await expect(page.getByText(MESSAGES.validation.captchaExpired)).toBeVisible();
		await fillLogin(page, 'someone@example.com', 'Whatever1!');
		await page.getByRole('button', { name: 'Login', exact: true }).click();
		await expect(
			formAlert(page).filter({ hasText: MESSAGES.validation.captchaRequired }),
		).toBeVisible();
		await expectNoAxeViolations(page);
	});

	test('a network failure says an error occurred', async ({ page }) => {
		await fakeTurnstile(page, { autoSolve: true });
		await page.route('**/api/auth/login', (route) => route.abort());
		await page.goto('/login');
		await fillLogin(page, 'someone@example.com', 'Whatever1!');
		await page.getByRole('button', { name: 'Login', exact: true }).click();
		await expectSlow(formAlert(page)).toHaveText(MESSAGES.generic);
	});
});

test.describe('register mode', () => {
	test('/register starts in register mode; toggles switch modes, keep the e-mail and reset the widget', async ({
		page,
	}) => {
		await fakeTurnstile(page);
		await page.goto('/register');
		await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
		await page.getByLabel('Email', { exact: true }).fill('kept@example.com');
		await solve(page);
		await page.getByRole('button', { name: 'Login', exact: true }).last().click();
		await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
		await expect(page.getByLabel('Email', { exact: true })).toHaveValue('kept@example.com');
		await expect(page.locator('[data-fake-turnstile]')).toHaveAttribute('data-state', 'unsolved');
		const resets = () =>
			page.evaluate(
				() => (window as unknown as { __turnstile: { resets: number } }).__turnstile.resets,
			);
		const before = await resets();
		await page.getByRole('button', { name: 'Forgot Password?' }).click();
		await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
		expect(await resets()).toBe(before + 1);
		await page.getByRole('button', { name: 'Back to Login' }).click();
		await page.getByRole('button', { name: 'Register', exact: true }).last().click();
		await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
	});

	test('shows the live hints and refuses what breaks the rules', async ({ page }) => {
		await fakeTurnstile(page, { autoSolve: true });
		await page.goto('/register');
		const hints = page.getByRole('list', { name: 'Password requirements' });
		for (const rule of Object.values(PASSWORD_RULES)) {
			await expect(
				hints.getByRole('listitem').filter({ hasText: new RegExp(escapeRegExp(rule.hint)) }),
			).toBeVisible();
		}
		await page.getByLabel('Username').fill('bad name');
		await expect(page.getByText(MESSAGES.validation.username)).toBeVisible();
		await page.getByLabel('Username').fill('GoodName1');
		await expect(page.getByText('Valid username')).toBeAttached();
		await page.getByLabel('Email', { exact: true }).fill('new@example.com');
		await page.getByLabel('Password', { exact: true }).fill('short');
		await expect(hints.getByRole('listitem').filter({ hasText: /a-z/ })).toHaveAttribute(
			'data-met',
			'true',
		);
		await expect(hints.getByRole('listitem').filter({ hasText: /A-Z/ })).not.toHaveAttribute(
			'data-met',
		);
		await page.getByRole('button', { name: 'Register', exact: true }).first().click();
		await expectSlow(formAlert(page)).toHaveText(MESSAGES.validation.passwordRequirements);

		await page.getByLabel('Password', { exact: true }).fill('Good-pass-1');
		await page.getByLabel('Verify Password').fill('Good-pass-2');
		await expect(page.getByText(MESSAGES.validation.passwordsMismatch).first()).toBeVisible();
		await page.getByRole('button', { name: 'Register', exact: true }).first().click();
		await expectSlow(formAlert(page)).toHaveText(MESSAGES.validation.passwordsMismatch);
		await expectNoAxeViolations(page);
	});

	test('lists passwordErrors from the server with the toast', async ({ page }) => {
		await fakeTurnstile(page, { autoSolve: true });
		const passwordErrors = [PASSWORD_RULES.special.message];
		await page.route('**/api/auth/register', (route) =>
			route.fulfill({
				status: 400,
				json: { message: AUTH_MESSAGES.passwordRequirements, passwordErrors },
			}),
		);
		await page.goto('/register');
		const account = makeThrowaway();
		await page.getByLabel('Email', { exact: true }).fill(account.email);
		await page.getByLabel('Username').fill(account.username);
		await page.getByLabel('Password', { exact: true }).fill(account.password);
		await page.getByLabel('Verify Password').fill(account.password);
		await page.getByRole('button', { name: 'Register', exact: true }).first().click();
		await expectSlow(notice(page, MESSAGES.register.fixPasswordErrors)).toBeVisible();
		await expect(formAlert(page).getByRole('listitem')).toHaveText(passwordErrors);
		await expectNoAxeViolations(page);
	});

	test("says 'Registration failed.' when the server gives no reason", async ({ page }) => {
		await fakeTurnstile(page, { autoSolve: true });
		await page.route('**/api/auth/register', (route) => route.fulfill({ status: 500, body: '' }));
		await page.goto('/register');
		const account = makeThrowaway();
		await page.getByLabel('Email', { exact: true }).fill(account.email);
		await page.getByLabel('Username').fill(account.username);
		await page.getByLabel('Password', { exact: true }).fill(account.password);
		await page.getByLabel('Verify Password').fill(account.password);
		await page.getByRole('button', { name: 'Register', exact: true }).first().click();
		await expectSlow(formAlert(page)).toHaveText(MESSAGES.register.failed);
		await expect(page.getByLabel('Username')).toHaveValue(account.username);
	});

	test('a taken username shows the server message', async ({ page, request }) => {
		const taken = await createVerifiedAccount(request);
		await fakeTurnstile(page, { autoSolve: true });
		await page.goto('/register');
		const account = makeThrowaway();
		await page.getByLabel('Email', { exact: true }).fill(account.email);
		await page.getByLabel('Username').fill(taken.username);
		await page.getByLabel('Password', { exact: true }).fill(account.password);
		await page.getByLabel('Verify Password').fill(account.password);
		await page.getByRole('button', { name: 'Register', exact: true }).first().click();
		await expectSlow(formAlert(page)).toHaveText(AUTH_MESSAGES.usernameTaken);
	});
});

test.describe('forgot mode', () => {
	test('needs the e-mail, then says the instructions are on their way', async ({
		page,
		request,
	}) => {
		const account = await createVerifiedAccount(request);
		await fakeTurnstile(page, { autoSolve: true });
		await page.goto('/login');
		await page.getByRole('button', { name: 'Forgot Password?' }).click();
		await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
		await page.getByRole('button', { name: 'Send Reset Link' }).click();
		await expectSlow(formAlert(page)).toHaveText(MESSAGES.forgot.emailRequired);
		await page.getByLabel('Email', { exact: true }).fill(account.email);
		await page.getByRole('button', { name: 'Send Reset Link' }).click();
		await expect(page.getByRole('status').filter({ hasText: MESSAGES.forgot.sent })).toBeVisible();
		await expectNoAxeViolations(page);
	});

	test("says 'Failed to send reset email' or the generic error", async ({ page }) => {
		await fakeTurnstile(page, { autoSolve: true });
		let abort = false;
		await page.route('**/api/auth/forgot-password', (route) =>
			abort ? route.abort() : route.fulfill({ status: 500, body: '' }),
		);
		await page.goto('/login');
		await page.getByRole('button', { name: 'Forgot Password?' }).click();
		await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
		await page.getByRole('button', { name: 'Send Reset Link' }).click();
		await expectSlow(formAlert(page)).toHaveText(MESSAGES.forgot.failed);
		abort = true;
		await expect(page.locator('[data-fake-turnstile]')).toHaveAttribute('data-state', 'solved');
		await page.getByRole('button', { name: 'Send Reset Link' }).click();
		await expectSlow(formAlert(page)).toHaveText(MESSAGES.generic);
	});
});
