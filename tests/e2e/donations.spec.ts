import type { Page } from '@playwright/test';
import { MESSAGES } from '../../src/config/messages';
import { createThrowawayAccount, logInThrowaway, storeToken } from './support/accounts';
import { expect, expectNoAxeViolations, fakeStripe, test } from './support/fixtures';
import { DONATION_MESSAGES, DonorListSchema, GoalSchema } from '../../src/contract/donations';
import { PAYMENT_MESSAGES } from '../../src/contract/payments';
import { strictAnswer } from '../fixtures/strict-schema';

/** The month's goal as the API answers it now. */
async function currentGoal(page: Page) {
	const response = await page.request.get('/api/donations/goals/current');
	return strictAnswer(GoalSchema).parse(await response.json());
}

/** Records every request to Stripe's hosts. */
function stripeRequests(page: Page) {
	const urls: string[] = [];
	page.on('request', (request) => {
		if (/stripe\.com/.test(request.url())) urls.push(request.url());
	});
	return urls;
}

test.describe('support page', () => {
	test('shows the goal, the supporters, the tier and the card option for a visitor', async ({
		page,
	}) => {
		await page.goto('/support');
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Support the Community/i);
		await expect(page.getByText('Gifts are our way of saying thank you.')).toBeVisible();
		const goal = await currentGoal(page);
		await expect(page.getByRole('progressbar', { name: 'Monthly goal' })).toHaveAttribute(
			'aria-valuemax',
			String(goal.targetAmount),
		);
		const allTime = page.getByRole('list', { name: 'All-time top supporters' });
		await expect(allTime.getByRole('listitem')).toHaveCount(5);
		await expect(allTime.getByText('Your name here')).toHaveCount(0);
		await expect(page.getByRole('list', { name: 'Top supporters this month' })).toBeVisible();
		await expect(page.getByText('Coming Soon', { exact: true })).toBeVisible();
		await expect(page.getByText('NA server only')).toBeVisible();
		await expect(page.getByText(/no refunds/)).toBeVisible();
		await expect(page.getByRole('link', { name: 'Open a Discord ticket' })).toHaveAttribute(
			'href',
			/discord/,
		);
		await expect(page.getByRole('link', { name: 'Donate by card' })).toHaveAttribute(
			'href',
			'/login?redirect=/donations',
		);
		await expectNoAxeViolations(page);
	});

	test('shows placeholders and the default goal when there are no donations', async ({ page }) => {
		await page.route('**/api/donations/top**', (route) => route.fulfill({ json: [] }));
		await page.route('**/api/donations/goals/current', (route) =>
			route.fulfill({ status: 500, json: { message: 'down' } }),
		);
		await page.goto('/support');
		await expect(page.getByRole('progressbar', { name: 'Monthly goal' })).toHaveAttribute(
			'aria-valuetext',
			'€0 of €200',
		);
		const allTime = page.getByRole('list', { name: 'All-time top supporters' });
		await expect(allTime.getByText('Your name here')).toHaveCount(5);
		const month = page.getByRole('list', { name: 'Top supporters this month' });
		await expect(month.getByText('Your name here')).toHaveCount(3);
		await expectNoAxeViolations(page);
	});

	test('Donate by card leads a visitor with a stored token to the form before any check answers', async ({
		page,
	}) => {
		const account = createThrowawayAccount({ linked: true });
		await logInThrowaway(page, account);
		// The user check never answers: the link must not wait for it.
		await page.route('**/api/auth/user', () => {});
		await page.goto('/support');
		const card = page.getByRole('link', { name: 'Donate by card' });
		await expect(card).toHaveCount(1);
		await expect(card).toHaveAttribute('href', '/donate/stripe');
		await page.unroute('**/api/auth/user');
		await card.click();
		await expect(page).toHaveURL('/donate/stripe');
	});

	test('Donate by card turns to login when the stored token is refused', async ({ page }) => {
		await storeToken(page, 'not-a-valid-token');
		await page.goto('/support');
		const card = page.getByRole('link', { name: 'Donate by card' });
		await expect(card).toHaveAttribute('href', '/login?redirect=/donations');
		await expect(card).toHaveCount(1);
	});

	test('/donations forwards a logged-in visitor to the form, and a visitor to login', async ({
		page,
	}) => {
		await page.goto('/donations');
		await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/donations')}`);
		await logInThrowaway(page, createThrowawayAccount({ linked: true }));
		await page.goto('/donations');
		await expect(page).toHaveURL('/donate/stripe');
	});
});

test.describe('card donation', () => {
	test('the whole journey in demo mode: form, checkout, thanks, profile, goal and top list', async ({
		page,
	}) => {
		// Four pages and five accessibility scans: more than the default budget on a busy machine.
		test.slow();
		await fakeStripe(page);
		const toStripe = stripeRequests(page);
		const account = createThrowawayAccount({ linked: true });
		await logInThrowaway(page, account);
		const before = await currentGoal(page);

		await page.goto('/support');
		await page.getByRole('link', { name: 'Donate by card' }).click();
		await expect(page).toHaveURL('/donate/stripe');
		await expect(page.getByRole('button', { name: 'Donate €15' })).toBeVisible();
		await expectNoAxeViolations(page);
		await page.getByLabel('Amount (€)').fill('30');
		await page.getByLabel('Message (optional)').fill('For the Jailbreak crew!');
		await expect(page.getByText('23/512')).toBeVisible();
		await page.getByRole('button', { name: 'Donate €30' }).click();

		await expect(page).toHaveURL(/\/api\/payments\/demo-checkout\/demo_/);
		await expect(page.getByText('€30.00').first()).toBeVisible();
		await expectNoAxeViolations(page);
		await page.getByRole('button', { name: /^Pay/ }).click();

		await expect(page).toHaveURL(/\/donations\/success\?donation=\d+$/);
		await expect(page.getByText('Your donation of €30 has been received.')).toBeVisible();
		await expect(
			page.getByText(/Your Donator status is active until \d\d\/\d\d\/\d{4}\./),
		).toBeVisible();
		await expectNoAxeViolations(page);

		await page.getByRole('link', { name: 'Go to Profile' }).click();
		const donations = page.getByRole('region', { name: 'My Donations' });
		await expect(donations.getByText('€30')).toBeVisible();
		await expect(donations.getByText('Paid')).toBeVisible();
		await expect(donations.getByText(/^Active until/)).toBeVisible();

		await page.goto('/support');
		const after = await currentGoal(page);
		expect(after.currentAmount).toBe(before.currentAmount + 30);
		await expect(page.getByRole('progressbar', { name: 'Monthly goal' })).toHaveAttribute(
			'aria-valuenow',
			String(Math.min(after.currentAmount, after.targetAmount)),
		);
		const month = page.getByRole('list', { name: 'Top supporters this month' });
		const top = await page.request.get(
			`/api/donations/top/${new Date().getUTCMonth() + 1}/${new Date().getUTCFullYear()}`,
		);
		const names = strictAnswer(DonorListSchema)
			.parse(await top.json())
			.map((donor) => donor.username);
		expect(names).toContain(account.username);
		if (names.indexOf(account.username) < 3)
			await expect(month.getByText(account.username)).toBeVisible();
		// Demo mode: no publishable key, so Stripe.js never loads.
		expect(toStripe).toEqual([]);
	});

	test('Cancel on the checkout returns to the form and leaves the donation canceled', async ({
		page,
	}) => {
		await logInThrowaway(page, createThrowawayAccount({ linked: true }));
		await page.goto('/donate/stripe');
		await page.getByRole('button', { name: 'Donate €15' }).click();
		await page.getByRole('button', { name: 'Cancel' }).click();
		await expect(page).toHaveURL('/donate/stripe');
		await page.goto('/profile');
		await expect(
			page.getByRole('region', { name: 'My Donations' }).getByText('Canceled'),
		).toBeVisible();
	});

	test('asks to link the accounts first, with Go to Profile', async ({ page }) => {
		await logInThrowaway(page, createThrowawayAccount());
		await page.goto('/donate/stripe');
		await expect(page.getByText(MESSAGES.donation.linkAccounts)).toBeVisible();
		await expectNoAxeViolations(page);
		await page.getByRole('link', { name: 'Go to Profile' }).click();
		await expect(page).toHaveURL('/profile');
	});

	test("refuses less than 5 € with 'Minimum donation is €5'", async ({ page }) => {
		await logInThrowaway(page, createThrowawayAccount({ linked: true }));
		await page.goto('/donate/stripe');
		await page.getByLabel('Amount (€)').fill('4');
		await expect(page.getByText(DONATION_MESSAGES.minimum)).toBeVisible();
		await expect(page.getByRole('button', { name: 'Donate €4' })).toBeDisabled();
		await expectNoAxeViolations(page);
	});

	for (const [name, answer, message] of [
		[
			'a refused session',
			{ status: 502, json: { message: 'x' } },
			PAYMENT_MESSAGES.createSessionFailed,
		],
		[
			'an answer without a URL',
			{ status: 200, json: { sessionId: 'cs_1', url: null } },
			MESSAGES.donation.startCheckoutFailed,
		],
	] as const) {
		test(`says '${message}' for ${name}`, async ({ page }) => {
			await logInThrowaway(page, createThrowawayAccount({ linked: true }));
			await page.route('**/api/payments/create-stripe-session', (route) => route.fulfill(answer));
			await page.goto('/donate/stripe');
			await page.getByRole('button', { name: 'Donate €15' }).click();
			await expect(page.getByText(message)).toBeVisible();
			await expect(page).toHaveURL('/donate/stripe');
		});
	}

	test('goes to /login when the session is no longer valid', async ({ page }) => {
		await logInThrowaway(page, createThrowawayAccount({ linked: true }));
		await page.route('**/api/payments/create-stripe-session', (route) =>
			route.fulfill({ status: 401, json: { message: 'Authentication required' } }),
		);
		await page.goto('/donate/stripe');
		await page.getByRole('button', { name: 'Donate €15' }).click();
		await expect(page).toHaveURL('/login');
	});

	test('the success page without a token goes to login', async ({ page }) => {
		await storeToken(page, '');
		await page.goto('/donations/success?donation=1');
		await expect(page).toHaveURL(/\/login\?redirect=/);
	});
});
