import type { Page, Route } from '@playwright/test';
import { MESSAGES } from '../../src/config/messages';
import { RoundListSchema, RoundPageSchema, type Round } from '../../src/contract/rounds';
import { DEMO_ROUND_MAPS } from '../../src/server/rounds/seed';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

async function fetchRounds(page: Page): Promise<Round[]> {
	const response = await page.request.get('/api/ttt/rounds');
	expect(response.ok()).toBe(true);
	return RoundListSchema.parse(await response.json());
}

async function fetchPage(page: Page, query: string) {
	const response = await page.request.get(`/api/ttt/rounds?${query}`);
	expect(response.ok()).toBe(true);
	return RoundPageSchema.parse(await response.json());
}

/** Routes the round list call, whatever its query. */
function routeList(page: Page, handler: (route: Route) => Promise<void> | void) {
	return page.route((url) => url.pathname === '/api/ttt/rounds', handler);
}

function tableRows(page: Page) {
	return page.locator('.rounds__table tbody tr');
}

function pageButton(page: Page, number: number) {
	return page.getByRole('button', { name: `Page ${number}`, exact: true });
}

test.describe('round list', () => {
	test('asks for one page at a time, keeps the page in the address and follows back', async ({
		page,
	}) => {
		const asked: string[] = [];
		page.on('request', (request) => {
			const url = new URL(request.url());
			if (url.pathname === '/api/ttt/rounds') asked.push(url.search);
		});
		await page.goto('/ttt/rounds');
		const rounds = await fetchRounds(page);
		await expect(tableRows(page)).toHaveCount(15);
		await expect(tableRows(page).first()).toContainText(`#${rounds[0]!.id}`);
		await expect(tableRows(page).first()).toContainText(MESSAGES.rounds.inProgress);
		await expectNoAxeViolations(page);

		await pageButton(page, 2).click();
		await expect(page).toHaveURL(/\/ttt\/rounds\?page=2$/);
		await expect(tableRows(page).first()).toContainText(`#${rounds[15]!.id}`);
		await page.getByRole('button', { name: /Next/ }).click();
		await expect(page).toHaveURL(/\?page=3$/);
		await expect(pageButton(page, 3)).toHaveAttribute('aria-current', 'page');
		expect(asked).toEqual(['?page=1&pageSize=15', '?page=2&pageSize=15', '?page=3&pageSize=15']);

		await page.goBack();
		await expect(page).toHaveURL(/\?page=2$/);
		await expect(pageButton(page, 2)).toHaveAttribute('aria-current', 'page');
		await expect(tableRows(page).first()).toContainText(`#${rounds[15]!.id}`);
		await page.goBack();
		await expect(page).toHaveURL(/\/ttt\/rounds$/);
		await expect(pageButton(page, 1)).toHaveAttribute('aria-current', 'page');
		await page.goForward();
		await expect(pageButton(page, 2)).toHaveAttribute('aria-current', 'page');
	});

	test('a page past the end shows the last page; a malformed page leaves the address', async ({
		page,
	}) => {
		await page.goto('/ttt/rounds?page=9999');
		const { total } = await fetchPage(page, 'page=1');
		const last = Math.ceil(total / 15);
		await expect(page).toHaveURL(new RegExp(`\\?page=${last}$`));
		await expect(pageButton(page, last)).toHaveAttribute('aria-current', 'page');

		await page.goto('/ttt/rounds?page=abc');
		await expect(tableRows(page)).toHaveCount(15);
		await expect(page).toHaveURL(/\/ttt\/rounds$/);
		await expect(pageButton(page, 1)).toHaveAttribute('aria-current', 'page');
	});

	test('keeps search and page in the address through a reload and Back, from page 1', async ({
		page,
	}) => {
		await page.goto('/ttt/rounds?page=4');
		await expect(pageButton(page, 4)).toHaveAttribute('aria-current', 'page');
		const search = page.getByRole('searchbox', { name: 'Search rounds' });
		await search.fill('lego');
		await expect(page).toHaveURL(/\/ttt\/rounds\?search=lego$/);
		const lego = await fetchPage(page, 'search=lego');
		await expect(page.getByText(`of ${lego.total} rounds`)).toBeVisible();
		for (const row of await tableRows(page).all()) await expect(row).toContainText('ttt_lego');

		await pageButton(page, 2).click();
		await expect(page).toHaveURL(/\?search=lego&page=2$/);
		const second = await fetchPage(page, 'search=lego&page=2');
		await expect(tableRows(page).first()).toContainText(`#${second.rounds[0]!.id}`);

		await page.reload();
		await expect(search).toHaveValue('lego');
		await expect(pageButton(page, 2)).toHaveAttribute('aria-current', 'page');
		await expect(tableRows(page).first()).toContainText(`#${second.rounds[0]!.id}`);

		await page.goBack();
		await expect(page).toHaveURL(/\?search=lego$/);
		await expect(pageButton(page, 1)).toHaveAttribute('aria-current', 'page');
		await expect(tableRows(page).first()).toContainText(`#${lego.rounds[0]!.id}`);

		// A round id finds that round first.
		const target = (await fetchRounds(page))[20]!;
		await search.fill(`#${target.id}`);
		await expect(tableRows(page)).toHaveCount(1);
		await expect(tableRows(page).first()).toContainText(`#${target.id}`);
	});

	test("says 'No rounds found matching your search.' and Clear Search brings everything back", async ({
		page,
	}) => {
		await page.goto('/ttt/rounds?search=no%20map%20is%20called%20this');
		await expect(page.getByRole('heading', { name: MESSAGES.rounds.noneFound })).toBeVisible();
		await expectNoAxeViolations(page);
		await page.getByRole('button', { name: 'Clear Search' }).click();
		await expect(page.getByRole('searchbox')).toHaveValue('');
		await expect(page).toHaveURL(/\/ttt\/rounds$/);
		await expect(tableRows(page)).toHaveCount(15);
	});

	test('pages and searches a plain array of rounds when the API answers one', async ({ page }) => {
		const rounds = await fetchRounds(page);
		let calls = 0;
		await routeList(page, async (route) => {
			calls++;
			await route.fulfill({ json: rounds });
		});
		await page.goto('/ttt/rounds?page=2');
		await expect(tableRows(page).first()).toContainText(`#${rounds[15]!.id}`);
		await expect(page.getByText(`Showing 16–30 of ${rounds.length} rounds`)).toBeVisible();
		await page.getByRole('searchbox').fill('traitor');
		await expect(page).toHaveURL(/\?search=traitor$/);
		for (const row of await tableRows(page).all()) await expect(row).toContainText('Traitor');
		await pageButton(page, 2).click();
		await expect(pageButton(page, 2)).toHaveAttribute('aria-current', 'page');
		expect(calls).toBe(1);
	});

	test("shows the server's message, or 'Failed to fetch rounds'", async ({ page }) => {
		await routeList(page, (route) =>
			route.fulfill({ status: 503, json: { message: 'Round history is resting' } }),
		);
		await page.goto('/ttt/rounds');
		await expect(
			page.getByRole('alert').filter({ hasText: 'Round history is resting' }),
		).toBeVisible();
		await expectNoAxeViolations(page);

		await page.unrouteAll();
		await routeList(page, (route) => route.abort());
		await page.reload();
		await expect(
			page.getByRole('alert').filter({ hasText: MESSAGES.rounds.fetchFailed }),
		).toBeVisible();
	});

	test('shows the loading state, then an empty list', async ({ page }) => {
		let release = () => {};
		const held = new Promise<void>((resolve) => (release = resolve));
		await routeList(page, async (route) => {
			await held;
			await route.fulfill({ json: { rounds: [], total: 0, page: 1, pageSize: 15 } });
		});
		await page.goto('/ttt/rounds');
		await expect(page.locator('.rounds-skeleton[aria-busy="true"]')).toBeVisible();
		release();
		await expect(page.getByRole('heading', { name: MESSAGES.rounds.noRounds })).toBeVisible();
		await expect(page.getByRole('button', { name: 'Clear Search' })).toHaveCount(0);
	});
});

/** The longest seeded map name: one word the stacked row must wrap. */
const LONGEST_MAP = [...DEMO_ROUND_MAPS].sort((a, b) => b.length - a.length)[0]!;

for (const width of [320, 390]) {
	test(`the round list fits ${width} px without sideways scrolling`, async ({ page }) => {
		await page.setViewportSize({ width, height: 800 });
		for (const path of ['/ttt/rounds', `/ttt/rounds?search=${LONGEST_MAP}`]) {
			await page.goto(path);
			await expect(tableRows(page).first()).toBeVisible();
			if (path === '/ttt/rounds') await expect(tableRows(page)).toHaveCount(15);
			else await expect(tableRows(page).first()).toContainText(LONGEST_MAP);
			const widths = await page.evaluate(() => ({
				document: document.documentElement.scrollWidth,
				window: window.innerWidth,
			}));
			expect(widths.document, `${path}: sideways scrolling`).toBeLessThanOrEqual(widths.window);
			const rowBox = await tableRows(page).first().boundingBox();
			expect(rowBox!.x + rowBox!.width, `${path}: row inside the window`).toBeLessThanOrEqual(
				width,
			);
			const map = tableRows(page).first().locator('.rounds-map');
			const mapBox = await map.boundingBox();
			expect(mapBox!.x + mapBox!.width, `${path}: map inside its row`).toBeLessThanOrEqual(
				rowBox!.x + rowBox!.width,
			);
			const details = tableRows(page)
				.first()
				.getByRole('link', { name: /^Details/ });
			const box = await details.boundingBox();
			expect(box!.x + box!.width, `${path}: Details inside the window`).toBeLessThanOrEqual(width);
		}
	});
}
