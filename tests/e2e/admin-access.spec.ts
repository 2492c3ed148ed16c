import { MESSAGES } from '../../src/config/messages';
import { loginAs, storeToken } from './support/accounts';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

test('/admin takes root to the game admins', async ({ page }) => {
	await loginAs(page, 'root');
	await page.goto('/admin');
	await expect(page).toHaveURL('/admin/game-servers');
	await expect(page.getByRole('heading', { level: 1, name: 'Game Admins' })).toBeVisible();
	const menu = page.getByRole('navigation', { name: 'Admin Menu' });
	await expect(menu.getByRole('link')).toHaveText([
		'Game Servers',
		'Admin Templates',
		'Admin Groups',
		'Users',
		'Staff Descriptions',
		'Audit Log',
		'Donations',
	]);
	await expect(menu.getByRole('link', { name: 'Game Servers' })).toHaveAttribute(
		'aria-current',
		'page',
	);
});

for (const path of ['/admin/game-servers', '/admin/groups', '/admin/templates']) {
	test(`${path}: a failed user check goes to /login`, async ({ page }) => {
		await storeToken(page, 'no-such-token');
		await page.goto(path);
		await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
	});

	test(`${path}: a staff member who is not root is sent home and told why`, async ({ page }) => {
		await loginAs(page, 'admin');
		const adminCalls: string[] = [];
		page.on('request', (request) => {
			if (/\/api\/game-/.test(request.url())) adminCalls.push(request.url());
		});
		await page.goto(path);
		await expect(page).toHaveURL('/');
		await expect(
			page.locator('[data-notices]').getByText(MESSAGES.admin.rootRequired),
		).toBeVisible();
		expect(adminCalls).toEqual([]);
		// Told once: the next page does not repeat it.
		await page.reload();
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		await expect(page.locator('[data-notices]').getByText(MESSAGES.admin.rootRequired)).toHaveCount(
			0,
		);
	});
}

test('the templates view is an under-construction placeholder', async ({ page }) => {
	await loginAs(page, 'root');
	await page.goto('/admin/templates');
	await expect(page.getByRole('heading', { level: 1, name: 'Admin Templates' })).toBeVisible();
	await expect(page.getByRole('heading', { name: 'Under construction' })).toBeVisible();
	await expect(page.getByText('Admin templates are under construction.')).toBeVisible();
	await expectNoAxeViolations(page);
});
