import { PAYMENT_MESSAGES } from '../../src/contract/payments';
import { ageDonations, createThrowawayAccount, logInThrowaway } from './support/accounts';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { DONATION_MESSAGES } from '../../src/contract/donations';

test.describe('card donation: limits and expiry', () => {
	test("refuses more than 10,000 € with 'Maximum donation is €10,000'", async ({ page }) => {
		await logInThrowaway(page, createThrowawayAccount({ linked: true }));
		const calls: string[] = [];
		page.on('request', (request) => {
			if (request.url().includes('/api/payments/')) calls.push(request.url());
		});
		await page.goto('/donate/stripe');
		await page.getByLabel('Amount (€)').fill('10001');
		await expect(page.getByText(DONATION_MESSAGES.maximum)).toBeVisible();
		const button = page.getByRole('button', { name: 'Donate €10,001' });
		await expect(button).toBeDisabled();
		await expectNoAxeViolations(page);
		await page.getByLabel('Amount (€)').press('Enter');
		await page.getByLabel('Amount (€)').fill('10000');
		await expect(page.getByRole('button', { name: 'Donate €10,000' })).toBeEnabled();
		await expect(page.getByText(DONATION_MESSAGES.maximum)).toHaveCount(0);
		expect(calls).toEqual([]);
	});

	test("a checkout left unpaid for a day reads 'Expired' in My Donations, and its page is gone", async ({
		page,
	}) => {
		const account = createThrowawayAccount({ linked: true });
		await logInThrowaway(page, account);
		await page.goto('/donate/stripe');
		await page.getByLabel('Amount (€)').fill('20');
		await page.getByRole('button', { name: 'Donate €20' }).click();
		await expect(page).toHaveURL(/\/api\/payments\/demo-checkout\/demo_/);
		const checkout = page.url();
		await page.goto('/profile');
		const donations = page.getByRole('region', { name: 'My Donations' });
		await expect(donations.getByText('Pending')).toBeVisible();

		ageDonations(account.id, 25 * 60 * 60 * 1000);
		await page.reload();
		await expect(donations.getByText('€20')).toBeVisible();
		await expect(donations.getByText('Expired')).toBeVisible();
		await expect(donations.getByText('Pending')).toHaveCount(0);
		await expectNoAxeViolations(page);

		await page.goto(checkout);
		await expect(page.getByText(PAYMENT_MESSAGES.checkoutUnavailable)).toBeVisible();
		await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
	});
});
