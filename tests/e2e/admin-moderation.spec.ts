import { AUTH_MESSAGES } from '../../src/contract/auth';
import { createThrowawayAccount, loginAs, ownAddress } from './support/accounts';
import { adminApi } from './support/admin';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

test.describe('moderation in the admin area', () => {
	test.describe.configure({ timeout: 60_000 });

	test('root finds an account, changes its role and disables it; the audit log shows both', async ({
		page,
	}) => {
		const account = createThrowawayAccount();
		await loginAs(page, 'root');
		await page.goto('/admin/users');
		await page.getByLabel('Search by username or e-mail').fill(account.email);
		const row = page.getByRole('row').filter({ hasText: account.email });
		await expect(row).toHaveCount(1);
		await expectNoAxeViolations(page);

		await row.getByLabel(`Role of ${account.username}`).selectOption('developer');
		await expect(page.getByText(`${account.username} is now developer.`)).toBeVisible();
		await page.getByRole('button', { name: `Disable ${account.username}` }).click();
		await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
		await expect(page.getByRole('button', { name: `Enable ${account.username}` })).toBeVisible();

		const login = await page.request.post('/api/auth/login', {
			headers: ownAddress(),
			data: { email: account.email, password: account.password, turnstileToken: 'e2e' },
		});
		expect(login.status()).toBe(403);
		expect(await login.json()).toEqual({ message: AUTH_MESSAGES.accountDisabled });

		await page.getByRole('link', { name: 'Audit Log' }).click();
		await expect(page).toHaveURL(/\/admin\/audit$/);
		const entries = page.getByRole('row').filter({ hasText: `account ${account.id}` });
		await expect(entries.filter({ hasText: 'disable account' })).toHaveCount(1);
		await expect(entries.filter({ hasText: 'role account' })).toContainText('"developer"');
		await expectNoAxeViolations(page);
	});

	test('root reads the donations and the staff descriptions', async ({ page }) => {
		const token = await loginAs(page, 'root');
		const { donations } = (await adminApi(page.request, token).get('/admin/donations')) as {
			donations: { id: number }[];
		};
		await page.goto('/admin/donations');
		await expect(page.getByRole('heading', { name: 'Donations', level: 1 })).toBeVisible();
		if (donations.length > 0) {
			await expect(
				page.getByRole('row').filter({ hasText: String(donations[0]!.id) }),
			).not.toHaveCount(0);
		}
		await expectNoAxeViolations(page);

		await page.goto('/admin/staff');
		await expect(page.getByRole('heading', { name: 'Staff Descriptions' })).toBeVisible();
		await expect(page.getByRole('textbox').first()).toBeVisible();
		await expectNoAxeViolations(page);
	});

	test('a player is sent away from the moderation pages', async ({ page }) => {
		await loginAs(page, 'player');
		await page.goto('/admin/users');
		await expect(page).toHaveURL(/\/$/);
	});
});

test('the register form says when registration is closed', async ({ page }) => {
	await page.route('**/api/auth/registration', (route) =>
		route.fulfill({ json: { registration: 'closed' } }),
	);
	await page.goto('/register');
	await expect(page.getByText('Registration is closed.')).toBeVisible();
	await expect(page.getByLabel('Username')).toHaveCount(0);
	await expectNoAxeViolations(page);
});
