import type { Request } from '@playwright/test';
import { MESSAGES } from '../../src/config/messages';
import { LINK_MESSAGES } from '../../src/contract/links';
import { createThrowawayAccount, logInThrowaway } from './support/accounts';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { CurrentUserSchema } from '../../src/contract/user';
import { strictAnswer } from '../fixtures/strict-schema';

test.describe('profile: connected accounts', () => {
	test('links and unlinks Discord and Steam with the notices and a clean URL', async ({ page }) => {
		const token = await logInThrowaway(page, createThrowawayAccount());
		const requests: Request[] = [];
		page.on('request', (request) => requests.push(request));
		await page.goto('/profile');
		const accounts = page.getByRole('region', { name: 'Connected Accounts' });
		await expect(accounts.getByText('Not connected')).toHaveCount(2);
		await expectNoAxeViolations(page);

		const answered = page.waitForResponse('**/api/auth/discord/link');
		await accounts.getByRole('button', { name: 'Link Discord' }).click();
		// The flow cookie reaches the browser through the production server...
		expect(await (await answered).headerValue('set-cookie')).toMatch(
			/^link_flow=[\w-]{43}; Max-Age=600; Path=\/api\/auth\/discord; HttpOnly; SameSite=Lax$/,
		);
		await expect(page.getByText(MESSAGES.linking.discordLinked)).toBeVisible();
		await expect(page).toHaveURL('/profile');
		await expect(accounts.getByRole('button', { name: 'Unlink Discord' })).toBeVisible();
		// ...and goes back with the navigation to the start address, which then removes it.
		const start = requests.find((request) => request.url().includes('/api/auth/discord/start'));
		expect(await start?.headerValue('cookie')).toMatch(/(^|; )link_flow=[\w-]{43}($|;)/);
		expect(await page.context().cookies()).toEqual([]);

		await accounts.getByRole('button', { name: 'Link Steam' }).click();
		await expect(page.getByText(MESSAGES.linking.steamLinked)).toBeVisible();
		await expect(page).toHaveURL('/profile');
		await expect(accounts.getByText('Connected', { exact: true })).toHaveCount(2);
		await expectNoAxeViolations(page);
		expect(requests.filter((request) => request.url().includes(token))).toEqual([]);

		await accounts.getByRole('button', { name: 'Unlink Discord' }).click();
		const confirmDiscord = page.getByRole('dialog', { name: 'Unlink Discord?' });
		await expectNoAxeViolations(page);
		await confirmDiscord.getByRole('button', { name: 'Unlink Discord' }).click();
		await expect(accounts.getByRole('button', { name: 'Link Discord' })).toBeVisible();
		await expect(page.getByText(MESSAGES.linking.unlinkedDiscord)).toBeVisible();
		await accounts.getByRole('button', { name: 'Unlink Steam' }).click();
		await page
			.getByRole('dialog', { name: 'Unlink Steam?' })
			.getByRole('button', { name: 'Unlink Steam' })
			.click();
		await expect(accounts.getByRole('button', { name: 'Link Steam' })).toBeVisible();
		await expect(page.getByText(MESSAGES.linking.unlinkedSteam)).toBeVisible();
	});

	test('a start address opened in another browser links nothing and says nothing there', async ({
		page,
		browser,
		baseURL,
	}) => {
		const mine = await logInThrowaway(page, createThrowawayAccount());
		await page.goto('/profile');
		// Keep this browser on the profile: only the start address is wanted here.
		let startUrl = '';
		await page.route('**/api/auth/steam/start**', (route) => {
			startUrl = route.request().url();
			return route.fulfill({ status: 204 });
		});
		await page.getByRole('button', { name: 'Link Steam' }).click();
		await expect.poll(() => startUrl).toMatch(/\/api\/auth\/steam\/start\?flow=[\w-]{43}$/);
		const [cookie] = await page.context().cookies();
		expect(cookie).toMatchObject({
			name: 'link_flow',
			path: '/api/auth/steam',
			httpOnly: true,
			sameSite: 'Lax',
			secure: false,
		});

		const other = await browser.newContext({ baseURL });
		try {
			const otherPage = await other.newPage();
			const theirs = await logInThrowaway(otherPage, createThrowawayAccount());
			await otherPage.goto(startUrl);
			await expect(otherPage).toHaveURL('/profile');
			await expect(otherPage.getByRole('button', { name: 'Link Steam' })).toBeVisible();
			// This browser started no link: the error of the address it was given is not shown.
			await expect(otherPage.getByText(LINK_MESSAGES.flowInvalid)).toHaveCount(0);
			await expectNoAxeViolations(otherPage);
			for (const token of [mine, theirs]) {
				const user = await page.request.get('/api/auth/user', {
					headers: { Authorization: `Bearer ${token}` },
				});
				expect(strictAnswer(CurrentUserSchema).parse(await user.json()).steamId).toBeNull();
			}
		} finally {
			await other.close();
		}

		// The address was used up there: not even the browser that asked can use it now.
		await page.unroute('**/api/auth/steam/start**');
		await page.goto(startUrl);
		await expect(page.getByText(LINK_MESSAGES.flowInvalid)).toBeVisible();
		await expect(page.getByRole('button', { name: 'Link Steam' })).toBeVisible();
	});

	test('a failed link call shows an error notice and leaves the button usable', async ({
		page,
	}) => {
		await logInThrowaway(page, createThrowawayAccount());
		await page.route('**/api/auth/discord/link', (route) =>
			route.fulfill({ status: 503, json: { message: 'busy' } }),
		);
		await page.goto('/profile');
		const link = page.getByRole('button', { name: 'Link Discord' });
		await link.click();
		await expect(page.getByText(MESSAGES.linking.linkDiscordFailed)).toBeVisible();
		await expect(page).toHaveURL('/profile');
		await expect(link).toBeEnabled();
		await expect(link).not.toHaveAttribute('aria-busy');
	});

	test('a refused link call (401) says to log in', async ({ page }) => {
		await logInThrowaway(page, createThrowawayAccount());
		await page.route('**/api/auth/steam/link', (route) =>
			route.fulfill({ status: 401, json: { message: 'Authentication required' } }),
		);
		await page.goto('/profile');
		await page.getByRole('button', { name: 'Link Steam' }).click();
		await expect(page.getByText(MESSAGES.linking.steamNeedsLogin)).toBeVisible();
	});

	test('shows the error text a link redirect returns with, then cleans the URL', async ({
		page,
	}) => {
		await logInThrowaway(page, createThrowawayAccount());
		await page.goto('/profile');
		await page.route('**/api/auth/steam/start**', (route) =>
			route.fulfill({
				status: 302,
				headers: { Location: '/profile?error=The%20link%20was%20cancelled%20or%20refused.' },
			}),
		);
		await page.getByRole('button', { name: 'Link Steam' }).click();
		await expect(page.getByText('The link was cancelled or refused.')).toBeVisible();
		await expect(page).toHaveURL('/profile');
	});

	test('ignores the error text of a crafted link when this browser started no link', async ({
		page,
	}) => {
		await logInThrowaway(page, createThrowawayAccount());
		await page.goto('/profile?error=Your%20account%20is%20locked.%20Call%20%2B1%20555%200100.');
		await expect(page).toHaveURL('/profile');
		await expect(page.getByRole('button', { name: 'Link Steam' })).toBeVisible();
		await expect(page.getByText('Your account is locked.')).toHaveCount(0);
	});

	for (const [name, message] of [
		['Discord', MESSAGES.linking.discordNeedsLogin],
		['Steam', MESSAGES.linking.steamNeedsLogin],
	] as const) {
		test(`Link ${name} without a stored token says so`, async ({ page }) => {
			await logInThrowaway(page, createThrowawayAccount());
			await page.goto('/profile');
			const link = page.getByRole('button', { name: `Link ${name}` });
			await expect(link).toBeVisible();
			// The token is gone, as after a logout in another window that this one missed.
			await page.evaluate(() => localStorage.removeItem('authToken'));
			await link.click();
			await expect(page.getByText(message)).toBeVisible();
		});
	}

	for (const [provider, name, message] of [
		['discord', 'Discord', MESSAGES.linking.unlinkDiscordFailed],
		['steam', 'Steam', MESSAGES.linking.unlinkSteamFailed],
	] as const) {
		test(`a failed unlink says '${message}'`, async ({ page }) => {
			await logInThrowaway(page, createThrowawayAccount({ linked: true }));
			await page.route(`**/api/auth/unlink-${provider}`, (route) =>
				route.fulfill({ status: 500, json: { message: 'down' } }),
			);
			await page.goto('/profile');
			await page.getByRole('button', { name: `Unlink ${name}` }).click();
			await page
				.getByRole('dialog', { name: `Unlink ${name}?` })
				.getByRole('button', { name: `Unlink ${name}` })
				.click();
			await expect(page.getByText(message)).toBeVisible();
			await expect(page.getByRole('button', { name: `Unlink ${name}` })).toBeVisible();
		});
	}
});
