import type { Page, Request } from '@playwright/test';
import {
	NOSCOPE_SLIDER_DEBOUNCE_MS,
	POOP_UNAUTHORIZED_REDIRECT_MS,
} from '../../src/config/constants';
import { MESSAGES } from '../../src/config/messages';
import { LootbagPickupListSchema } from '../../src/contract/lootbags';
import { loginAs } from './support/accounts';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { nextFrames, networkBarrier } from './support/settle';

/** Records the page's calls to one API path, with their query strings. */
function recordCalls(page: Page, path: string) {
	const calls: URL[] = [];
	page.on('request', (request: Request) => {
		const url = new URL(request.url());
		if (url.pathname === path) calls.push(url);
	});
	return calls;
}

const TOP = '/api/jailbreak/noscope/top';

/** The top no-scopers load once a visitor heads for them (below the first screen): scroll there. */
async function scrollToLeaderboard(page: Page) {
	await page.getByRole('heading', { name: 'Top no-scopers' }).scrollIntoViewIfNeeded();
}

test.describe('NoScope leaderboard', () => {
	// A 50-row table, axe runs and several reloads per test: give them room on a busy machine.
	test.slow();

	test('shows totals, epic cards, podium and table, bars and the join button', async ({ page }) => {
		const top = recordCalls(page, TOP);
		const stats = recordCalls(page, '/api/jailbreak/noscope/stats');
		await page.goto('/jailbreak/noscope');
		const totals = page.getByRole('region', { name: 'Totals' });
		await expect(totals).toContainText(/Total no-scopes\s*\d{1,3}(,\d{3})+/);
		await expect(totals).toContainText('Headshot rate');
		await expect(
			page.getByRole('region', { name: 'Recent epic no-scopes' }).getByRole('listitem'),
		).toHaveCount(5);

		await scrollToLeaderboard(page);
		const podium = page.getByRole('list', { name: 'Top three no-scopers' });
		await expect(podium.getByRole('listitem')).toHaveCount(3);
		const rows = page.getByRole('table', { name: 'No-scopers from rank 4' }).locator('tbody tr');
		await expect(rows).toHaveCount(47);
		await expect(rows.first()).toContainText('#4');
		// The name leads to the player's page on the site.
		await expect(rows.first().getByRole('link')).toHaveAttribute(
			'href',
			/^\/players\/7656119\d{10}$/,
		);

		await expect(page.getByRole('link', { name: 'Join Jailbreak Server' })).toHaveAttribute(
			'href',
			'steam://run/730//+connect%20203.0.113.11:27015',
		);
		await page.getByRole('heading', { name: 'Map stats' }).scrollIntoViewIfNeeded();
		await expect(
			page.getByRole('list', { name: 'No-scopes by weapon' }).getByRole('listitem'),
		).toHaveCount(2);
		expect(
			await page.getByRole('list', { name: 'No-scopes by map' }).getByRole('listitem').count(),
		).toBeGreaterThanOrEqual(4);
		expect(top).toHaveLength(1);
		expect(stats).toHaveLength(1);
		await expectNoAxeViolations(page);
	});

	test('filters change the table and the address, and a reload keeps them', async ({ page }) => {
		const top = recordCalls(page, TOP);
		await page.goto('/jailbreak/noscope');
		await scrollToLeaderboard(page);
		const firstRow = page
			.getByRole('table', { name: 'No-scopers from rank 4' })
			.locator('tbody tr')
			.first();
		await expect(firstRow).toBeVisible();
		const before = await firstRow.textContent();

		await page.getByLabel('Sort by').selectOption('distance');
		await expect(page).toHaveURL(/\?filterBy=distance$/);
		await expect(firstRow).not.toHaveText(before!);
		await page
			.getByRole('radiogroup', { name: 'Weapon' })
			.getByRole('radio', { name: 'AWP' })
			.click();
		await page
			.getByRole('radiogroup', { name: 'Headshot' })
			.getByRole('radio', { name: 'Headshots', exact: true })
			.click();
		await expect(page).toHaveURL('/jailbreak/noscope?filterBy=distance&weapon=awp&headshot=true');
		await expect.poll(() => top.at(-1)?.searchParams.get('headshot')).toBe('true');
		expect(Object.fromEntries(top.at(-1)!.searchParams)).toMatchObject({
			filterBy: 'distance',
			weapon: 'awp',
			headshot: 'true',
			minDistance: '500',
			limit: '50',
		});
		// Headshots only: every listed player's headshots are all of their no-scopes.
		await expect(firstRow).toContainText('(100%)');

		top.length = 0;
		await page.reload();
		await scrollToLeaderboard(page);
		await expect(page.getByLabel('Sort by')).toHaveValue('distance');
		await expect(page.getByRole('radio', { name: 'AWP' })).toHaveAttribute('aria-checked', 'true');
		await expect(page.getByRole('radio', { name: 'Headshots', exact: true })).toHaveAttribute(
			'aria-checked',
			'true',
		);
		await expect(firstRow).toContainText('(100%)');
		expect(top).toHaveLength(1);
		expect(top[0]!.searchParams.get('weapon')).toBe('awp');

		await page.getByRole('button', { name: 'Reset filters' }).click();
		await expect(page).toHaveURL('/jailbreak/noscope');
	});

	test('the distance slider asks once when keys or the mouse stop, not per step', async ({
		page,
	}) => {
		const top = recordCalls(page, TOP);
		const recent = recordCalls(page, '/api/jailbreak/noscope/recent');
		// The page's timers run only when the test says, so a slow machine cannot fake a pause.
		await page.clock.install();
		await page.goto('/jailbreak/noscope');
		await scrollToLeaderboard(page);
		const slider = page.getByRole('slider', { name: 'Minimum distance' });
		await expect(page.locator('tbody tr').first()).toBeVisible();
		const initial = top.length;

		await page.clock.pauseAt(Date.now() + 60_000);
		await slider.focus();
		for (let i = 0; i < 15; i++) await slider.press('ArrowRight');
		await expect(page.locator('output')).toHaveText('2,000 units');
		expect(top).toHaveLength(initial);
		await page.clock.runFor(NOSCOPE_SLIDER_DEBOUNCE_MS);
		await expect(page).toHaveURL('/jailbreak/noscope?minDistance=2000');
		await expect.poll(() => top.length).toBe(initial + 1);
		expect(top.at(-1)!.searchParams.get('minDistance')).toBe('2000');
		const afterKeys = top.length;

		// Dragging across the track: one request, on release.
		const box = (await slider.boundingBox())!;
		await page.mouse.move(box.x + box.width * 0.05, box.y + box.height / 2);
		await page.mouse.down();
		for (let step = 1; step <= 10; step++) {
			await page.mouse.move(box.x + box.width * (0.05 + step * 0.01), box.y + box.height / 2);
		}
		await page.mouse.up();
		await expect.poll(() => top.length).toBe(afterKeys + 1);
		await page.clock.runFor(NOSCOPE_SLIDER_DEBOUNCE_MS * 2);
		await networkBarrier(page);
		expect(top).toHaveLength(afterKeys + 1);
		const chosen = Number(top.at(-1)!.searchParams.get('minDistance'));
		expect(chosen % 100).toBe(0);
		expect(chosen).toBeGreaterThan(2000);
		// The epic cards follow a minimum beyond their own 2,000 units.
		expect(recent.at(-1)!.searchParams.get('minDistance')).toBe(String(chosen));
	});

	test('shows the empty, failing and loading states', async ({ page }) => {
		await page.route(`**${TOP}?*`, (route) => route.fulfill({ json: [] }));
		await page.goto('/jailbreak/noscope');
		await scrollToLeaderboard(page);
		await expect(
			page.getByRole('heading', { name: 'No no-scopers match these filters' }),
		).toBeVisible();
		await expectNoAxeViolations(page);

		await page.unroute(`**${TOP}?*`);
		await page.route(`**${TOP}?*`, (route) =>
			route.fulfill({ status: 500, json: { message: 'Internal server error' } }),
		);
		await page.route('**/api/jailbreak/noscope/stats', (route) => route.abort());
		await page.reload();
		await expect(
			page
				.getByRole('region', { name: 'Totals' })
				.getByRole('alert')
				.filter({ hasText: MESSAGES.noscope.loadFailed }),
		).toHaveCount(1);
		await scrollToLeaderboard(page);
		await expect(
			page
				.getByRole('region', { name: 'Top no-scopers' })
				.getByRole('alert')
				.filter({ hasText: MESSAGES.noscope.loadFailed }),
		).toHaveCount(1);
		// The bars below the fold share the failed stats call once they come into view.
		await page.getByRole('heading', { name: 'Map stats' }).scrollIntoViewIfNeeded();
		await expect(
			page.getByRole('alert').filter({ hasText: MESSAGES.noscope.loadFailed }),
		).toHaveCount(4);
		await expectNoAxeViolations(page);

		await page.unroute(`**${TOP}?*`);
		let release = () => {};
		const held = new Promise<void>((resolve) => (release = resolve));
		await page.route(`**${TOP}?*`, async (route) => {
			await held;
			await route.continue();
		});
		await page.reload();
		await scrollToLeaderboard(page);
		await expect(page.getByText('Loading no-scopers…')).toBeAttached();
		release();
		await expect(page.locator('tbody tr').first()).toBeVisible();
	});

	test.describe('on a phone', () => {
		test.use({ viewport: { width: 320, height: 700 } });

		test('keeps each page within the screen', async ({ page }) => {
			await loginAs(page, 'player');
			for (const [path, ready] of [
				['/jailbreak/noscope', 'tbody tr'],
				['/jailbreak/lootbags', '.ui-barlist li'],
				['/jailbreak/poop', 'tbody tr'],
			] as const) {
				await page.goto(path);
				// The top no-scopers load once scrolled to.
				if (path === '/jailbreak/noscope') await scrollToLeaderboard(page);
				await expect(page.locator(ready).first()).toBeAttached();
				await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
				await nextFrames(page);
				const width = await page.evaluate(() => document.documentElement.scrollWidth);
				expect(width, path).toBeLessThanOrEqual(320);
			}
		});
	});
});

test.describe('Lootbag leaderboard', () => {
	test('shows totals, rarity bars, recent pickups and both tops', async ({ page }) => {
		await page.goto('/jailbreak/lootbags');
		await expect(page.getByRole('region', { name: 'Totals' })).toContainText(
			/True lootbags picked\s*\d/,
		);
		await expect(page.getByRole('region', { name: 'Totals' })).toContainText('Unique pickers');
		await expect(
			page.getByRole('list', { name: 'Pickups by rarity' }).getByRole('listitem'),
		).toHaveCount(5);

		const recent = LootbagPickupListSchema.parse(
			await (await page.request.get('/api/jailbreak/lootbag/recent-pickups')).json(),
		);
		// The lists start once scrolled to, as a visitor does.
		await page.getByRole('heading', { name: 'Recent pickups' }).scrollIntoViewIfNeeded();
		const table = page.getByRole('table', { name: 'Recent pickups' }).locator('tbody tr');
		await expect(table).toHaveCount(recent.length);
		const found = recent.filter((pickup) => pickup.dropperName === null).length;
		const notTrue = recent.filter((pickup) => !pickup.isTrueLootbag).length;
		await expect(page.getByText('Found Lootbag')).toHaveCount(found);
		await expect(page.getByText('Not a True Lootbag')).toHaveCount(notTrue);
		await expect(
			page.getByRole('table', { name: 'Top players by resources' }).locator('tbody tr'),
		).toHaveCount(10);
		await expect(page.getByRole('table', { name: 'Top pickers' }).locator('tbody tr')).toHaveCount(
			10,
		);
		await expectNoAxeViolations(page);
	});

	test('shows empty and failing states', async ({ page }) => {
		await page.route('**/api/jailbreak/lootbag/**', (route) =>
			route.fulfill({
				json: route.request().url().endsWith('/stats')
					? { totalTrueLootbagsPicked: 0, totalUniquePickers: 0 }
					: [],
			}),
		);
		await page.goto('/jailbreak/lootbags');
		await expect(page.getByRole('region', { name: 'Totals' })).toContainText('0');
		await page.getByRole('heading', { name: 'Top pickers' }).scrollIntoViewIfNeeded();
		await expect(page.getByRole('heading', { name: 'No lootbags picked up yet' })).toHaveCount(3);
		await expectNoAxeViolations(page);

		await page.unroute('**/api/jailbreak/lootbag/**');
		await page.route('**/api/jailbreak/lootbag/rarity-stats', (route) => route.abort());
		await page.reload();
		await expect(page.getByRole('alert').filter({ hasText: MESSAGES.generic })).toBeVisible();
	});
});

test.describe('Poop leaderboard', () => {
	test('without a token goes to the login page with the way back', async ({ page }) => {
		await page.goto('/jailbreak/poop');
		await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/jailbreak/poop')}`);
	});

	test('shows totals, tops, recent activity and maps to a logged-in player', async ({ page }) => {
		await loginAs(page, 'player');
		await page.goto('/jailbreak/poop');
		await expect(page.getByText('Total poops')).toBeVisible();
		await expect(page.getByRole('table', { name: 'Top poopers' }).locator('tbody tr')).toHaveCount(
			10,
		);
		await expect(
			page.getByRole('table', { name: 'Most pooped on' }).locator('tbody tr'),
		).toHaveCount(10);
		await expect(
			page.getByRole('region', { name: 'Recent activity' }).getByRole('listitem'),
		).toHaveCount(10);
		await expect(
			page.getByRole('table', { name: 'Poops per map' }).locator('tbody tr').first(),
		).toContainText(/\d+(\.\d)?%$/);
		await expectNoAxeViolations(page);
	});

	test(`a 401 says so and goes to the login page after ${POOP_UNAUTHORIZED_REDIRECT_MS} ms`, async ({
		page,
	}) => {
		await loginAs(page, 'player');
		// The 401 waits until the page has loaded and the fake clock is paused, so the redirect's
		// timer starts on a clock that only the test moves.
		let answer401!: () => Promise<void>;
		const held = new Promise<void>((resolve) => {
			void page.route('**/api/jailbreak/poop/stats', (route) => {
				answer401 = () =>
					route.fulfill({ status: 401, json: { message: 'Authentication required' } });
				resolve();
			});
		});
		const loginVisits = recordCalls(page, '/login');
		await page.clock.install();
		await page.goto('/jailbreak/poop');
		await held;
		// Paused a little ahead of the page's running clock, as pauseAt needs.
		await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
		await answer401();

		const message = page.getByRole('alert').getByText(MESSAGES.poop.authRequired, { exact: true });
		await expect(message).toHaveText('Authentication required. Please log in.');

		await page.clock.runFor(POOP_UNAUTHORIZED_REDIRECT_MS - 1);
		await expect(message).toBeVisible();
		// A redirect that started too early would have reached the network before the marker.
		await networkBarrier(page);
		expect(loginVisits).toHaveLength(0);
		await expect(page).toHaveURL('/jailbreak/poop');

		await page.clock.runFor(1);
		await page.clock.resume();
		await page.waitForURL(`/login?redirect=${encodeURIComponent('/jailbreak/poop')}`);
		// The token is gone, so the login page stays put instead of moving on to the profile.
		await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
		expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
		await networkBarrier(page);
		await expect(page).toHaveURL(/\/login\?redirect=/);
	});

	test('the 401 message passes the accessibility check', async ({ page }) => {
		await loginAs(page, 'player');
		await page.route('**/api/jailbreak/poop/stats', (route) =>
			route.fulfill({ status: 401, json: { message: 'Authentication required' } }),
		);
		// No Content for the redirect keeps the page as it is, however long the check takes
		// (axe waits on timers, so it cannot run on a paused clock).
		await page.route('**/login?*', (route) => route.fulfill({ status: 204 }));
		await page.goto('/jailbreak/poop');
		await expect(
			page.getByRole('alert').getByText(MESSAGES.poop.authRequired, { exact: true }),
		).toBeVisible();
		await expectNoAxeViolations(page);
	});

	test('other failures show the message or the fallback, and the empty state', async ({ page }) => {
		await loginAs(page, 'player');
		await page.route('**/api/jailbreak/poop/stats', (route) =>
			route.fulfill({ status: 500, json: { message: 'Poop counter jammed' } }),
		);
		await page.goto('/jailbreak/poop');
		const status = page.locator('.poop-status');
		await expect(status).toHaveRole('alert');
		await expect(status).toContainText('Poop counter jammed');

		await page.unroute('**/api/jailbreak/poop/stats');
		await page.route('**/api/jailbreak/poop/stats', (route) => route.abort());
		await page.reload();
		await expect(status).toContainText(MESSAGES.poop.loadFailed);
		await expectNoAxeViolations(page);

		await page.unroute('**/api/jailbreak/poop/stats');
		await page.route('**/api/jailbreak/poop/stats', (route) =>
			route.fulfill({
				json: { totalPoops: 0, topPoopers: [], topVictims: [], mapStats: [], recentPoops: [] },
			}),
		);
		await page.reload();
		await expect(page.getByRole('heading', { name: 'No poops yet' })).toBeVisible();
		await expectNoAxeViolations(page);
	});
});
