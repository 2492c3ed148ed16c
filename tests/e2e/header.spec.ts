import { NAVIGATION, hasChildren } from '../../src/config/navigation';
import { expect, loginAs, storeToken, test, type AccountName } from './support/fixtures';

const mainNav = (page: import('@playwright/test').Page) =>
	page.getByRole('navigation', { name: 'Main' });

test('the navigation lists the items and submenus in order', async ({ page }) => {
	await page.goto('/servers');
	const nav = mainNav(page);
	const topLevel = nav.locator('.nav__list > li > :is(a, button)');
	await expect(topLevel).toHaveText(NAVIGATION.map((item) => item.label));
	for (const item of NAVIGATION.filter(hasChildren)) {
		await nav.getByRole('button', { name: item.label }).click();
		const submenu = nav.locator(
			`#${await nav.getByRole('button', { name: item.label }).getAttribute('aria-controls')}`,
		);
		const visible = item.children.filter((child) => !child.tokenOnly);
		await expect(submenu.getByRole('link')).toHaveText(visible.map((child) => child.label));
		for (const child of visible) {
			await expect(submenu.getByRole('link', { name: child.label, exact: true })).toHaveAttribute(
				'href',
				child.href,
			);
		}
	}
});

test('the Poop Leaderboard entry follows the stored token without a reload', async ({ page }) => {
	await page.goto('/servers');
	const nav = mainNav(page);
	await nav.getByRole('button', { name: 'Jailbreak' }).click();
	const poop = nav.getByRole('link', { name: 'Poop Leaderboard' });
	await expect(poop).toBeHidden();

	await loginAs(page, 'player');
	await page.evaluate(() => window.dispatchEvent(new Event('user-login')));
	await expect(page.getByRole('button', { name: /Nightjar/ })).toBeVisible();
	await nav.getByRole('button', { name: 'Jailbreak' }).click();
	await expect(poop).toBeVisible();
	await expect(poop).toHaveAttribute('href', '/jailbreak/poop');

	await page.getByRole('button', { name: /Nightjar/ }).click();
	await page.getByRole('button', { name: 'Sign Out' }).click();
	await expect(page).toHaveURL('/login');
	expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
	await mainNav(page).getByRole('button', { name: 'Jailbreak' }).click();
	await expect(mainNav(page).getByRole('link', { name: 'Poop Leaderboard' })).toBeHidden();
});

test('the Poop entry depends on the token alone, and goes when the user call fails', async ({
	page,
}) => {
	await storeToken(page, 'not-a-real-token');
	let answerUserCall: () => void = () => {};
	const held = new Promise<void>((resolve) => (answerUserCall = resolve));
	await page.route('**/api/auth/user', async (route) => {
		await held;
		await route.abort();
	});
	await page.goto('/servers');
	await mainNav(page).getByRole('button', { name: 'Jailbreak' }).click();
	// While the user call is under way, the stored token alone shows the entry.
	await expect(mainNav(page).getByRole('link', { name: 'Poop Leaderboard' })).toBeVisible();
	answerUserCall();
	await expect(mainNav(page).getByRole('link', { name: 'Poop Leaderboard' })).toBeHidden();
	await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
	expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('logged out, the profile button is a Login link', async ({ page }) => {
	await page.goto('/servers');
	const login = page.getByRole('banner').getByRole('link', { name: 'Login' });
	await expect(login).toBeVisible();
	await expect(login).toHaveAttribute('href', '/login');
});

const dropdownCases: { account: AccountName; username: string; staff: boolean }[] = [
	{ account: 'root', username: 'root', staff: true },
	{ account: 'admin', username: 'Kestrel', staff: true },
	{ account: 'senior', username: 'Marauder', staff: true },
	{ account: 'developer', username: 'Bytewolf', staff: true },
	{ account: 'player', username: 'Nightjar', staff: false },
	{ account: 'noRole', username: 'Quietfox', staff: false },
];

for (const { account, username, staff } of dropdownCases) {
	test(`the dropdown of ${account} ${staff ? 'has' : 'has no'} Staff Management`, async ({
		page,
	}) => {
		await loginAs(page, account);
		await page.goto('/servers');
		const toggle = page.getByRole('button', { name: username });
		await toggle.click();
		await expect(toggle).toHaveAttribute('aria-expanded', 'true');
		const menu = page.locator('#profile-menu');
		await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
		await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
		const staffLink = menu.getByRole('link', { name: 'Staff Management' });
		if (staff) await expect(staffLink).toHaveAttribute('href', '/admin');
		else await expect(staffLink).toBeHidden();
	});
}

test('a click outside or Escape closes the dropdown', async ({ page }) => {
	await loginAs(page, 'player');
	await page.goto('/servers');
	const toggle = page.getByRole('button', { name: 'Nightjar' });
	await toggle.click();
	await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
	await page.getByRole('heading', { level: 1 }).click();
	await expect(page.getByRole('link', { name: 'Profile' })).toBeHidden();

	await toggle.focus();
	await page.keyboard.press('Enter');
	await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
	await page.keyboard.press('Tab');
	await expect(page.getByRole('link', { name: 'Profile' })).toBeFocused();
	await page.keyboard.press('Escape');
	await expect(page.getByRole('link', { name: 'Profile' })).toBeHidden();
	await expect(toggle).toBeFocused();
});

test('submenus work by keyboard and close on Escape', async ({ page }) => {
	await page.goto('/servers');
	const rules = mainNav(page).getByRole('button', { name: 'Rules' });
	await rules.focus();
	await page.keyboard.press('Enter');
	await expect(rules).toHaveAttribute('aria-expanded', 'true');
	await page.keyboard.press('Tab');
	await expect(mainNav(page).getByRole('link', { name: 'Community Guidelines' })).toBeFocused();
	await page.keyboard.press('Escape');
	await expect(rules).toHaveAttribute('aria-expanded', 'false');
	await expect(rules).toBeFocused();
});

test('the header is opaque and fixed on pages without a hero', async ({ page }) => {
	await page.goto('/servers');
	const header = page.getByRole('banner');
	await expect(header).toHaveCSS('position', 'fixed');
	await expect(header).toHaveCSS('background-color', 'rgb(16, 21, 31)');
});

test('on the home page the header turns fixed and opaque past 850 px of scroll', async ({
	page,
}) => {
	await page.setViewportSize({ width: 1440, height: 700 });
	await page.goto('/');
	// However long the home page grows, leave room to scroll well past the threshold.
	await page.evaluate(() => (document.body.style.minHeight = '3000px'));
	const header = page.getByRole('banner');
	await expect(header).toHaveCSS('position', 'absolute');
	await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
	await page.evaluate(() => window.scrollTo(0, 850));
	await page.waitForTimeout(100);
	await expect(header).toHaveCSS('position', 'absolute');
	await page.evaluate(() => window.scrollTo(0, 900));
	await expect(header).toHaveCSS('position', 'fixed');
	await expect(header).toHaveCSS('background-color', 'rgb(16, 21, 31)');
	await page.evaluate(() => window.scrollTo(0, 0));
	await expect(header).toHaveCSS('position', 'absolute');
});

test.describe('small screens', () => {
	test.use({ viewport: { width: 390, height: 844 } });

	test('the menu is a toggled panel with one submenu open at a time', async ({ page }) => {
		await page.goto('/servers');
		const toggle = page.getByRole('button', { name: 'Menu' });
		const nav = mainNav(page);
		await expect(nav.getByRole('link', { name: 'Servers' })).toBeHidden();
		await toggle.click();
		await expect(toggle).toHaveAttribute('aria-expanded', 'true');
		await expect(nav.getByRole('link', { name: 'Servers' })).toBeVisible();

		const events = nav.getByRole('button', { name: 'Events' });
		const jailbreak = nav.getByRole('button', { name: 'Jailbreak' });
		await events.click();
		await expect(nav.getByRole('link', { name: 'Easter Egg Hunt' })).toBeVisible();
		await jailbreak.click();
		await expect(jailbreak).toHaveAttribute('aria-expanded', 'true');
		await expect(events).toHaveAttribute('aria-expanded', 'false');
		await expect(nav.getByRole('link', { name: 'NoScope Tops' })).toBeVisible();
		await expect(nav.getByRole('link', { name: 'Easter Egg Hunt' })).toBeHidden();

		// The expansion animates its height over 250 ms with 'ease'.
		const panel = nav.locator('#submenu-jailbreak');
		await expect(panel).toHaveCSS('transition-duration', /0\.25s/);
		await expect(panel).toHaveCSS('transition-timing-function', /ease/);

		await page.keyboard.press('Escape');
		await page.keyboard.press('Escape');
		await expect(toggle).toHaveAttribute('aria-expanded', 'false');
		await expect(nav.getByRole('link', { name: 'Servers' })).toBeHidden();
	});
});
