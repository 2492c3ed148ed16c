import type { Page, Route } from '@playwright/test';
import { SERVER_REFRESH_MS } from '../../src/config/constants';
import { ServerListSchema, type ServerList } from '../../src/contract/servers';
import { formatNumber } from '../../src/lib/format';
import { expect, expectHydrated, expectNoAxeViolations, test } from './support/fixtures';

/** Counts the page's calls to GET /api/servers (the list, not the histories). */
function countListCalls(page: Page) {
	const calls: string[] = [];
	page.on('request', (request) => {
		if (new URL(request.url()).pathname === '/api/servers') calls.push(request.url());
	});
	return calls;
}

/** Counts the page's history calls, as `range` values. */
function countHistoryCalls(page: Page) {
	const ranges: string[] = [];
	page.on('request', (request) => {
		const url = new URL(request.url());
		if (/^\/api\/servers\/\d+\/history$/.test(url.pathname)) {
			ranges.push(url.searchParams.get('range') ?? '');
		}
	});
	return ranges;
}

/** The list as the API answers it now. */
async function readList(page: Page): Promise<ServerList> {
	const response = await page.request.get('/api/servers');
	expect(response.ok()).toBe(true);
	return ServerListSchema.parse(await response.json());
}

/**
 * Opens a page that arrives with the server list and returns that list: read just before and
 * just after the page, again until both agree, since demo counts and maps move with the clock.
 */
async function gotoAndReadList(page: Page, path: string): Promise<ServerList> {
	let list: ServerList = [];
	await expect(async () => {
		const before = await readList(page);
		await page.goto(path);
		list = await readList(page);
		expect(list).toEqual(before);
	}).toPass();
	return list;
}

/**
 * Makes the page hidden or visible again as a switch to another tab would: headless Chromium
 * keeps every tab visible, so the document's visibility is set and the event sent by hand.
 */
async function setVisibility(page: Page, state: 'hidden' | 'visible') {
	await page.evaluate((value) => {
		Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
		Object.defineProperty(document, 'hidden', {
			configurable: true,
			get: () => value === 'hidden',
		});
		document.dispatchEvent(new Event('visibilitychange'));
	}, state);
}

/**
 * Answers the browser's list calls, after the first `unchanged` ones, with every server empty:
 * the total then reads '0 Active Players', which the real list (its first server is full) never
 * gives. `unchanged` is 0 on the servers page, which arrives with its list so that its first
 * call is a refresh, and 1 on the home page, whose widget loads the list itself.
 */
async function emptyServersOnRefresh(page: Page, unchanged: number) {
	let served = 0;
	await page.route('**/api/servers', async (route: Route) => {
		served += 1;
		const response = await route.fetch();
		const list = ServerListSchema.parse(await response.json());
		const changed = served <= unchanged ? list : list.map((server) => ({ ...server, players: 0 }));
		await route.fulfill({ response, json: changed });
	});
}

/** The heading's total for a list. */
function activePlayersText(servers: ServerList): string {
	return `${formatNumber(servers.reduce((sum, server) => sum + server.players, 0))} Active Players`;
}

test.describe('server history on the cards', () => {
	test("each card shows its map, a 24-hour sparkline and the day's peak", async ({ page }) => {
		const histories = countHistoryCalls(page);
		const servers = await gotoAndReadList(page, '/servers');
		const cards = page.locator('.server-grid > li');
		await expect(cards).toHaveCount(servers.length);
		for (const [index, server] of servers.entries()) {
			const card = cards.nth(index);
			await expect(card.getByRole('heading', { name: server.title })).toBeVisible();
			await expect(card.getByText(server.map!, { exact: true })).toBeVisible();
			await expect(card.getByText(/^24 h peak \d+ at \d\d:\d\d$/)).toBeVisible();
			await expect(
				card.getByText(
					new RegExp(
						`^Players over the last 24 hours: peak \\d+ at \\d\\d:\\d\\d, now ${server.players}$`,
					),
				),
			).toHaveCount(1);
			await expect(card.locator('svg.sparkline path.sparkline__line')).toHaveAttribute(
				'd',
				/^M0 [\d.]+L/,
			);
		}
		expect(histories).toEqual(servers.map(() => '24h'));
		await expectNoAxeViolations(page);
	});

	test('a card keeps its size and shows no history when the history call fails', async ({
		page,
	}) => {
		await page.route('**/api/servers/*/history*', (route) =>
			route.fulfill({ status: 500, json: { message: 'Internal server error' } }),
		);
		await gotoAndReadList(page, '/servers');
		const card = page.locator('.server-grid > li').first();
		await expect(card.getByText('No player history available')).toBeVisible();
		await expect(card.getByRole('link', { name: /^Connect to / })).toBeVisible();
		await expectNoAxeViolations(page);
	});

	test('History opens 7 and 30 days of a server, keyboard only', async ({ page }) => {
		const histories = countHistoryCalls(page);
		const [first] = await gotoAndReadList(page, '/servers');
		const opener = page.getByRole('button', { name: `History of ${first!.title}` });
		// The card comes with the page, before the island that handles its buttons.
		await expectHydrated(opener);
		await opener.focus();
		await page.keyboard.press('Enter');
		const dialog = page.getByRole('dialog', { name: `${first!.title}: players` });
		await expect(
			dialog.getByText(
				/^Players over the last 7 days: peak \d+ at \w{3} \d+ \w{3}, \d\d:\d\d, now \d+$/,
			),
		).toBeVisible();
		await expect(dialog.locator('svg.sparkline path.sparkline__line')).toHaveAttribute('d', /^M/);
		await expectNoAxeViolations(page);

		await dialog.getByRole('radio', { name: '7 days' }).focus();
		await page.keyboard.press('ArrowRight');
		await expect(dialog.getByRole('radio', { name: '30 days' })).toBeChecked();
		await expect(dialog.getByText(/^Players over the last 30 days: peak \d+ at /)).toBeVisible();
		expect(histories.filter((range) => range !== '24h')).toEqual(['7d', '30d']);

		await page.keyboard.press('Escape');
		await expect(dialog).toBeHidden();
		await expect(opener).toBeFocused();
	});

	test('the history dialog fits a 320 px screen', async ({ page }) => {
		await page.setViewportSize({ width: 320, height: 640 });
		const [first] = await gotoAndReadList(page, '/servers');
		// Every ' · ' of a title stays on the line of the word before it.
		const units = page.locator('.server-card__title .server-title__unit');
		await expect(units.first()).toHaveText(/^\S+ ·$/);
		expect(
			await units.evaluateAll((spans) => spans.every((span) => span.getClientRects().length === 1)),
		).toBe(true);
		const opener = page.getByRole('button', { name: `History of ${first!.title}` });
		await expectHydrated(opener);
		await opener.click();
		const dialog = page.getByRole('dialog');
		await expect(dialog.getByText(/^Players over the last 7 days/)).toBeVisible();
		const box = (await dialog.boundingBox())!;
		expect(box.x).toBeGreaterThanOrEqual(0);
		expect(box.x + box.width).toBeLessThanOrEqual(320);
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
			320,
		);
	});
});

test.describe('live counts', () => {
	test('the servers page asks again every 30 s while visible, without moving the cards', async ({
		page,
	}) => {
		await page.clock.install();
		await emptyServersOnRefresh(page, 0);
		const calls = countListCalls(page);
		const servers = await gotoAndReadList(page, '/servers');
		const cards = page.locator('.server-grid > li');
		await expect(cards.last().getByText(/^24 h peak/)).toBeVisible();
		const before = await cards.evaluateAll((items) =>
			items.map((item) => JSON.stringify(item.getBoundingClientRect())),
		);

		// The page arrived with its list and its total: it asks nothing on load. The clock runs at
		// real speed until here, so the refresh timer has already run for the time the page took
		// to become ready: the next 30 s hold exactly one refresh, whenever in them it falls.
		await expect(page.getByText(activePlayersText(servers))).toBeVisible();
		expect(calls).toEqual([]);
		await page.clock.runFor(SERVER_REFRESH_MS);
		await expect.poll(() => calls.length).toBe(1);
		await expect(page.getByText('0 Active Players')).toBeVisible();
		expect(
			await cards.evaluateAll((items) =>
				items.map((item) => JSON.stringify(item.getBoundingClientRect())),
			),
		).toEqual(before);

		await page.clock.runFor(SERVER_REFRESH_MS);
		await expect.poll(() => calls.length).toBe(2);
		// The second refresh is still being answered: let it finish before the page closes.
		await page.unrouteAll({ behavior: 'wait' });
	});

	test('a hidden page asks nothing, and refreshes at once when shown again', async ({ page }) => {
		await page.clock.install();
		const calls = countListCalls(page);
		await gotoAndReadList(page, '/servers');
		// A card's day appears once the island runs, so its timer is set before the tab hides.
		await expect(
			page
				.locator('.server-grid > li')
				.first()
				.getByText(/^24 h peak/),
		).toBeVisible();

		await setVisibility(page, 'hidden');
		await page.clock.runFor(3 * SERVER_REFRESH_MS);
		expect(calls).toEqual([]);

		await setVisibility(page, 'visible');
		await expect.poll(() => calls.length).toBe(1);
		await page.clock.runFor(SERVER_REFRESH_MS);
		await expect.poll(() => calls.length).toBe(2);
	});

	test('the home widget refreshes its counts every 30 s too', async ({ page }) => {
		await page.clock.install();
		await emptyServersOnRefresh(page, 1);
		const calls = countListCalls(page);
		const loaded = page.waitForResponse(
			(response) => new URL(response.url()).pathname === '/api/servers',
		);
		await page.goto('/');
		const widget = page.getByRole('region', { name: 'Our Game Servers' });
		await widget.scrollIntoViewIfNeeded();
		const servers = ServerListSchema.parse(await (await loaded).json());
		await expect(widget.getByRole('listitem')).toHaveCount(servers.length);
		await expect(widget.getByText(activePlayersText(servers))).toBeVisible();
		expect(calls).toHaveLength(1);

		await page.clock.runFor(SERVER_REFRESH_MS);
		await expect.poll(() => calls.length).toBe(2);
		await expect(widget.getByText('0 Active Players')).toBeVisible();
		await expectNoAxeViolations(page);
	});
});
