import type { Page } from '@playwright/test';
import { MESSAGES } from '../../src/config/messages';
import { RoundActionListSchema, RoundListSchema, type Round } from '../../src/contract/rounds';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

async function fetchRounds(page: Page): Promise<Round[]> {
	const response = await page.request.get('/api/ttt/rounds');
	expect(response.ok()).toBe(true);
	return RoundListSchema.parse(await response.json());
}

function pageButton(page: Page, number: number) {
	return page.getByRole('button', { name: `Page ${number}`, exact: true });
}

/** Opens every folded run of routine events on the round's timeline. */
async function openFoldedRuns(page: Page) {
	const folded = page.getByRole('button', { name: /^Show \d+ routine events/ });
	await expect(page.locator('.round-action').first()).toBeVisible();
	while ((await folded.count()) > 0) await folded.first().click();
}

test.describe('round detail', () => {
	// A timeline of up to 80 actions gives axe a large page to check.
	test.slow();

	test('opens from page 3 and goes back to page 3', async ({ page }) => {
		await page.goto('/ttt/rounds?page=3');
		const rounds = await fetchRounds(page);
		const round = rounds[30]!;
		await page.getByRole('link', { name: `Details of round #${round.id}` }).click();
		await expect(page).toHaveURL(new RegExp(`/ttt/rounds/${round.id}\\?returnPage=3$`));
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Round #${round.id}`);
		const winner = round.winningTeam === 'traitor' ? 'Traitor Win' : 'Innocent Win';
		await expect(page.getByText(winner, { exact: true })).toBeVisible();
		await expect(page.locator('.round-info')).toContainText(round.map);
		await expect(page.getByRole('region', { name: 'Round Timeline' })).toBeVisible();
		await expectNoAxeViolations(page);

		await page.getByRole('link', { name: 'Back to Rounds' }).click();
		await expect(page).toHaveURL(/\/ttt\/rounds\?page=3$/);
		await expect(pageButton(page, 3)).toHaveAttribute('aria-current', 'page');
	});

	test('marks an active round as Active and in progress', async ({ page }) => {
		await page.goto('/ttt/rounds');
		const active = (await fetchRounds(page)).find((round) => round.isActive)!;
		await page.goto(`/ttt/rounds/${active.id}`);
		await expect(page.locator('.round-head').getByText('Active')).toBeVisible();
		await expect(page.locator('.round-info')).toContainText(`Ended${MESSAGES.rounds.inProgress}`);
		await expect(page.getByText(/^(Traitor|Innocent) Win$/)).toHaveCount(0);
		await expectNoAxeViolations(page);
	});

	test('links real player ids to their profile, and only those', async ({ page }) => {
		await page.goto('/ttt/rounds');
		const rounds = await fetchRounds(page);
		// A round whose timeline has both a linkable id and a bot.
		let chosen: number | undefined;
		for (const round of rounds.slice(0, 30)) {
			const actions = RoundActionListSchema.parse(
				await (await page.request.get(`/api/ttt/rounds/${round.id}/actions`)).json(),
			);
			const ids = actions.flatMap((action) => [action.actor?.steamId, action.target?.steamId]);
			if (ids.includes('BOT') && ids.some((id) => id && /^7656119\d{10}$/.test(id))) {
				chosen = round.id;
				break;
			}
		}
		expect(chosen).toBeDefined();
		await page.goto(`/ttt/rounds/${chosen}`);
		const timeline = page.getByRole('region', { name: 'Round Timeline' });
		await openFoldedRuns(page);
		// The SteamID links to the Steam profile; the name beside it to the player page.
		const steamLinks = timeline.getByRole('link', { name: /^Steam profile of / });
		await expect(steamLinks.first()).toBeVisible();
		for (const href of await steamLinks.evaluateAll((all) =>
			all.map((a) => a.getAttribute('href')),
		)) {
			expect(href).toMatch(/^https:\/\/steamcommunity\.com\/profiles\/7656119\d{10}$/);
		}
		const nameLinks = timeline.locator('a.round-party__name');
		expect(await nameLinks.count()).toBe(await steamLinks.count());
		for (const href of await nameLinks.evaluateAll((all) =>
			all.map((a) => a.getAttribute('href')),
		)) {
			expect(href).toMatch(/^\/players\/7656119\d{10}$/);
		}
		await expect(timeline.locator('code', { hasText: /^BOT$/ }).first()).toBeVisible();
		await expect(timeline.getByRole('link', { name: /BOT/ })).toHaveCount(0);
	});

	test('filters the timeline to kills or bad actions and folds routine stretches', async ({
		page,
	}) => {
		await page.goto('/ttt/rounds');
		const rounds = await fetchRounds(page);
		const round = rounds.find((candidate) => !candidate.isActive)!;
		const actions = RoundActionListSchema.parse(
			await (await page.request.get(`/api/ttt/rounds/${round.id}/actions`)).json(),
		);
		const kills = actions.filter((action) => action.actionType === 'KillAction').length;
		const bad = actions.filter((action) => !action.isGoodAction).length;
		await page.goto(`/ttt/rounds/${round.id}`);
		const timeline = page.getByRole('region', { name: 'Round Timeline' });
		const filters = timeline.getByRole('radiogroup', { name: 'Show' });
		const entries = timeline.locator('.round-action');

		await filters.getByRole('radio', { name: `Kills (${kills})` }).click();
		await expect(entries).toHaveCount(kills);
		for (const entry of await entries.all()) await expect(entry).toContainText('Kill');
		await filters.getByRole('radio', { name: `Bad actions (${bad})` }).click();
		await expect(entries).toHaveCount(bad);
		for (const entry of await entries.all()) await expect(entry).toContainText('Bad action');

		await filters.getByRole('radio', { name: `All (${actions.length})` }).click();
		const folded = timeline.getByRole('button', { name: /^Show \d+ routine events/ });
		if ((await folded.count()) > 0) {
			expect(await entries.count()).toBeLessThan(actions.length);
			await folded.first().click();
			await expect(page.locator('.round-action:focus')).toHaveCount(1);
		}
		await openFoldedRuns(page);
		await expect(entries).toHaveCount(actions.length);
		await expectNoAxeViolations(page);
	});

	test("shows 'Round Not Found' for an unknown round, with a 404 status", async ({ page }) => {
		const response = await page.goto('/ttt/rounds/999999?returnPage=2');
		expect(response?.status()).toBe(404);
		await expect(page.getByRole('heading', { name: MESSAGES.rounds.notFound })).toBeVisible();
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('TTT Round Logs');
		await expect(page.getByText('999999')).toHaveCount(0);
		await expectNoAxeViolations(page);
		await page.getByRole('link', { name: 'Return to Rounds List' }).click();
		await expect(page).toHaveURL(/\/ttt\/rounds\?page=2$/);
	});

	test('answers the 404 page for an id that is not a positive integer', async ({ page }) => {
		for (const id of ['abc', '0', '-3', '1.5']) {
			const response = await page.goto(`/ttt/rounds/${id}`);
			expect(response?.status()).toBe(404);
			await expect(page).toHaveTitle(/Not Found/);
		}
	});

	test("shows 'Failed to fetch round details' when the timeline call fails", async ({ page }) => {
		await page.route('**/api/ttt/rounds/*/actions', (route) =>
			route.fulfill({ status: 500, body: 'broken' }),
		);
		await page.goto('/ttt/rounds/1');
		await expect(
			page.getByRole('alert').filter({ hasText: MESSAGES.rounds.detailFailed }),
		).toBeVisible();
		await expectNoAxeViolations(page);
	});

	test('renders the meta of a shared link on the server', async ({ page }) => {
		const rounds = await fetchRounds(page);
		const round = rounds.find((candidate) => !candidate.isActive)!;
		const response = await page.request.get(`/ttt/rounds/${round.id}`);
		expect(response.status()).toBe(200);
		const html = await response.text();
		expect(html).toContain(`<title>Round #${round.id} on ${round.map}`);
		const winner = round.winningTeam === 'traitor' ? 'Traitor Win' : 'Innocent Win';
		expect(html).toMatch(
			new RegExp(`<meta property="og:description" content="${winner} on ${round.map} after `),
		);
		expect(html).toContain(`<meta property="og:title" content="Round #${round.id} on ${round.map}`);
	});
});
