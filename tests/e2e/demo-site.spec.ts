import { loginAs } from './support/accounts';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

// The browser suite runs a demo build: every page says so in a slim strip atop the header.

const notice = (page: import('@playwright/test').Page) =>
	page.getByRole('banner').getByRole('note');

for (const path of [
	'/',
	'/servers',
	'/rules/community',
	'/login',
	'/ttt/rounds/1',
	'/no-such-page',
]) {
	test(`${path} says it is a demo site`, async ({ page }) => {
		await page.goto(path);
		await expect(notice(page)).toHaveText(
			'Demo site · the players, numbers and accounts here are invented',
			{ useInnerText: true },
		);
	});
}

test('the admin layout says it too, and stays free of axe violations', async ({ page }) => {
	await loginAs(page, 'root');
	await page.goto('/admin/game-servers');
	await expect(page.getByRole('heading', { level: 1, name: 'Game Admins' })).toBeVisible();
	await expect(notice(page)).toContainText('Demo site');
	await expectNoAxeViolations(page);
});

test('the home page with the notice has no axe violations', async ({ page }) => {
	await page.goto('/');
	await expect(notice(page)).toBeVisible();
	await expectNoAxeViolations(page);
});

test.describe('at 320 px', () => {
	test.use({ viewport: { width: 320, height: 640 } });

	test('the notice fits in one short line above the bar, and nothing scrolls sideways', async ({
		page,
	}) => {
		await page.goto('/');
		await expect(notice(page)).toHaveText('Demo site · invented data', { useInnerText: true });
		const strip = (await notice(page).boundingBox())!;
		expect(strip.x).toBeGreaterThanOrEqual(0);
		expect(strip.x + strip.width).toBeLessThanOrEqual(320);
		expect(strip.height).toBeLessThanOrEqual(32);
		const toggle = (await page.getByRole('button', { name: 'Menu' }).boundingBox())!;
		expect(toggle.y).toBeGreaterThanOrEqual(strip.y + strip.height);
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
			320,
		);
		await expectNoAxeViolations(page);
	});
});
