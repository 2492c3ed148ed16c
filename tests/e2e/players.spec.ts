import type { Page } from '@playwright/test';
import { MESSAGES } from '../../src/config/messages';
import {
	PlayerProfileSchema,
	PlayerSearchResultSchema,
	type PlayerProfile,
} from '../../src/contract/players';
import {
	createThrowawayAccount,
	loginAs,
	logInThrowaway,
	reportPlayer,
	setDonatorUntil,
} from './support/accounts';
import { expect, expectHydrated, expectNoAxeViolations, test } from './support/fixtures';

/** A player of the demo seed with a name, found through the search the page uses. */
async function findPlayer(page: Page, prefix: string) {
	const response = await page.request.get(`/api/players?search=${prefix}`);
	expect(response.ok()).toBe(true);
	const [player] = PlayerSearchResultSchema.parse(await response.json());
	return player!;
}

async function readPlayer(page: Page, steamId: string): Promise<PlayerProfile> {
	const response = await page.request.get(`/api/players/${steamId}`);
	expect(response.ok()).toBe(true);
	return PlayerProfileSchema.parse(await response.json());
}

/** The busiest no-scoper: a player with Jailbreak figures. */
async function topNoscoper(page: Page): Promise<string> {
	const response = await page.request.get('/api/jailbreak/noscope/top?limit=1');
	const [top] = (await response.json()) as { steamid: string }[];
	return top!.steamid;
}

test.describe('player page', () => {
	test("shows a player's figures and recent rounds, which lead to the round", async ({ page }) => {
		const { steamId } = await findPlayer(page, 'Z');
		const player = await readPlayer(page, steamId);
		await page.goto(`/players/${steamId}`);
		await expect(page.getByRole('heading', { level: 1, name: player.name })).toBeVisible();
		const ttt = page.getByRole('region', { name: 'TTT' });
		await expect(ttt.getByText('Rounds played')).toBeVisible();
		await expect(ttt).toContainText(String(player.ttt.roundsPlayed));
		await expect(
			page.getByRole('link', {
				name: `Steam profile of ${player.name} (${steamId}, opens in a new tab)`,
			}),
		).toHaveAttribute('href', `https://steamcommunity.com/profiles/${steamId}`);
		// Nothing shifts when the avatar arrives: its box is fixed.
		await expect(page.locator('.player-head__avatar')).toHaveAttribute('width', '96');
		await expect(page.getByRole('heading', { name: 'Poop' })).toHaveCount(0);
		await expectNoAxeViolations(page);

		const round = player.ttt.recentRounds[0]!;
		await ttt.getByRole('link', { name: `Round #${round.id}` }).click();
		await expect(page).toHaveURL(new RegExp(`/ttt/rounds/${round.id}$`));
		await expect(page.getByRole('heading', { level: 1, name: `Round #${round.id}` })).toBeVisible();
	});

	test('shows the Poop figures to a logged-in visitor only', async ({ page }) => {
		const steamId = await topNoscoper(page);
		await page.goto(`/players/${steamId}`);
		await expect(page.getByRole('heading', { name: 'Jailbreak' })).toBeVisible();
		await expect(page.getByRole('heading', { name: 'Poop' })).toHaveCount(0);
		await loginAs(page, 'player');
		await page.goto(`/players/${steamId}`);
		const poop = page.getByRole('region', { name: 'Poop' });
		await expect(poop.getByText('Pooped on')).toBeVisible();
		await expectNoAxeViolations(page);
	});

	test('shows the Donator badge of a reported player who linked Steam and donated, the date to them only', async ({
		page,
	}) => {
		const account = createThrowawayAccount({ linked: true });
		const steamId = account.steamId!;
		const until = new Date(Date.now() + 40 * 86_400_000);
		setDonatorUntil(account.id, until);
		const badge = page.locator('.player-head__donator');

		// Linked, but no game server reported them: the page tells nothing about the account.
		await page.goto(`/players/${steamId}`);
		await expect(page.getByRole('heading', { level: 1, name: account.username })).toBeVisible();
		await expect(page.locator('.player-head')).toBeVisible();
		await expect(badge).toHaveCount(0);

		reportPlayer(steamId, 'Reported Name');
		await page.goto(`/players/${steamId}`);
		// The Steam name of the linked account, not the one the game server reported.
		await expect(page.getByRole('heading', { level: 1, name: account.username })).toBeVisible();
		await expect(badge).toContainText('Donator');
		await expect(badge).not.toContainText(String(until.getUTCFullYear()));
		await expectNoAxeViolations(page);

		await logInThrowaway(page, account);
		await page.goto(`/players/${steamId}`);
		await expect(badge).toContainText(String(until.getUTCFullYear()));
	});

	test("says 'Player not found' with a 404 status, and offers the search", async ({ page }) => {
		const response = await page.goto('/players/76561190000000000');
		expect(response?.status()).toBe(404);
		await expect(
			page.getByRole('heading', { level: 1, name: MESSAGES.players.notFound }),
		).toBeVisible();
		await expect(page.getByText(MESSAGES.players.notFoundHint)).toBeVisible();
		await expect(page.getByRole('searchbox', { name: 'Name or SteamID' })).toBeVisible();
		await expectNoAxeViolations(page);
	});

	test('answers the 404 page for anything but a SteamID64', async ({ page }) => {
		for (const id of ['BOT', '12345', '12345678901234567', '7656119800000000x']) {
			const response = await page.goto(`/players/${id}`);
			expect(response?.status()).toBe(404);
			await expect(page).toHaveTitle(/Not Found/);
		}
	});

	test("shows 'Failed to load the player' when the call fails", async ({ page }) => {
		const { steamId } = await findPlayer(page, 'Z');
		await page.route(`**/api/players/${steamId}`, (route) =>
			route.fulfill({ status: 500, body: 'broken' }),
		);
		await page.goto(`/players/${steamId}`);
		await expect(
			page.getByRole('alert').filter({ hasText: MESSAGES.players.loadFailed }),
		).toBeVisible();
	});

	test('renders the meta of a shared link on the server', async ({ page }) => {
		const { steamId } = await findPlayer(page, 'Z');
		const player = await readPlayer(page, steamId);
		const response = await page.request.get(`/players/${steamId}`);
		expect(response.status()).toBe(200);
		const html = await response.text();
		expect(html).toContain(`<title>${player.name}: Player Stats`);
		expect(html).toContain(`<meta property="og:title" content="${player.name}: Player Stats`);
		expect(html).toContain(
			`<meta property="og:description" content="${player.name} on our TTT and Jailbreak servers: ${player.ttt.roundsPlayed} TTT rounds`,
		);
		expect(html).toMatch(
			new RegExp(`<link rel="canonical" href="https?://[^"]+/players/${steamId}"`),
		);
	});
});

test.describe('player search', () => {
	test('finds players by name and by SteamID and opens their page', async ({ page }) => {
		await page.goto('/players');
		const search = page.getByRole('searchbox', { name: 'Name or SteamID' });
		await expectHydrated(search);
		await search.fill('z');
		const results = page.locator('.player-search__results');
		await expect(results.getByRole('link').first()).toBeVisible();
		const status = page.locator('.player-search__status');
		await expect(status).toHaveText(/^\d+ players? found$/);
		await expectNoAxeViolations(page);

		const { steamId, name } = await findPlayer(page, 'Z');
		await search.fill(steamId);
		await search.press('Enter');
		await expect(results.getByRole('link')).toHaveCount(1);
		await results.getByRole('link', { name }).click();
		await expect(page).toHaveURL(new RegExp(`/players/${steamId}$`));
		await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

		await page.goto('/players');
		await expectHydrated(search);
		await search.fill('no player is called this');
		await expect(status).toHaveText(MESSAGES.players.noneFound);
	});
});

test.describe('links to player pages', () => {
	test('a name on the NoScope board leads to the player page', async ({ page }) => {
		await page.goto('/jailbreak/noscope');
		// The top loads once scrolled to (it is below the first screen).
		await page.getByRole('heading', { name: 'Top no-scopers' }).scrollIntoViewIfNeeded();
		const rows = page.getByRole('table', { name: 'No-scopers from rank 4' }).locator('tbody tr');
		const link = rows.first().getByRole('link');
		const name = (await link.textContent())!.trim();
		// The avatar has a fixed box, so nothing shifts when it arrives.
		await expect(rows.first().locator('img.ui-avatar')).toHaveAttribute('width', '28');
		await link.click();
		await expect(page).toHaveURL(/\/players\/7656119\d{10}$/);
		await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
		await expect(page.getByRole('region', { name: 'Jailbreak' })).toBeVisible();
	});

	test("a name in a round's timeline leads to the player page", async ({ page }) => {
		const { steamId } = await findPlayer(page, 'Z');
		const { ttt, name } = await readPlayer(page, steamId);
		const round = ttt.recentRounds.find((candidate) => candidate.won !== null)!;
		await page.goto(`/ttt/rounds/${round.id}`);
		const timeline = page.getByRole('region', { name: 'Round Timeline' });
		await timeline
			.locator(`a.round-party__name[href="/players/${steamId}"]`)
			.filter({ visible: true })
			.first()
			.click();
		await expect(page).toHaveURL(new RegExp(`/players/${steamId}$`));
		await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
	});

	test('the leaderboards link to the player search', async ({ page }) => {
		for (const path of ['/jailbreak/noscope', '/jailbreak/lootbags', '/egg-hunt']) {
			await page.goto(path);
			await page.getByRole('link', { name: 'Find a player' }).click();
			await expect(page).toHaveURL(/\/players$/);
		}
	});
});
