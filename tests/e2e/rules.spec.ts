import { expect, expectNoAxeViolations, test } from './support/fixtures';

const PAGES = [
	{ path: '/rules/ttt', title: 'TTT Server Rules', roles: ['innocent', 'detective', 'traitor'] },
	{ path: '/rules/jb', title: 'JB Server Rules v2.2.0', roles: ['warden', 'guard', 'prisoner'] },
	{ path: '/rules/community', title: 'Community Guidelines', roles: [] },
];

test.describe('rules pages', () => {
	for (const { path, title, roles } of PAGES) {
		test(`${path} is static, readable and accessible`, async ({ page }) => {
			await page.goto(path);
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
			for (const role of roles) {
				await expect(page.locator(`.rules-prose .role--${role}`).first()).toBeVisible();
			}
			// No island is hydrated on a rules page.
			await expect(page.locator('astro-island')).toHaveCount(0);
			await expectNoAxeViolations(page);
		});
	}

	test('TTT rules name the roles, the warning rule and the camping limit', async ({ page }) => {
		await page.goto('/rules/ttt');
		const prose = page.locator('.rules-prose');
		for (const role of ['Innocent', 'Detective', 'Traitor']) {
			await expect(prose.getByText(role, { exact: true }).first()).toBeVisible();
		}
		await expect(prose).toContainText('3 warnings');
		await expect(prose).toContainText('3 seconds');
		await expect(prose).toContainText('20 seconds');
	});

	test('JB rules hold every constant of the Jailbreak rules', async ({ page }) => {
		await page.goto('/rules/jb');
		const prose = page.locator('.rules-prose');
		for (const text of [
			'30%',
			'every 10 Prisoners',
			'5 seconds',
			'20 seconds',
			'9:00',
			'9:30',
			'34 damage',
			'30 seconds',
			'at most 5 Prisoners',
		]) {
			await expect(prose).toContainText(text);
		}
	});

	test('the JB sidebar links jump to each section', async ({ page }) => {
		await page.goto('/rules/jb');
		const nav = page.getByRole('navigation', { name: 'Sections' });
		const links = nav.getByRole('link');
		await expect(links).toHaveText([
			'General Rules',
			'Warden',
			'Guards',
			'Prisoners',
			'Freedays',
			'Last Requests',
			'Minigames',
			'Changelog',
		]);
		await nav.getByRole('link', { name: 'Freedays' }).click();
		await expect(page).toHaveURL(/#freedays$/);
		await expect(page.getByRole('heading', { name: 'Freedays', level: 2 })).toBeInViewport();
		await nav.getByRole('link', { name: 'Minigames' }).click();
		await expect(page).toHaveURL(/#minigames$/);
		await expect(page.getByRole('heading', { name: 'Minigames', level: 2 })).toBeInViewport();
	});

	test('the TTT and community rules list their sections beside the prose only on wide screens', async ({
		page,
	}) => {
		for (const path of ['/rules/ttt', '/rules/community']) {
			await page.setViewportSize({ width: 1440, height: 900 });
			await page.goto(path);
			const nav = page.getByRole('navigation', { name: 'Sections' });
			await expect(nav).toBeVisible();
			const navBox = (await nav.boundingBox())!;
			const proseBox = (await page.locator('.rules-prose').boundingBox())!;
			expect(navBox.x + navBox.width).toBeLessThanOrEqual(proseBox.x);
			const first = nav.getByRole('link').first();
			const name = (await first.textContent())!;
			await first.click();
			await expect(page.getByRole('heading', { name, level: 2 })).toBeInViewport();
			await page.setViewportSize({ width: 1100, height: 900 });
			await expect(nav).toBeHidden();
		}
	});

	test('the JB changelog opens and closes without script', async ({ page }) => {
		await page.goto('/rules/jb');
		const details = page.locator('details.changelog');
		const summary = details.locator('summary');
		await expect(summary).toContainText('Latest: v.2.2.0 · 03.06.2025');
		await expect(details).not.toHaveAttribute('open');
		await expect(details.getByText('Added').first()).toBeHidden();
		await summary.click();
		await expect(details).toHaveAttribute('open');
		const latest = details.locator('.changelog__version').first();
		await expect(latest).toContainText('v.2.2.0');
		await expect(latest).toContainText('03.06.2025');
		for (const kind of ['Added', 'Removed', 'Changed']) {
			await expect(latest.getByRole('heading', { name: kind })).toBeVisible();
		}
		await expect(latest).toContainText('Before: A warning shot may do up to 50 damage.');
		await expect(latest).toContainText('After: A warning shot may do at most 34 damage.');
		await expectNoAxeViolations(page);
		await summary.press('Enter');
		await expect(details).not.toHaveAttribute('open');
	});

	test('the community guidelines have their three sections and link the game rules', async ({
		page,
	}) => {
		await page.goto('/rules/community');
		for (const section of ['General Rules', 'Discord Server Rules', 'CS2 Server Rules']) {
			await expect(page.getByRole('heading', { name: section, level: 2 })).toBeVisible();
		}
		const prose = page.locator('.rules-prose');
		await expect(prose.getByRole('link', { name: 'TTT Server Rules' }).first()).toHaveAttribute(
			'href',
			'/rules/ttt',
		);
		await expect(prose.getByRole('link', { name: 'JB Server Rules' }).first()).toHaveAttribute(
			'href',
			'/rules/jb',
		);
	});
});
