import type { Page } from '@playwright/test';
import { loginAs } from './support/accounts';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

/** Where a board's rows are and, in each, the rank, player and key number cells. */
interface Board {
	rows: string;
	cells: [rank: string, player: string, value: string];
}

const TABLE: Board['cells'] = ['.ui-ranked__rank', '.ui-ranked__player', '.ui-ranked__value'];

const PAGES: { path: string; boards: Board[] }[] = [
	{ path: '/jailbreak/noscope', boards: [{ rows: '.ui-ranked tbody tr', cells: TABLE }] },
	{ path: '/jailbreak/lootbags', boards: [{ rows: '.ui-ranked tbody tr', cells: TABLE }] },
	{ path: '/jailbreak/poop', boards: [{ rows: '.ui-ranked tbody tr', cells: TABLE }] },
	{ path: '/egg-hunt', boards: [{ rows: '.ui-ranked tbody tr', cells: TABLE }] },
	{
		path: '/support',
		boards: [
			{
				rows: '.supporter',
				cells: ['.supporter__rank', '.supporter__name', '.supporter__amount'],
			},
		],
	},
];

/** The cells of every row that lie, even partly, outside the window's width, and the overflow. */
async function outsideCells(page: Page, board: Board) {
	return page.evaluate(({ rows, cells }) => {
		const outside: string[] = [];
		let checked = 0;
		for (const row of document.querySelectorAll(rows)) {
			for (const selector of cells) {
				const cell = row.querySelector(selector);
				if (!cell) {
					outside.push(`missing ${selector}`);
					continue;
				}
				checked += 1;
				const box = cell.getBoundingClientRect();
				if (box.width === 0 || box.left < 0 || box.right > window.innerWidth) {
					outside.push(`${selector} "${cell.textContent}": ${box.left}..${box.right}`);
				}
			}
		}
		// A table that scrolls inside its own box hides cells just as well.
		for (const box of document.querySelectorAll<HTMLElement>('.ui-ranked')) {
			if (box.scrollWidth > box.clientWidth) {
				outside.push(`ranked table scrolls: ${box.scrollWidth} > ${box.clientWidth}`);
			}
		}
		return {
			checked,
			outside,
			scrollWidth: document.documentElement.scrollWidth,
			innerWidth: window.innerWidth,
		};
	}, board);
}

for (const width of [320, 390]) {
	test.describe(`ranked tables at ${width} px`, () => {
		test.use({ viewport: { width, height: 800 } });

		for (const { path, boards } of PAGES) {
			test(`${path} shows rank, player and the key number without sideways scrolling`, async ({
				page,
			}) => {
				// The poop board is for players only.
				if (path === '/jailbreak/poop') await loginAs(page, 'player');
				await page.goto(path);
				for (const board of boards) {
					// Boards below the fold load when they come near the viewport.
					await expect
						.poll(async () => {
							await page.mouse.wheel(0, 4000);
							return page.locator(board.rows).count();
						})
						.toBeGreaterThan(1);
					const result = await outsideCells(page, board);
					expect(result.checked, 'cells checked').toBeGreaterThan(3);
					expect(result.outside, 'cells outside the window').toEqual([]);
					expect(result.scrollWidth, 'sideways scrolling').toBeLessThanOrEqual(result.innerWidth);
				}
			});
		}
	});
}

test('the other columns move under the player on phones and stay columns on desktops', async ({
	page,
}) => {
	await page.setViewportSize({ width: 320, height: 800 });
	await page.goto('/jailbreak/noscope');
	// The top loads once scrolled to (it is below the first screen).
	await page.getByRole('heading', { name: 'Top no-scopers' }).scrollIntoViewIfNeeded();
	const table = page.getByRole('table', { name: 'No-scopers from rank 4' });
	const firstRow = table.locator('tbody tr').first();
	await expect(firstRow.locator('.ui-ranked__details')).toBeVisible();
	await expect(firstRow.locator('.ui-ranked__details')).toContainText('Max distance');
	await expect(table.getByRole('columnheader', { name: 'Max distance' })).toBeHidden();
	await expectNoAxeViolations(page);

	await page.setViewportSize({ width: 1440, height: 900 });
	await expect(table.getByRole('columnheader', { name: 'Max distance' })).toBeVisible();
	await expect(firstRow.locator('.ui-ranked__details')).toBeHidden();
});

test('the poop map table shows its share column at 390 px without scrolling', async ({ page }) => {
	await page.setViewportSize({ width: 390, height: 800 });
	await loginAs(page, 'player');
	await page.goto('/jailbreak/poop');
	const maps = page.locator('.poop-maps');
	await maps.scrollIntoViewIfNeeded();
	await expect(maps.locator('tbody tr').first()).toBeVisible();
	const overflow = await maps.evaluate((box) => box.scrollWidth - box.clientWidth);
	expect(overflow).toBeLessThanOrEqual(0);
});
