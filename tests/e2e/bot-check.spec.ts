import type { Page } from '@playwright/test';
import { BOT_CHECK_CHOICE_KEY, CAPTCHA_LOAD_TIMEOUT_MS } from '../../src/config/constants';
import { MESSAGES } from '../../src/config/messages';
import { createVerifiedAccount } from './support/accounts';
import {
	expect,
	expectHydrated,
	expectNoAxeViolations,
	fakeTurnstile,
	test,
} from './support/fixtures';

const CLOUDFLARE = 'https://challenges.cloudflare.com/**';
const emailField = (page: Page) => page.getByLabel('Email', { exact: true });
const demoCheck = (page: Page) => page.getByRole('checkbox', { name: 'I am human (demo check)' });

/** Asks for Cloudflare's widget, as a demo visitor who chose it would, without faking it. */
async function chooseCloudflare(page: Page) {
	await page.addInitScript(
		(key) => sessionStorage.setItem(key, 'cloudflare'),
		BOT_CHECK_CHOICE_KEY,
	);
}

/** Each form with a bot check, opened and hydrated. */
const FORMS: { name: string; open: (page: Page) => Promise<void> }[] = [
	{ name: 'login', open: (page) => page.goto('/login').then(() => undefined) },
	{ name: 'register', open: (page) => page.goto('/register').then(() => undefined) },
	{ name: 'resend verification', open: (page) => page.goto('/verification').then(() => undefined) },
	{
		name: 'forgot password',
		open: async (page) => {
			await page.goto('/login');
			await expectHydrated(emailField(page));
			await page.getByRole('button', { name: 'Forgot Password?' }).click();
		},
	},
];

test.describe('the demo check', () => {
	test('stands in for Cloudflare offline, says it is a demo and lets a person log in', async ({
		page,
		request,
	}) => {
		const account = await createVerifiedAccount(request);
		const cloudflare: string[] = [];
		await page.route(CLOUDFLARE, (route) => {
			cloudflare.push(route.request().url());
			return route.abort();
		});
		await page.goto('/login');
		await expectHydrated(emailField(page));
		await expect(demoCheck(page)).toBeVisible();
		await expect(page.getByText(/Demo site: this local check stands in/)).toBeVisible();
		await emailField(page).fill(account.email);
		await page.getByLabel('Password', { exact: true }).fill(account.password);
		await page.getByRole('button', { name: 'Login', exact: true }).click();
		await expect(page.locator('main').getByRole('alert')).toHaveText(
			MESSAGES.validation.captchaRequired,
		);
		await demoCheck(page).check();
		await expectNoAxeViolations(page);
		await page.getByRole('button', { name: 'Login', exact: true }).click();
		await expect(page).toHaveURL('/profile', { timeout: 20_000 });
		expect(cloudflare, 'calls to Cloudflare').toEqual([]);
	});

	test("switches to Cloudflare's widget when asked, for the rest of the visit", async ({
		page,
	}) => {
		await fakeTurnstile(page);
		// fakeTurnstile asks for Cloudflare's widget; this visitor has not chosen yet.
		await page.addInitScript((key) => sessionStorage.removeItem(key), BOT_CHECK_CHOICE_KEY);
		await page.goto('/register');
		await expectHydrated(emailField(page));
		await page.getByRole('button', { name: "Use Cloudflare's check" }).click();
		await expect(page.locator('[data-fake-turnstile]')).toHaveCount(1);
		await expect(demoCheck(page)).toHaveCount(0);
		expect(await page.evaluate((key) => sessionStorage.getItem(key), BOT_CHECK_CHOICE_KEY)).toBe(
			'cloudflare',
		);
	});
});

test.describe("Cloudflare's widget when it cannot load", () => {
	for (const form of FORMS) {
		test(`${form.name}: says so, names what blocks it, and Retry loads it`, async ({ page }) => {
			await chooseCloudflare(page);
			await page.route(CLOUDFLARE, (route) => route.abort('blockedbyclient'));
			await form.open(page);
			const blocked = page.locator('.captcha__blocked');
			await expect(blocked).toContainText(MESSAGES.validation.captchaError);
			await expect(blocked).toContainText(MESSAGES.validation.captchaBlockedHint);
			await expectNoAxeViolations(page);

			// The filter lets it through now: Retry adds the script again and the widget renders.
			await page.unrouteAll();
			await fakeTurnstile(page);
			await blocked.getByRole('button', { name: 'Retry' }).click();
			await expect(page.locator('[data-fake-turnstile]')).toHaveCount(1);
			await expect(blocked).toHaveCount(0);
		});
	}

	test('a script that never answers counts as blocked after the timeout', async ({ page }) => {
		await page.clock.install();
		await chooseCloudflare(page);
		// Never fulfilled: the request hangs like one a network filter swallows.
		await page.route(CLOUDFLARE, () => undefined);
		await page.goto('/login');
		await expectHydrated(emailField(page));
		await expect(page.locator('[data-captcha]')).toBeVisible();
		await page.clock.runFor(CAPTCHA_LOAD_TIMEOUT_MS - 1_000);
		await expect(page.locator('.captcha__blocked')).toHaveCount(0);
		await page.clock.runFor(1_000);
		await expect(page.locator('.captcha__blocked')).toContainText(MESSAGES.validation.captchaError);
	});
});
