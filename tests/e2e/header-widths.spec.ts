import type { Page } from '@playwright/test';
import { storeToken } from './support/accounts';
import { expect, test } from './support/fixtures';

/** A staff user whose name is as long as a username gets (32 characters, wide letters). */
const LONG_NAME = 'W'.repeat(24) + 'Marauder';
const WIDTHS = [320, 360, 390, 768, 1100, 1200, 1280, 1440, 1920];

/** Answers the session check with a staff user of the long name (developer: Staff Management). */
async function signInLongStaff(page: Page) {
	await page.route('**/api/auth/user', (route) =>
		route.fulfill({ json: { username: LONG_NAME, role: 'developer' } }),
	);
	await storeToken(page, 'long-name-token');
}

/** Every header control on screen whose box leaves the window, and the page's sideways overflow. */
async function overflowAt(page: Page) {
	return page.evaluate(() => {
		const controls = [
			...document.querySelectorAll<HTMLElement>('header a[href], header button'),
		].filter(
			(element) =>
				element.getClientRects().length > 0 && getComputedStyle(element).visibility === 'visible',
		);
		const outside = controls
			.map((element) => ({ element, box: element.getBoundingClientRect() }))
			.filter(({ box }) => box.left < 0 || box.right > window.innerWidth)
			.map(
				({ element, box }) =>
					`${element.textContent?.trim() || element.ariaLabel}: ${box.left}..${box.right}`,
			);
		return {
			count: controls.length,
			outside,
			scrollWidth: document.documentElement.scrollWidth,
			innerWidth: window.innerWidth,
		};
	});
}

async function expectInsideAt(page: Page, width: number) {
	await page.setViewportSize({ width, height: 800 });
	const result = await overflowAt(page);
	expect(result.count, `controls at ${width} px`).toBeGreaterThan(2);
	expect(result.outside, `controls outside the window at ${width} px`).toEqual([]);
	expect(result.scrollWidth, `sideways scrolling at ${width} px`).toBeLessThanOrEqual(
		result.innerWidth,
	);
}

for (const who of ['guest', 'staff with a long name'] as const) {
	test.describe(`for a ${who}`, () => {
		test.beforeEach(async ({ page }) => {
			if (who !== 'guest') await signInLongStaff(page);
			await page.goto('/servers');
			const account =
				who === 'guest'
					? page.getByRole('banner').getByRole('link', { name: 'Login' })
					: page.getByRole('button', { name: LONG_NAME });
			await expect(account).toBeVisible();
		});

		// One page for the named widths (the phones, tablets and desktops the design targets)
		// rather than one page each: the check is the layout at a width, not the page load.
		test('every header control is inside the window at the named widths', async ({ page }) => {
			for (const width of WIDTHS) {
				await expectInsideAt(page, width);
				if (who !== 'guest') {
					// The dropdown with Staff Management and the full name fits too.
					const account = page.getByRole('button', { name: LONG_NAME });
					await account.click();
					const menu = page.locator('#profile-menu');
					await expect(menu.getByRole('link', { name: 'Staff Management' })).toBeVisible();
					await expect(menu.getByText(LONG_NAME)).toBeVisible();
					await expectInsideAt(page, width);
					await page.keyboard.press('Escape');
					await expect(menu).toBeHidden();
				}
			}
		});

		test('no width from 320 to 1920 px pushes a control out of the window', async ({ page }) => {
			// Two hundred widths, one layout each: more than the default time on a busy machine.
			test.setTimeout(120_000);
			for (let width = 320; width <= 1920; width += 8) {
				await page.setViewportSize({ width, height: 800 });
				const { outside, scrollWidth, innerWidth } = await overflowAt(page);
				expect(outside, `at ${width} px`).toEqual([]);
				expect(scrollWidth, `at ${width} px`).toBeLessThanOrEqual(innerWidth);
			}
		});
	});
}
