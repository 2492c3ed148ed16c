import { loginAs, storeToken } from './support/accounts';
import { expect, test } from './support/fixtures';

test('an invalid stored token is removed and the visitor is logged out', async ({ page }) => {
	await storeToken(page, 'expired-or-forged');
	await page.goto('/servers');
	await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
	expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('a valid token shows the username in the header', async ({ page }) => {
	await loginAs(page, 'admin');
	await page.goto('/');
	await expect(page.getByRole('button', { name: 'Kestrel' })).toBeVisible();
});

test('two open tabs agree on login and sign-out', async ({ context }) => {
	const first = await context.newPage();
	const second = await context.newPage();
	await first.goto('/servers');
	await second.goto('/staff');
	await expect(second.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

	await loginAs(first, 'player');
	await expect(second.getByRole('button', { name: 'Nightjar' })).toBeVisible();

	await first.reload();
	await first.getByRole('button', { name: 'Nightjar' }).click();
	await first.getByRole('button', { name: 'Sign Out' }).click();
	await expect(first).toHaveURL('/login');
	await expect(second.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
});

test('Sign Out revokes the token on the server', async ({ page }) => {
	const token = await loginAs(page, 'admin');
	await page.goto('/servers');
	await page.getByRole('button', { name: 'Kestrel' }).click();
	await page.getByRole('button', { name: 'Sign Out' }).click();
	await expect(page).toHaveURL('/login');
	const askWithOldToken = async () => {
		const response = await page.request.get('/api/auth/user', {
			headers: { Authorization: `Bearer ${token}` },
		});
		return response.status();
	};
	await expect.poll(askWithOldToken).toBe(401);
});
