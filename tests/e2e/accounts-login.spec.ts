import type { Page } from '@playwright/test';
import { MESSAGES } from '../../src/config/messages';
import { AUTH_MESSAGES } from '../../src/contract/auth';
import { OutboxSchema } from '../../src/contract/outbox';
import { PASSWORD_RULES } from '../../src/contract/credentials';
import {
	createThrowawayAccount,
	createVerifiedAccount,
	makeThrowaway,
	ownAddress,
	registerThroughApi,
} from './support/accounts';
import {
	expect,
	expectHydrated,
	expectNoAxeViolations,
	fakeTurnstile,
	test,
} from './support/fixtures';

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

/** What the fake widget (`fakeTurnstile`) lets a test do to it. */
type TurnstileAction = 'solve' | 'error' | 'expire';
type FakeWidget = Record<TurnstileAction, () => void>;

/** Solves, fails or expires the fake widget once it is on the page. */
async function turnstile(page: Page, action: TurnstileAction) {
	await expect(page.locator('[data-fake-turnstile]')).toHaveCount(1);
	await page.evaluate(
		(name) => (window as unknown as { __turnstile: FakeWidget }).__turnstile[name](),
		action,
	);
}

/** Waits until the fake widget is solved again, as it is after each submit with `autoSolve`. */
async function expectSolved(page: Page) {
	await expect(page.locator('[data-fake-turnstile]')).toHaveAttribute('data-state', 'solved');
}

const emailField = (page: Page) => page.getByLabel('Email', { exact: true });
const passwordField = (page: Page) => page.getByLabel('Password', { exact: true });
const loginButton = (page: Page) => page.getByRole('button', { name: 'Login', exact: true });

/** Opens the login screen and waits for it to hydrate: typing before that would be lost. */
async function openAuthScreen(page: Page, path: string) {
	await page.goto(path);
	await expectHydrated(emailField(page));
}

async function fillLogin(page: Page, email: string, password: string) {
	await emailField(page).fill(email);
	await passwordField(page).fill(password);
}

/** Fills the login form and presses Login. */
async function logIn(page: Page, email: string, password: string) {
	await fillLogin(page, email, password);
	await loginButton(page).click();
}

/** Fills the whole register form (the password twice) and presses Register. */
async function register(
	page: Page,
	account: { email: string; username: string; password: string },
) {
	await emailField(page).fill(account.email);
	await page.getByLabel('Username').fill(account.username);
	await passwordField(page).fill(account.password);
	await page.getByLabel('Verify Password').fill(account.password);
	await pressRegister(page);
}

async function pressRegister(page: Page) {
	await page.getByRole('button', { name: 'Register', exact: true }).first().click();
}

/** Opens the forgot-password form from /login. */
async function openForgot(page: Page) {
	await openAuthScreen(page, '/login');
	await page.getByRole('button', { name: 'Forgot Password?' }).click();
}

async function sendResetLink(page: Page) {
	await page.getByRole('button', { name: 'Send Reset Link' }).click();
}

test.describe('login mode', () => {
	test("loads Cloudflare's widget explicitly when asked for and needs it solved", async ({
		page,
	}) => {
		await fakeTurnstile(page);
		await openAuthScreen(page, '/login');
		await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
		await expect(page.locator('[data-fake-turnstile]')).toHaveCount(1);
		const script = await page.evaluate(
			() => (window as unknown as { __turnstile: { scriptUrl: string } }).__turnstile.scriptUrl,
		);
		expect(script).toMatch(/^https:\/\/challenges\.cloudflare\.com\/turnstile\/v0\/api\.js\?/);
		expect(new URL(script).searchParams.get('render')).toBe('explicit');
		expect(new URL(script).searchParams.get('onload')).toBeTruthy();

		await logIn(page, 'someone@example.com', 'Whatever1!');
		await expectSlow(formAlert(page)).toHaveText(MESSAGES.validation.captchaRequired);
		await expectNoAxeViolations(page);
	});

	test('logs in, fires the login event and goes to /profile', async ({ page, request }) => {
		const account = await createVerifiedAccount(request);
		await fakeTurnstile(page);
		await openAuthScreen(page, '/login');
		await page.evaluate(() => {
			window.addEventListener('user-login', () => sessionStorage.setItem('saw-login', 'yes'));
		});
		await fillLogin(page, account.email, account.password);
		await turnstile(page, 'solve');
		await loginButton(page).click();
		await expectSlow(page).toHaveURL('/profile');
		expect(await page.evaluate(() => sessionStorage.getItem('saw-login'))).toBe('yes');
		expect(await page.evaluate(() => localStorage.getItem('authToken'))).toMatch(/^[\w-]{43}$/);
	});

	test('honours a same-site redirect query', async ({ page, request }) => {
		const account = await createVerifiedAccount(request);
		await fakeTurnstile(page, { autoSolve: true });
		await openAuthScreen(page, `/login?redirect=${encodeURIComponent('/servers?from=login')}`);
		await logIn(page, account.email, account.password);
		await expectSlow(page).toHaveURL('/servers?from=login');
	});

	// Values a browser would resolve to another host (see tests/unit/safe-redirect.test.ts).
	const foreignRedirects = [
		'//evil.example',
		'/.//evil.example',
		'/..//evil.example',
		'/%2e//evil.example',
		'/%2E%2E//evil.example',
		'/\\evil.example',
		'/./\\evil.example',
		'/\t/evil.example',
		'https://evil.example/',
	];
	for (const redirect of foreignRedirects) {
		test(`stays on the site for the redirect query ${JSON.stringify(redirect)}`, async ({
			page,
		}) => {
			const account = createThrowawayAccount();
			await fakeTurnstile(page, { autoSolve: true });
			await openAuthScreen(page, `/login?redirect=${encodeURIComponent(redirect)}`);
			await logIn(page, account.email, account.password);
			await expectSlow(page).toHaveURL('/profile');
		});
	}

	test('locks the guessing address after the attempts left, while the owner logs in from another', async ({
		page,
		browser,
		baseURL,
	}) => {
		const account = createThrowawayAccount();
		// The e2e server trusts X-Forwarded-For: this page guesses from an address of its own.
		await page.setExtraHTTPHeaders(ownAddress());
		await fakeTurnstile(page, { autoSolve: true });
		await openAuthScreen(page, '/login');
		await fillLogin(page, account.email, 'Wrong-pass-1!');
		for (const left of [4, 3, 2, 1, 0]) {
			await expectSolved(page);
			await loginButton(page).click();
			await expectSlow(formAlert(page)).toContainText(AUTH_MESSAGES.invalidCredentials);
			await expectSlow(formAlert(page)).toContainText(MESSAGES.login.attemptsLeft(left));
		}
		// Nothing typed is lost on a failed submit.
		await expect(emailField(page)).toHaveValue(account.email);
		await expect(passwordField(page)).toHaveValue('Wrong-pass-1!');
		await passwordField(page).fill(account.password);
		await expectSolved(page);
		await loginButton(page).click();
		await expectSlow(formAlert(page)).toContainText(AUTH_MESSAGES.tooManyAttempts);
		await expectNoAxeViolations(page);

		// The owner, from another address, is not locked out by the guesser.
		const context = await browser.newContext({ baseURL });
		try {
			const owner = await context.newPage();
			await owner.setExtraHTTPHeaders(ownAddress());
			await fakeTurnstile(owner, { autoSolve: true });
			await openAuthScreen(owner, '/login');
			await fillLogin(owner, account.email, account.password);
			await expectSolved(owner);
			await loginButton(owner).click();
			await expectSlow(owner).toHaveURL('/profile');
		} finally {
			await context.close();
		}
		// The guessing address stays locked.
		await expectSolved(page);
		await loginButton(page).click();
		await expectSlow(formAlert(page)).toContainText(AUTH_MESSAGES.tooManyAttempts);
	});

	test('says the e-mail is locked for an hour once guesses from many addresses reach the ceiling', async ({
		page,
		request,
	}) => {
		const account = createThrowawayAccount();
		// Ten addresses of one block, five guesses each: no address is locked, the e-mail reaches
		// its ceiling.
		const block = ownAddress()['X-Forwarded-For']!.split('.').slice(0, 3).join('.');
		for (let address = 1; address <= 10; address++) {
			const headers = { 'X-Forwarded-For': `${block}.${address}` };
			for (let guess = 0; guess < 5; guess++) {
				const response = await request.post('/api/auth/login', {
					headers,
					data: { email: account.email, password: 'Wrong-pass-1!', turnstileToken: 'e2e' },
				});
				expect(response.status()).toBe(401);
			}
		}
		await page.setExtraHTTPHeaders(ownAddress());
		await fakeTurnstile(page, { autoSolve: true });
		await openAuthScreen(page, '/login');
		await logIn(page, account.email, account.password);
		await expectSlow(formAlert(page)).toContainText(AUTH_MESSAGES.emailLocked);
		await expect(formAlert(page)).toContainText(MESSAGES.login.attemptsLeft(0));
	});

	test('an unverified account goes to /verification with the e-mail kept', async ({
		page,
		request,
	}) => {
		const account = await registerThroughApi(request);
		await fakeTurnstile(page, { autoSolve: true });
		await openAuthScreen(page, '/login');
		await logIn(page, account.email, account.password);
		await expectSlow(page).toHaveURL('/verification');
		await expect(emailField(page)).toHaveValue(account.email);
		expect(await page.evaluate(() => sessionStorage.getItem('verificationEmail'))).toBeNull();
	});

	test('a refused CAPTCHA gives the toast', async ({ page }) => {
		await fakeTurnstile(page, { autoSolve: true });
		await page.route('**/api/auth/login', (route) =>
			route.fulfill({ status: 400, json: { message: AUTH_MESSAGES.captchaRejected } }),
		);
		await openAuthScreen(page, '/login');
		await logIn(page, 'someone@example.com', 'Whatever1!');
		await expectSlow(notice(page, MESSAGES.login.captchaRejectedToast)).toBeVisible();
	});

	test('widget errors and expiry ask to solve it again', async ({ page }) => {
		await fakeTurnstile(page);
		await openAuthScreen(page, '/login');
		await turnstile(page, 'error');
		await expect(page.getByText(MESSAGES.validation.captchaError)).toBeVisible();
		await turnstile(page, 'solve');
		await expect(page.getByText(MESSAGES.validation.captchaError)).toBeHidden();
		await turnstile(page, 'expire');
		await expect(page.getByText(MESSAGES.validation.captchaExpired)).toBeVisible();
		await logIn(page, 'someone@example.com', 'Whatever1!');
		await expect(
			formAlert(page).filter({ hasText: MESSAGES.validation.captchaRequired }),
		).toBeVisible();
		await expectNoAxeViolations(page);
	});

	test('a network failure says an error occurred', async ({ page }) => {
		await fakeTurnstile(page, { autoSolve: true });
		await page.route('**/api/auth/login', (route) => route.abort());
		await openAuthScreen(page, '/login');
		await logIn(page, 'someone@example.com', 'Whatever1!');
		await expectSlow(formAlert(page)).toHaveText(MESSAGES.generic);
	});
});

test.describe('register mode', () => {
	test('/register starts in register mode; toggles switch modes, keep the e-mail and reset the widget', async ({
		page,
	}) => {
		await fakeTurnstile(page);
		await openAuthScreen(page, '/register');
		await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
		await emailField(page).fill('kept@example.com');
		await turnstile(page, 'solve');
		await loginButton(page).last().click();
		await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
		await expect(emailField(page)).toHaveValue('kept@example.com');
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
		await openAuthScreen(page, '/register');
		const hints = page.getByRole('list', { name: 'Password requirements' });
		for (const rule of Object.values(PASSWORD_RULES)) {
			await expect(
				hints.getByRole('listitem').filter({ hasText: new RegExp(escapeRegExp(rule.hint)) }),
			).toBeVisible();
		}
		await page.getByLabel('Username').fill('bad name');
		await expect(page.getByText(AUTH_MESSAGES.usernameInvalid)).toBeVisible();
		await page.getByLabel('Username').fill('GoodName1');
		await expect(page.getByText('Valid username')).toBeAttached();
		await emailField(page).fill('new@example.com');
		await passwordField(page).fill('short');
		await expect(hints.getByRole('listitem').filter({ hasText: /a-z/ })).toHaveAttribute(
			'data-met',
			'true',
		);
		await expect(hints.getByRole('listitem').filter({ hasText: /A-Z/ })).not.toHaveAttribute(
			'data-met',
		);
		await pressRegister(page);
		await expectSlow(formAlert(page)).toHaveText(AUTH_MESSAGES.passwordRequirements);

		await passwordField(page).fill('Good-pass-1');
		await page.getByLabel('Verify Password').fill('Good-pass-2');
		await expect(page.getByText(AUTH_MESSAGES.passwordsMismatch)).toBeVisible();
		// Submitting says it once, under Verify Password, and takes the focus there.
		await pressRegister(page);
		await expect(page.getByLabel('Verify Password')).toBeFocused();
		await expect(page.getByText(AUTH_MESSAGES.passwordsMismatch)).toHaveCount(1);
		await expect(formAlert(page)).toHaveCount(0);
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
		await openAuthScreen(page, '/register');
		const account = makeThrowaway();
		await register(page, account);
		await expectSlow(notice(page, MESSAGES.register.fixPasswordErrors)).toBeVisible();
		await expect(formAlert(page).getByRole('listitem')).toHaveText(passwordErrors);
		await expectNoAxeViolations(page);
	});

	test("says 'Registration failed.' when the server gives no reason", async ({ page }) => {
		await fakeTurnstile(page, { autoSolve: true });
		await page.route('**/api/auth/register', (route) => route.fulfill({ status: 500, body: '' }));
		await openAuthScreen(page, '/register');
		const account = makeThrowaway();
		await register(page, account);
		await expectSlow(formAlert(page)).toHaveText(MESSAGES.register.failed);
		await expect(page.getByLabel('Username')).toHaveValue(account.username);
	});

	test('a taken e-mail goes to /verification like a new one, and its owner gets a mail', async ({
		page,
		request,
	}) => {
		const owner = createThrowawayAccount();
		await fakeTurnstile(page, { autoSolve: true });
		await openAuthScreen(page, '/register');
		await register(page, { ...makeThrowaway(), email: owner.email });
		await expectSlow(page).toHaveURL('/verification');
		await expect(emailField(page)).toHaveValue(owner.email);
		await expect
			.poll(async () => {
				const mails = OutboxSchema.parse(await (await request.get('/api/dev/outbox')).json());
				return mails.filter((mail) => mail.to === owner.email).map((mail) => mail.subject);
			})
			.toEqual([expect.stringMatching(/^Someone tried to register with your email at /)]);
	});

	test('a taken username shows the server message', async ({ page, request }) => {
		const taken = await createVerifiedAccount(request);
		await fakeTurnstile(page, { autoSolve: true });
		await openAuthScreen(page, '/register');
		await register(page, { ...makeThrowaway(), username: taken.username });
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
		await openForgot(page);
		await expect(passwordField(page)).toHaveCount(0);
		await sendResetLink(page);
		await expectSlow(formAlert(page)).toHaveText(AUTH_MESSAGES.emailMissing);
		await emailField(page).fill(account.email);
		await sendResetLink(page);
		await expect(page.getByRole('status').filter({ hasText: MESSAGES.forgot.sent })).toBeVisible();
		await expectNoAxeViolations(page);
	});

	test("says 'Failed to send reset email' or the generic error", async ({ page }) => {
		await fakeTurnstile(page, { autoSolve: true });
		let abort = false;
		await page.route('**/api/auth/forgot-password', (route) =>
			abort ? route.abort() : route.fulfill({ status: 500, body: '' }),
		);
		await openForgot(page);
		await emailField(page).fill('someone@example.com');
		await sendResetLink(page);
		await expectSlow(formAlert(page)).toHaveText(MESSAGES.forgot.failed);
		abort = true;
		await expectSolved(page);
		await sendResetLink(page);
		await expectSlow(formAlert(page)).toHaveText(MESSAGES.generic);
	});
});
