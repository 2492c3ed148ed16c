import { MESSAGES } from '../../src/config/messages';
import { AUTH_MESSAGES } from '../../src/contract/auth';
import {
	createThrowawayAccount,
	logInThrowaway,
	readLoginToken,
	storeToken,
	THROWAWAY_PASSWORD,
} from './support/accounts';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

test.describe('profile', () => {
	test('shows the header, the masked e-mail and the eye toggle', async ({ page }) => {
		const account = createThrowawayAccount({ linked: true });
		await logInThrowaway(page, account);
		await page.goto('/profile');
		await expect(page.getByRole('heading', { name: account.username })).toBeVisible();
		await expect(page.getByText('Member since 3 February 2024')).toBeVisible();
		const email = page.getByTestId('profile-email');
		await expect(email).toHaveText(/^t•+@•+$/);
		const toggle = page.getByRole('button', { name: 'Show e-mail address' });
		await expect(toggle).toHaveAttribute('aria-pressed', 'false');
		await expectNoAxeViolations(page);
		await toggle.click();
		await expect(toggle).toHaveAttribute('aria-pressed', 'true');
		await expect(email).toHaveText(account.email);
	});

	test('shows no donations and an inactive status when the donation calls fail', async ({
		page,
	}) => {
		await logInThrowaway(page, createThrowawayAccount({ linked: true }));
		await page.route('**/api/donations/my**', (route) =>
			route.fulfill({ status: 500, json: { message: 'down' } }),
		);
		await page.goto('/profile');
		const section = page.getByRole('region', { name: 'My Donations' });
		await expect(section.getByText('No donations yet')).toBeVisible();
		await expect(section.getByText('Inactive')).toBeVisible();
	});

	test("says 'New passwords do not match!' without calling the API", async ({ page }) => {
		await logInThrowaway(page, createThrowawayAccount());
		const calls: string[] = [];
		page.on('request', (request) => {
			if (request.url().includes('/api/auth/change-password')) calls.push(request.url());
		});
		await page.goto('/profile');
		await page.getByRole('button', { name: 'Change Password' }).click();
		const dialog = page.getByRole('dialog', { name: 'Change Password' });
		await expect(dialog).toBeVisible();
		await expectNoAxeViolations(page);
		await dialog.getByLabel('Current password', { exact: true }).fill(THROWAWAY_PASSWORD);
		await dialog.getByLabel('New password', { exact: true }).fill('Another1!');
		await dialog.getByLabel('Confirm new password').fill('Another2!');
		await dialog.getByRole('button', { name: 'Change Password' }).click();
		await expect(page.getByText(MESSAGES.validation.newPasswordsMismatch)).toBeVisible();
		expect(calls).toEqual([]);
	});

	test('changes the password, and shows the server message for a wrong one', async ({ page }) => {
		const account = createThrowawayAccount();
		await logInThrowaway(page, account);
		await page.goto('/profile');
		const change = async (current: string, next: string) => {
			await page.getByRole('button', { name: 'Change Password' }).click();
			const dialog = page.getByRole('dialog', { name: 'Change Password' });
			await dialog.getByLabel('Current password', { exact: true }).fill(current);
			await dialog.getByLabel('New password', { exact: true }).fill(next);
			await dialog.getByLabel('Confirm new password').fill(next);
			await dialog.getByRole('button', { name: 'Change Password' }).click();
			return dialog;
		};
		const wrong = await change('NotMyPassword1!', 'Changed1!');
		await expect(page.getByText(AUTH_MESSAGES.currentPasswordWrong)).toBeVisible();
		await expect(wrong).toBeVisible();
		await wrong.getByRole('button', { name: 'Cancel' }).click();

		await change(THROWAWAY_PASSWORD, 'Changed1!');
		await expect(page.getByText(MESSAGES.changePassword.success)).toBeVisible();
		await readLoginToken(page.request, { email: account.email, password: 'Changed1!' });
	});

	test('Logout signs out and goes to /login', async ({ page }) => {
		await logInThrowaway(page, createThrowawayAccount());
		await page.goto('/profile');
		await page.getByRole('button', { name: 'Logout' }).click();
		await expect(page).toHaveURL('/login');
		expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
	});

	test('a stale token ends on /login without it', async ({ page }) => {
		await storeToken(page, 'A'.repeat(43));
		await page.goto('/login');
		await expect(page).toHaveURL('/login');
		expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
	});
});
