import { ROUTES, type RouteEntry } from '../../src/config/routes';
import { loginAs } from './support/accounts';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

// Pages as most visitors see them, animations included (the suite's default is reduced motion).
test.use({ reducedMotion: 'no-preference' });

// The API reference is left to api-docs.spec.ts, which runs axe over it with a schema open:
// it lists every call with its schemas, and axe takes 20-35 s over it on a busy 2-core machine.
const publicPaths = (ROUTES as readonly RouteEntry[])
	.filter((route) => !route.auth && !route.path.includes('[') && route.path !== '/docs/api')
	.map((route) => (route.path === '/404' ? '/no-such-page' : route.path));

for (const path of publicPaths) {
	test(`${path} has no axe violations`, async ({ page }) => {
		await page.goto(path);
		await expectNoAxeViolations(page);
	});
}

test('guarded pages have no axe violations for a logged-in root', async ({ page }) => {
	await loginAs(page, 'root');
	for (const path of ['/profile', '/jailbreak/poop', '/admin/game-servers', '/admin/groups']) {
		await page.goto(path);
		await expect(page.getByRole('button', { name: 'root', exact: true })).toBeVisible();
		await expectNoAxeViolations(page);
	}
});

test('the open profile dropdown has no axe violations', async ({ page }) => {
	await loginAs(page, 'admin');
	await page.goto('/servers');
	await page.getByRole('button', { name: 'Kestrel' }).click();
	await expectNoAxeViolations(page);
});

test.describe('small screens', () => {
	test.use({ viewport: { width: 390, height: 844 } });

	test('the open menu panel has no axe violations', async ({ page }) => {
		await page.goto('/');
		await page.getByRole('button', { name: 'Menu' }).click();
		await page
			.getByRole('navigation', { name: 'Main' })
			.getByRole('button', { name: 'Rules' })
			.click();
		await expectNoAxeViolations(page);
	});
});
