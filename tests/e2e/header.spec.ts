import { BUILT_COMMUNITY, MENU_GROUPS } from './support/community';
import { DEFAULT_AVATAR } from '../../src/contract/user';
import { type AccountName, loginAs, storeToken } from './support/accounts';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { animationsFinished, nextFrames } from './support/settle';

// Pages as most visitors see them, animations included (the suite's default is reduced motion).
test.use({ reducedMotion: 'no-preference' });

const mainNav = (page: import('@playwright/test').Page) =>
	page.getByRole('navigation', { name: 'Main' });

test('the navigation lists the items and submenus in order', async ({ page }) => {
	await page.goto('/servers');
	const nav = mainNav(page);
	const topLevel = nav.locator('.nav__list > li > :is(a, button)');
	await expect(topLevel).toHaveText(BUILT_COMMUNITY.navigation.map((item) => item.label));
	for (const item of MENU_GROUPS) {
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
	// The submenu opened above is still open: the entry appears in it.
	await expect(nav.getByRole('button', { name: 'Jailbreak' })).toHaveAttribute(
		'aria-expanded',
		'true',
	);
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
	await nextFrames(page);
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

/** The accessible-ish label of the focused element: its text, else its aria-label. */
const focusedLabel = (page: import('@playwright/test').Page) =>
	page.evaluate(() => {
		const element = document.activeElement as HTMLElement | null;
		return element?.textContent?.trim() || element?.getAttribute('aria-label') || '';
	});

test.describe('the mobile menu', () => {
	test.use({ viewport: { width: 390, height: 844 } });

	test('takes focus, Tabs in the order it is seen and gives focus back on Escape', async ({
		page,
	}) => {
		await page.goto('/servers');
		const toggle = page.getByRole('button', { name: 'Menu' });
		await toggle.focus();
		await page.keyboard.press('Enter');
		await expect(mainNav(page).getByRole('link', { name: 'Home' })).toBeFocused();

		// Down the panel, then round to the bar (logo, Login, menu button) and into the panel again:
		// never to the page the panel covers.
		const seen = [];
		for (let step = 0; step < 12; step += 1) {
			await page.keyboard.press('Tab');
			seen.push(await focusedLabel(page));
			expect(await page.evaluate(() => Boolean(document.activeElement?.closest('header')))).toBe(
				true,
			);
		}
		expect(seen).toEqual([
			'Events',
			'Servers',
			'Project Team',
			'Jailbreak',
			'TTT',
			'Rules',
			'Donations',
			'Nova Gaming',
			'Login',
			'Menu',
			'Home',
			'Events',
		]);
		await page.keyboard.press('Shift+Tab');
		await page.keyboard.press('Shift+Tab');
		expect(await focusedLabel(page)).toBe('Menu');

		// An open submenu's links come right after its button.
		await mainNav(page).getByRole('button', { name: 'Rules' }).focus();
		await page.keyboard.press('Enter');
		await page.keyboard.press('Tab');
		await expect(mainNav(page).getByRole('link', { name: 'Community Guidelines' })).toBeFocused();

		await page.keyboard.press('Escape');
		await expect(toggle).toHaveAttribute('aria-expanded', 'false');
		await expect(toggle).toBeFocused();
		await expect(mainNav(page)).toBeHidden();
	});

	test('dims the page behind it and keeps it from scrolling until it closes', async ({ page }) => {
		await page.goto('/servers');
		const toggle = page.getByRole('button', { name: 'Menu' });
		await toggle.click();
		await expect(mainNav(page).getByRole('link', { name: 'Donations' })).toBeVisible();

		// Below the panel the eye (and the pointer) meets the dimming layer, not the page.
		const below = await page.evaluate(() => {
			const element = document.elementFromPoint(195, 830);
			return {
				dims: element?.hasAttribute('data-menu-backdrop') ?? false,
				background: element ? getComputedStyle(element).backgroundColor : '',
			};
		});
		expect(below.dims).toBe(true);
		expect(below.background).toMatch(/rgba\(.+, 0\.\d+\)/);
		expect(await page.locator('main').evaluate((main: HTMLElement) => main.inert)).toBe(true);
		expect(
			await page.getByRole('contentinfo').evaluate((footer: HTMLElement) => footer.inert),
		).toBe(true);

		await page.mouse.move(195, 830);
		await page.mouse.wheel(0, 800);
		await nextFrames(page, 5);
		expect(await page.evaluate(() => window.scrollY)).toBe(0);

		// A click on the dimmed page closes the panel; the page scrolls again.
		await page.mouse.click(195, 830);
		await expect(toggle).toHaveAttribute('aria-expanded', 'false');
		expect(await page.locator('main').evaluate((main: HTMLElement) => main.inert)).toBe(false);
		await page.mouse.wheel(0, 800);
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
	});
});

/**
 * For the focused element: whether its outline is a visible ring, and the ancestors whose clip
 * box cuts into it (the ring reaches outline-offset + outline-width beyond the element's box).
 */
async function focusRingOf(page: import('@playwright/test').Page) {
	// An opening submenu clips while it grows: measure once it has opened.
	await page.evaluate(() =>
		Promise.all(
			document
				.getAnimations()
				.filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
				.map((animation) => animation.finished),
		),
	);
	return page.evaluate(() => {
		const element = document.activeElement as HTMLElement;
		const style = getComputedStyle(element);
		const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
		const box = element.getBoundingClientRect();
		const ring = {
			left: box.left - reach,
			right: box.right + reach,
			top: box.top - reach,
			bottom: box.bottom + reach,
		};
		const clippedBy: string[] = [];
		for (let parent = element.parentElement; parent; parent = parent.parentElement) {
			const parentStyle = getComputedStyle(parent);
			if (parentStyle.overflowX === 'visible' && parentStyle.overflowY === 'visible') continue;
			const outer = parent.getBoundingClientRect();
			const clip = {
				left: outer.left + parseFloat(parentStyle.borderLeftWidth),
				right: outer.right - parseFloat(parentStyle.borderRightWidth),
				top: outer.top + parseFloat(parentStyle.borderTopWidth),
				bottom: outer.bottom - parseFloat(parentStyle.borderBottomWidth),
			};
			const slack = 0.5;
			if (
				ring.left < clip.left - slack ||
				ring.right > clip.right + slack ||
				ring.top < clip.top - slack ||
				ring.bottom > clip.bottom + slack
			) {
				clippedBy.push(parent.className || parent.tagName);
			}
		}
		return {
			label: element.textContent?.trim() || element.getAttribute('aria-label'),
			visible: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
			clippedBy,
		};
	});
}

/** Tabs through `count` controls from the focused one and checks each ring. */
async function expectFullRings(page: import('@playwright/test').Page, count: number) {
	for (let step = 0; step < count; step += 1) {
		const ring = await focusRingOf(page);
		expect(ring.visible, `ring of ${ring.label}`).toBe(true);
		expect(ring.clippedBy, `ring of ${ring.label}`).toEqual([]);
		await page.keyboard.press('Tab');
	}
}

test('submenu and dropdown links show their whole focus ring', async ({ page }) => {
	await loginAs(page, 'admin');
	await page.goto('/servers');
	const nav = mainNav(page);
	for (const item of MENU_GROUPS) {
		await nav.getByRole('button', { name: item.label }).focus();
		await page.keyboard.press('Enter');
		await page.keyboard.press('Tab');
		await expect(nav.getByRole('link', { name: item.children[0]!.label })).toBeFocused();
		await expectFullRings(page, item.children.filter((child) => !child.tokenOnly).length);
		await page.keyboard.press('Escape');
	}
	await page.getByRole('button', { name: 'Kestrel' }).focus();
	await expectFullRings(page, 1);
	await page.getByRole('button', { name: 'Kestrel' }).focus();
	await page.keyboard.press('Enter');
	await page.keyboard.press('Tab');
	await expectFullRings(page, 3);
});

test.describe('focus rings in the mobile panel', () => {
	test.use({ viewport: { width: 320, height: 700 } });

	test('every entry of the panel shows its whole focus ring', async ({ page }) => {
		await page.goto('/servers');
		// From the keyboard, so the rings show: opening moves focus to Home.
		await page.getByRole('button', { name: 'Menu' }).focus();
		await page.keyboard.press('Enter');
		await expect(mainNav(page).getByRole('link', { name: 'Home' })).toBeFocused();
		await expectFullRings(page, 6);
		const rules = mainNav(page).getByRole('button', { name: 'Rules' });
		await expect(rules).toBeFocused();
		await page.keyboard.press('Enter');
		await expect(rules).toHaveAttribute('aria-expanded', 'true');
		// Rules, its three entries, Donations, then the bar's logo, Login and menu button.
		await expectFullRings(page, 8);
	});
});

test.describe('the item holding the current page', () => {
	const cases = [
		{ path: '/rules/jb', parent: 'Rules', child: 'JB' },
		{ path: '/jailbreak/lootbags', parent: 'Jailbreak', child: 'Lootbag Stats' },
		{ path: '/ttt/rounds/42', parent: 'TTT', child: null },
		{ path: '/egg-hunt', parent: 'Events', child: 'Easter Egg Hunt' },
	];
	for (const { path, parent, child } of cases) {
		test(`${path} marks ${parent}`, async ({ page }) => {
			await page.goto(path);
			const nav = mainNav(page);
			const marked = nav.getByRole('button', { name: parent });
			await expect(marked).toHaveAttribute('data-active', 'true');
			const accent = await marked.evaluate((element) => getComputedStyle(element).color);
			for (const other of MENU_GROUPS.filter((i) => i.label !== parent)) {
				const button = nav.getByRole('button', { name: other.label, exact: true });
				await expect(button).not.toHaveAttribute('data-active');
				expect(await button.evaluate((element) => getComputedStyle(element).color)).not.toBe(
					accent,
				);
			}
			// The marker is drawn: a bar under the item.
			expect(
				await marked.evaluate((element) => getComputedStyle(element, '::after').content),
			).not.toBe('none');
			if (child) {
				await marked.click();
				await expect(nav.getByRole('link', { name: child, exact: true })).toHaveAttribute(
					'aria-current',
					'page',
				);
			}
			await expect(nav.locator('[aria-current="page"]')).toHaveCount(child ? 1 : 0);
		});
	}

	test('a page outside every submenu marks no parent', async ({ page }) => {
		await page.goto('/servers');
		await expect(mainNav(page).locator('[data-active]')).toHaveCount(0);
		await expect(mainNav(page).getByRole('link', { name: 'Servers' })).toHaveAttribute(
			'aria-current',
			'page',
		);
	});
});

test('an avatar that fails to load gives way to the default avatar', async ({ page }) => {
	await page.route('**/api/auth/user', (route) =>
		route.fulfill({
			json: { username: 'Brokenpic', role: 'user', avatar: '/avatars/gone.png' },
		}),
	);
	await page.route('**/avatars/gone.png', (route) => route.fulfill({ status: 404, body: '' }));
	await storeToken(page, 'broken-avatar-token');
	await page.goto('/servers');
	const avatar = page.getByRole('button', { name: 'Brokenpic' }).locator('img');
	await expect(avatar).toHaveAttribute('src', DEFAULT_AVATAR);
	await expect
		.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth))
		.toBeGreaterThan(0);
});

test.describe('on phones', () => {
	test.use({ viewport: { width: 360, height: 740 } });

	test('the account menu says who is signed in', async ({ page }) => {
		await loginAs(page, 'player');
		await page.goto('/servers');
		const toggle = page.getByRole('button', { name: 'Nightjar' });
		// The bar shows the avatar alone…
		expect((await toggle.getByText('Nightjar').boundingBox())?.width).toBeLessThanOrEqual(1);
		await toggle.click();
		// …and the open menu writes the name out.
		const who = page.locator('#profile-menu').getByText('Signed in as');
		await expect(who).toBeVisible();
		await expect(who).toContainText('Nightjar');
		await expectNoAxeViolations(page, 'header');
	});
});

test.describe('alignment', () => {
	/** Baseline of the first text of `selector`: its text box top plus the font's ascent. */
	const baselineOf = (page: import('@playwright/test').Page, selector: string) =>
		page
			.locator(selector)
			.first()
			.evaluate((element) => {
				const text = [...element.childNodes].find(
					(node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
				)!;
				const range = document.createRange();
				range.selectNodeContents(text);
				const style = getComputedStyle(element);
				const context = document.createElement('canvas').getContext('2d')!;
				context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
				return range.getBoundingClientRect().top + context.measureText('A').fontBoundingBoxAscent;
			});

	for (const width of [1100, 1440]) {
		test(`at ${width} px the site name sits on the navigation's baseline`, async ({ page }) => {
			await page.setViewportSize({ width, height: 800 });
			await page.goto('/servers');
			await page.evaluate(() => document.fonts.ready);
			const logo = await baselineOf(page, 'header .logo__name');
			const nav = await baselineOf(page, 'header .nav__link');
			expect(Math.abs(logo - nav)).toBeLessThanOrEqual(1);
		});
	}

	test('button labels sit in the middle: Login in the header, Connect on a server', async ({
		page,
	}) => {
		await page.goto('/servers');
		await page.evaluate(() => document.fonts.ready);
		const offCentre = (locator: import('@playwright/test').Locator) =>
			locator.evaluate((button) => {
				const text = [...button.childNodes].find(
					(node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
				)!;
				const range = document.createRange();
				range.selectNodeContents(text);
				const style = getComputedStyle(button);
				const context = document.createElement('canvas').getContext('2d')!;
				context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
				const metrics = context.measureText('H');
				const baseline = range.getBoundingClientRect().top + metrics.fontBoundingBoxAscent;
				const capitals = (baseline - metrics.actualBoundingBoxAscent + baseline) / 2;
				const box = button.getBoundingClientRect();
				return capitals - (box.top + box.bottom) / 2;
			});
		const login = page.getByRole('banner').getByRole('link', { name: 'Login' });
		const connect = page.getByRole('link', { name: /^Connect to / }).first();
		for (const button of [login, connect]) {
			expect(Math.abs(await offCentre(button))).toBeLessThanOrEqual(0.75);
		}
	});

	/** Space between the end of each visible entry's text and the open submenu's right edge. */
	const entryGaps = (page: import('@playwright/test').Page) =>
		mainNav(page)
			.locator('.submenu.is-open')
			.evaluate((submenu) => {
				const edge = submenu.getBoundingClientRect().right;
				return [...submenu.querySelectorAll('a')]
					.filter((link) => link.getClientRects().length > 0)
					.map((link) => {
						const range = document.createRange();
						range.selectNodeContents(link);
						return edge - range.getBoundingClientRect().right;
					});
			});

	test('submenu entries keep clear of the submenu edge', async ({ page }) => {
		await page.goto('/servers');
		await page.evaluate(() => document.fonts.ready);
		const nav = mainNav(page);
		for (const item of MENU_GROUPS) {
			await nav.getByRole('button', { name: item.label }).click();
			await animationsFinished(page);
			for (const gap of await entryGaps(page)) {
				expect(gap, `${item.label} entries`).toBeGreaterThanOrEqual(24);
			}
			await page.keyboard.press('Escape');
		}
		// An entry longer than the submenu's least width widens it rather than running to the edge.
		await nav
			// The submenu is closed now, so its link is looked up among hidden ones too.
			.getByRole('link', { name: 'Community Guidelines', includeHidden: true })
			.evaluate((link) => (link.textContent = 'Community Guidelines and Server Etiquette'));
		await nav.getByRole('button', { name: 'Rules' }).click();
		await animationsFinished(page);
		for (const gap of await entryGaps(page)) expect(gap).toBeGreaterThanOrEqual(24);
	});
});
