import type { Page, Route } from '@playwright/test';
import { SERVER_REFRESH_MS } from '../../src/config/constants';
import { ServerListSchema, type ServerList } from '../../src/contract/servers';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

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

/** The list the page itself was answered, read from its response. */
async function gotoAndReadList(page: Page, path: string): Promise<ServerList> {
	const answer = page.waitForResponse(
		(response) => new URL(response.url()).pathname === '/api/servers',
	);
	await page.goto(path);
	return ServerListSchema.parse(await (await answer).json());
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

/** Answers every list call after the first with one more player on each server. */
async function addPlayersOnRefresh(page: Page) {
	let served = 0;
	await page.route('**/api/servers', async (route: Route) => {
		served += 1;
		const response = await route.fetch();
		const list = ServerListSchema.parse(await response.json());
		const changed = served === 1 ? list : list.map((server) => ({ ...server, players: 7 }));
		await route.fulfill({ response, json: changed });
	});
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
		await page.getByRole('button', { name: `History of ${first!.title}` }).click();
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
		await addPlayersOnRefresh(page);
		const calls = countListCalls(page);
		const servers = await gotoAndReadList(page, '/servers');
		const cards = page.locator('.server-grid > li');
		await expect(cards.last().getByText(/^24 h peak/)).toBeVisible();
		const before = await cards.evaluateAll((items) =>
			items.map((item) => JSON.stringify(item.getBoundingClientRect())),
		);

		await page.clock.runFor(SERVER_REFRESH_MS - 1000);
		expect(calls).toHaveLength(1);
		await page.clock.runFor(1000);
		await expect.poll(() => calls.length).toBe(2);
		await expect(page.getByText(`${7 * servers.length} Active Players`)).toBeVisible();
		expect(
			await cards.evaluateAll((items) =>
				items.map((item) => JSON.stringify(item.getBoundingClientRect())),
			),
		).toEqual(before);

		await page.clock.runFor(SERVER_REFRESH_MS);
		await expect.poll(() => calls.length).toBe(3);
		// The third answer is still being fetched by the route: let it finish before the page goes.
		await page.unrouteAll({ behavior: 'wait' });
	});

	test('a hidden page asks nothing, and refreshes at once when shown again', async ({ page }) => {
		await page.clock.install();
		const calls = countListCalls(page);
		await gotoAndReadList(page, '/servers');
		await expect(page.locator('.server-grid > li').first()).toBeVisible();

		await setVisibility(page, 'hidden');
		await page.clock.runFor(3 * SERVER_REFRESH_MS);
		expect(calls).toHaveLength(1);

		await setVisibility(page, 'visible');
		await expect.poll(() => calls.length).toBe(2);
		await page.clock.runFor(SERVER_REFRESH_MS);
		await expect.poll(() => calls.length).toBe(3);
	});

	test('the home widget refreshes its counts every 30 s too', async ({ page }) => {
		await page.clock.install();
		await addPlayersOnRefresh(page);
		const calls = countListCalls(page);
		await page.goto('/');
		const widget = page.getByRole('region', { name: 'Our Game Servers' });
		await widget.scrollIntoViewIfNeeded();
		await expect(widget.getByRole('listitem').first()).toBeVisible();
		const rows = await widget.getByRole('listitem').count();
		expect(calls).toHaveLength(1);

		await page.clock.runFor(SERVER_REFRESH_MS);
		await expect.poll(() => calls.length).toBe(2);
		await expect(widget.getByText(`${7 * rows} Active Players`)).toBeVisible();
		await expectNoAxeViolations(page);
	});
});
