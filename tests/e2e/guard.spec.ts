import { loginAs } from './support/accounts';
import { expect, test } from './support/fixtures';

const guarded = [
	'/profile',
	'/donate/stripe',
	'/donations/success',
	'/jailbreak/poop',
	'/admin/game-servers',
	'/admin/templates',
	'/admin/groups',
];

for (const path of guarded) {
	test(`${path} without a token goes to /login with the path and query kept`, async ({ page }) => {
		await page.goto(`${path}?tab=settings&x=1`);
		await expect(page).toHaveURL(
			`/login?redirect=${encodeURIComponent(`${path}?tab=settings&x=1`)}`,
		);
	});
}

test('the guard redirects before the protected page paints', async ({ page }) => {
	const painted: string[] = [];
	await page.exposeFunction('reportPaint', (path: string) => painted.push(path));
	await page.addInitScript(() => {
		new PerformanceObserver((list) => {
			if (list.getEntries().length)
				(window as never as { reportPaint: (p: string) => void }).reportPaint(location.pathname);
		}).observe({ type: 'paint', buffered: true });
	});
	await page.goto('/profile');
	await expect(page).toHaveURL(/\/login\?redirect=/);
	await page.waitForLoadState('load');
	expect(painted).not.toContain('/profile');
});

for (const path of ['/login', '/register']) {
	test(`${path} with a stored token goes to /profile`, async ({ page }) => {
		await loginAs(page, 'player');
		await page.goto(path);
		await expect(page).toHaveURL('/profile');
	});
}

test('a logged-in player opens a guarded page', async ({ page }) => {
	await loginAs(page, 'player');
	await page.goto('/profile');
	await expect(page).toHaveURL('/profile');
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
