import { expect, test } from './support/fixtures';

// The header's menus respond from the moment they are painted, before any script file has run:
// a tap or a keyboard user's Enter right after the first paint is not lost.
test.use({ viewport: { width: 390, height: 844 } });

test('a tap on the menu as soon as it shows, on a slow phone, opens the panel and a submenu', async ({
	page,
}) => {
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
	await page.goto('/rules/ttt', { waitUntil: 'commit' });

	const toggle = page.getByRole('button', { name: 'Menu' });
	await toggle.click();
	await expect(toggle).toHaveAttribute('aria-expanded', 'true');
	const nav = page.getByRole('navigation', { name: 'Main' });
	await nav.getByRole('button', { name: 'Jailbreak' }).click();
	await expect(nav.getByRole('link', { name: 'NoScope Tops' })).toBeVisible();
	await nav.getByRole('button', { name: 'Rules' }).click();
	await expect(nav.getByRole('link', { name: 'NoScope Tops' })).toBeHidden();
	await expect(nav.getByRole('link', { name: 'Community Guidelines' })).toBeVisible();
});

test('with no script file at all, the menu button and its submenus still work', async ({
	page,
}) => {
	await page.route('**/_astro/*.js', (route) => route.abort());
	await page.goto('/support', { waitUntil: 'domcontentloaded' });
	const toggle = page.getByRole('button', { name: 'Menu' });
	await toggle.click();
	const nav = page.getByRole('navigation', { name: 'Main' });
	await nav.getByRole('button', { name: 'TTT' }).click();
	await expect(nav.getByRole('link', { name: 'Round logs' })).toBeVisible();
	await toggle.click();
	await expect(nav).toBeHidden();
});
