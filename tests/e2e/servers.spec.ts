import type { Page } from '@playwright/test';
import { MESSAGES } from '../../src/config/messages';
import { ServerListSchema, type ServerList } from '../../src/contract/servers';
import { expect, expectHydrated, expectNoAxeViolations, test } from './support/fixtures';

const widgetOf = (page: Page) => page.getByRole('region', { name: 'Our Game Servers' });

/** Counts the page's calls to GET /api/servers. */
function countServerCalls(page: Page) {
	const calls: string[] = [];
	page.on('request', (request) => {
		if (new URL(request.url()).pathname === '/api/servers') calls.push(request.url());
	});
	return calls;
}

async function fetchServers(page: Page): Promise<ServerList> {
	const response = await page.request.get('/api/servers');
	expect(response.ok()).toBe(true);
	return ServerListSchema.parse(await response.json());
}

test.describe('servers page', () => {
	test('shows a card per server with players, address, Connect and the summary', async ({
		page,
	}) => {
		await page.goto('/servers');
		const grid = page.locator('.server-grid');
		await expect(grid.getByRole('listitem').first()).toBeVisible();
		const servers = await fetchServers(page);
		await expect(grid.getByRole('listitem')).toHaveCount(servers.length);

		for (const server of servers) {
			const card = grid.getByRole('listitem').filter({ hasText: server.title });
			await expect(card.getByText(`${server.host}:${server.port}`)).toBeVisible();
			await expect(card.getByRole('link', { name: `Connect to ${server.title}` })).toHaveAttribute(
				'href',
				`steam://run/730//+connect%20${server.host}:${server.port}`,
			);
		}

		const full = servers.filter((server) => server.players >= server.maxPlayers);
		expect(full.length).toBeGreaterThan(0);
		await expect(grid.locator('[data-full]')).toHaveCount(full.length);
		await expect(grid.locator('[data-full]').first()).toContainText('Full');

		const summary = page.getByRole('region', { name: 'Summary' });
		await expect(summary).toContainText(`Total Servers${servers.length}`);
		await expect(summary).toContainText('% of capacity');
		await expect(page.getByText(/^\d[\d,]* Active Players$/)).toBeVisible();
		await expectNoAxeViolations(page);
	});

	test('arrives with its cards in the HTML; the first card art loads eagerly at high priority, the others lazily', async ({
		browser,
		page,
	}) => {
		const servers = await fetchServers(page);
		expect(servers.length).toBeGreaterThan(1);
		expect(servers.every((server) => server.img)).toBe(true);
		// With script off the page shows what the server sent.
		const context = await browser.newContext({ javaScriptEnabled: false });
		const served = await context.newPage();
		await served.goto('/servers');
		const cards = served.locator('.server-grid > li');
		await expect(cards.getByRole('heading', { level: 3 })).toHaveText(
			servers.map((server) => server.title),
		);
		const images = cards.locator('.server-card__media img');
		await expect(images).toHaveCount(servers.length);
		await expect(images.first()).toHaveAttribute('loading', 'eager');
		await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
		await expect(images.first()).toHaveAttribute('decoding', 'sync');
		for (const image of (await images.all()).slice(1)) {
			await expect(image).toHaveAttribute('loading', 'lazy');
			await expect(image).not.toHaveAttribute('fetchpriority', 'high');
			await expect(image).toHaveAttribute('decoding', 'async');
		}
		await context.close();
	});

	test("Copy IP puts host:port on the clipboard and says 'IP copied to clipboard!'; the page asked nothing of /api/servers", async ({
		page,
		context,
	}) => {
		await context.grantPermissions(['clipboard-read', 'clipboard-write']);
		const calls = countServerCalls(page);
		await page.goto('/servers');
		const [first] = await fetchServers(page);
		const copy = page.getByRole('button', { name: `Copy IP of ${first!.title}` });
		// The card comes with the page, before the island that handles its buttons.
		await expectHydrated(copy);
		await copy.click();
		await expect(
			page.getByRole('status').filter({ hasText: MESSAGES.servers.ipCopied }),
		).toBeVisible();
		expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
			`${first!.host}:${first!.port}`,
		);
		// The notice shows only once the island runs: its first effects have run by then, and
		// the cards came with the page, so the list was never asked for.
		expect(calls).toEqual([]);
	});
});

test.describe('home servers widget', () => {
	test('lists the servers with direct Connect links, one request per view', async ({ page }) => {
		const calls = countServerCalls(page);
		await page.goto('/');
		const widget = widgetOf(page);
		await widget.scrollIntoViewIfNeeded();
		const servers = await fetchServers(page);
		await expect(widget.getByRole('listitem')).toHaveCount(servers.length);
		await expect(widget.getByText(/^\d[\d,]* Active Players$/)).toBeVisible();
		const connect = widget.getByRole('link', { name: `Connect to ${servers[0]!.title}` });
		await expect(connect).toHaveAttribute(
			'href',
			`steam://run/730//+connect%20${servers[0]!.host}:${servers[0]!.port}`,
		);

		// The game link opens the game without leaving or reloading the page.
		const launches: string[] = [];
		page.on('request', (request) => {
			if (request.url().startsWith('steam:')) launches.push(request.url());
		});
		await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
		await connect.click();
		await expect.poll(() => launches.length).toBeGreaterThan(0);
		expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(
			1,
		);
		expect(calls).toHaveLength(1);
		await expectNoAxeViolations(page);
	});

	test('an empty list shows the empty state and 0 Active Players', async ({ page }) => {
		await page.route('**/api/servers', (route) => route.fulfill({ json: [] }));
		await page.goto('/');
		const widget = widgetOf(page);
		await widget.scrollIntoViewIfNeeded();
		await expect(widget.getByRole('heading', { name: MESSAGES.servers.empty })).toBeVisible();
		await expect(widget.getByText(MESSAGES.servers.emptyHint)).toBeVisible();
		await expect(widget.getByText('0 Active Players')).toBeVisible();
		await expectNoAxeViolations(page);
	});

	test("a failing call is logged ('Failed to load servers') and shows the empty state", async ({
		page,
	}) => {
		const logged: string[] = [];
		page.on('console', (message) => {
			if (message.type() === 'error') logged.push(message.text());
		});
		await page.route('**/api/servers', (route) =>
			route.fulfill({ status: 500, json: { message: 'Internal server error' } }),
		);
		await page.goto('/');
		const widget = widgetOf(page);
		await widget.scrollIntoViewIfNeeded();
		await expect(widget.getByRole('heading', { name: MESSAGES.servers.empty })).toBeVisible();
		expect(logged.some((text) => text.includes('Failed to load servers'))).toBe(true);
	});
});
