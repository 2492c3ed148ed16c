import type { Page } from '@playwright/test';
import { MESSAGES } from '../../src/config/messages';
import { adminApi, answerWritesPlainly, failCalls, uniqueSteamId } from './support/admin';
import { loginAs } from './support/accounts';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { ADMIN_MESSAGES } from '../../src/contract/admin';

interface Config {
	id: number;
	player_steamid: string;
	player_name: string;
	immunity: number;
	server_id: number | null;
	group_id: number | null;
	flags: string;
	group_name: string | null;
	server_name: string | null;
}

/** Logs in as root and answers the admin API for checks and throwaway rows. */
async function asRoot(page: Page) {
	const token = await loginAs(page, 'root');
	return adminApi(page.request, token);
}

const table = (page: Page) => page.getByRole('table', { name: 'Game admins by player' });
const playerRow = (page: Page, steamId: string) =>
	table(page).getByRole('row').filter({ hasText: steamId });
const dialog = (page: Page) => page.getByRole('dialog');
const configRow = (page: Page, index: number) =>
	dialog(page).getByRole('listitem', { name: new RegExp(`^Configuration ${index}\\b`) });

test.describe('game admins', () => {
	// Whole journeys of many steps, each checked against the API afterwards.
	test.describe.configure({ timeout: 60_000 });
	test('counts, search, both filters and the region switch', async ({ page }) => {
		const api = await asRoot(page);
		// The list is pinned to what the API holds now, so parallel tests adding players do not
		// move the counts under this one.
		const eu: Config[] = await api.get('/game-admins?region=eu');
		const groups: { id: number; name: string; flags: string }[] =
			await api.get('/game-groups?region=eu');
		await page.route('**/api/game-admins?region=eu', (route) => route.fulfill({ json: eu }));
		const flagsOf = (config: Config) =>
			(config.group_id === null
				? config.flags
				: groups.find((g) => g.id === config.group_id)!.flags
			).split(',');
		const players = new Set(eu.map((config) => config.player_steamid));
		const withFlag = (flag: string) =>
			new Set(eu.filter((config) => flagsOf(config).includes(flag)).map((c) => c.player_steamid))
				.size;

		await page.goto('/admin/game-servers');
		const counts = page.getByRole('group', { name: 'Admin counts' });
		await expect(counts).toContainText(`Total Admins${players.size}`);
		await expect(counts).toContainText(`Root Admins${withFlag('root')}`);
		await expect(counts).toContainText(`Staff Admins${withFlag('staff')}`);
		await expect(table(page).getByRole('row')).toHaveCount(players.size + 1);

		const search = page.getByLabel('Search by name or SteamID');
		await search.fill('nova');
		await expect(table(page).getByRole('row')).toHaveCount(2);
		await expect(table(page)).toContainText('Nova');
		const someone = eu.find((config) => config.player_name !== 'Nova')!;
		await search.fill(someone.player_steamid.slice(-8));
		await expect(table(page).getByRole('row')).toHaveCount(2);
		await expect(table(page)).toContainText(someone.player_name);
		await search.fill('');

		const staff = groups.find((group) => group.name === 'Staff')!;
		await page.getByLabel('Group', { exact: true }).selectOption({ label: 'Staff' });
		const staffPlayers = new Set(
			eu.filter((c) => c.group_id === staff.id).map((c) => c.player_steamid),
		);
		await expect(table(page).getByRole('row')).toHaveCount(staffPlayers.size + 1);
		await page.getByLabel('Group', { exact: true }).selectOption({ label: 'Custom flags' });
		const custom = new Set(eu.filter((c) => c.group_id === null).map((c) => c.player_steamid));
		await expect(table(page).getByRole('row')).toHaveCount(custom.size + 1);
		await page.getByLabel('Group', { exact: true }).selectOption('any');

		const server = eu.find((config) => config.server_id !== null)!;
		await page.getByLabel('Server', { exact: true }).selectOption({ label: server.server_name! });
		// A server's admins include everyone whose config covers all servers.
		const onServer = new Set(
			eu
				.filter((c) => c.server_id === server.server_id || c.server_id === null)
				.map((c) => c.player_steamid),
		);
		await expect(table(page).getByRole('row')).toHaveCount(onServer.size + 1);
		await page.getByLabel('Server', { exact: true }).selectOption('all');
		const global = new Set(eu.filter((c) => c.server_id === null).map((c) => c.player_steamid));
		await expect(table(page).getByRole('row')).toHaveCount(global.size + 1);
		await search.fill('no such player at all');
		await expect(page.getByRole('heading', { name: 'No admins match' })).toBeVisible();
		await page.getByRole('button', { name: 'Clear filters' }).click();
		await expect(table(page).getByRole('row')).toHaveCount(players.size + 1);

		await page.getByRole('radio', { name: 'NA' }).click();
		await expect(page).toHaveURL('/admin/game-servers?region=na');
		await expect(table(page)).toContainText('Atlas');
		await expect(table(page)).not.toContainText('Nova');
		await expectNoAxeViolations(page);
		await page.reload();
		await expect(page.getByRole('radio', { name: 'NA' })).toBeChecked();
	});

	test('adds a player with two configurations', async ({ page }) => {
		const api = await asRoot(page);
		const steamId = uniqueSteamId();
		const servers: { id: number; hostname: string }[] = await api.get('/game-servers?region=eu');
		await page.goto('/admin/game-servers');
		await page.getByRole('button', { name: 'Add Admin' }).click();
		await expect(dialog(page).getByRole('heading', { name: 'Add Admin' })).toBeVisible();
		await dialog(page).getByRole('button', { name: 'Save' }).click();
		await expect(dialog(page).getByText(ADMIN_MESSAGES.steamIdRequired)).toBeVisible();
		await expect(dialog(page).getByLabel('SteamID')).toBeFocused();
		await expectNoAxeViolations(page);

		await dialog(page).getByLabel('SteamID').fill(steamId);
		await dialog(page).getByLabel('Name').fill('E2E Added');
		const first = configRow(page, 1);
		await expect(first.getByText('New', { exact: true })).toBeVisible();
		await expect(first.getByLabel('Immunity')).toHaveValue('100');
		await first.getByLabel('Server').selectOption({ label: servers[0]!.hostname });
		await first.getByLabel('Group').selectOption({ label: 'Moderator' });
		await first.getByLabel('Immunity').fill('45');
		await dialog(page).getByRole('button', { name: 'Add configuration' }).click();
		const second = configRow(page, 2);
		await second.getByRole('checkbox', { name: 'b' }).check();
		await second.getByRole('checkbox', { name: 'vip' }).check();
		await dialog(page).getByRole('button', { name: 'Save' }).click();
		await expect(dialog(page)).toBeHidden();
		await expect(playerRow(page, steamId)).toContainText('E2E Added');

		const mine = ((await api.get('/game-admins?region=eu')) as Config[]).filter(
			(config) => config.player_steamid === steamId,
		);
		expect(mine).toEqual([
			expect.objectContaining({
				server_id: servers[0]!.id,
				group_name: 'Moderator',
				flags: '',
				immunity: 45,
			}),
			expect.objectContaining({ server_id: null, group_id: null, flags: 'b,vip', immunity: 100 }),
		]);
	});

	test('edits a player: modify, delete, add, and add-then-remove rows', async ({ page }) => {
		const api = await asRoot(page);
		const steamId = uniqueSteamId();
		const name = `E2E ${steamId.slice(-6)}`;
		const base = { player_steamid: steamId, player_name: name, region: 'eu' };
		const a: Config = await api.post('/game-admins', { ...base, flags: 'a', immunity: 10 });
		const b: Config = await api.post('/game-admins', { ...base, flags: 'b', immunity: 20 });
		const c: Config = await api.post('/game-admins', { ...base, flags: 'c', immunity: 30 });

		await page.goto('/admin/game-servers');
		await page.getByLabel('Search by name or SteamID').fill(steamId);
		await page.getByRole('button', { name: `Edit All Configs of ${name}` }).click();
		await expect(dialog(page).getByLabel('SteamID')).toHaveValue(steamId);
		await expect(dialog(page).getByRole('listitem', { name: /^Configuration \d/ })).toHaveCount(3);

		await configRow(page, 1).getByLabel('Immunity').fill('55');
		await expect(configRow(page, 1).getByText('Modified')).toBeVisible();
		await configRow(page, 2)
			.getByRole('button', { name: /^Remove/ })
			.click();
		await expect(configRow(page, 2).getByText('Deleted')).toBeVisible();
		await configRow(page, 2)
			.getByRole('button', { name: /^Restore/ })
			.click();
		await expect(configRow(page, 2).getByText('Deleted')).toBeHidden();
		await configRow(page, 2)
			.getByRole('button', { name: /^Remove/ })
			.click();
		await dialog(page).getByRole('button', { name: 'Add configuration' }).click();
		await configRow(page, 4).getByRole('checkbox', { name: 'z' }).check();
		await dialog(page).getByRole('button', { name: 'Add configuration' }).click();
		await expect(configRow(page, 5).getByText('New')).toBeVisible();
		await expectNoAxeViolations(page);
		await configRow(page, 5)
			.getByRole('button', { name: /^Remove/ })
			.click();
		await expect(dialog(page).getByRole('listitem', { name: /^Configuration \d/ })).toHaveCount(4);
		await dialog(page).getByRole('button', { name: 'Save' }).click();
		await expect(dialog(page)).toBeHidden();

		const mine = ((await api.get('/game-admins?region=eu')) as Config[]).filter(
			(config) => config.player_steamid === steamId,
		);
		expect(mine.map((config) => [config.id, config.flags, config.immunity])).toEqual([
			[a.id, 'a', 55],
			[c.id, 'c', 30],
			[expect.any(Number), 'z', 100],
		]);
		expect(mine.map((config) => config.id)).not.toContain(b.id);
	});

	test('Delete All removes a player, and is disabled for protected configs', async ({ page }) => {
		const api = await asRoot(page);
		const steamId = uniqueSteamId();
		const name = `E2E ${steamId.slice(-6)}`;
		const base = { player_steamid: steamId, player_name: name, region: 'na' };
		await api.post('/game-admins', { ...base, flags: 'a' });
		await api.post('/game-admins', { ...base, flags: 'b' });
		await page.goto('/admin/game-servers?region=na');
		await expect(page.getByRole('button', { name: 'Delete All of Atlas' })).toBeDisabled();
		await page.getByRole('button', { name: `Delete All of ${name}` }).click();
		const confirm = page.getByRole('dialog', { name: 'Delete all configurations?' });
		await expect(confirm).toContainText(`all 2 configurations of ${name} in NA`);
		await expectNoAxeViolations(page);
		await confirm.getByRole('button', { name: 'Cancel' }).click();
		await expect(playerRow(page, steamId)).toBeVisible();
		await page.getByRole('button', { name: `Delete All of ${name}` }).click();
		await confirm.getByRole('button', { name: 'Delete All' }).click();
		await expect(playerRow(page, steamId)).toBeHidden();
		const left = ((await api.get('/game-admins?region=na')) as Config[]).filter(
			(config) => config.player_steamid === steamId,
		);
		expect(left).toEqual([]);

		// One configuration reads as one.
		const single = { ...base, player_steamid: uniqueSteamId(), player_name: `${name} solo` };
		await api.post('/game-admins', { ...single, flags: 'a' });
		await page.reload();
		await page.getByRole('button', { name: `Delete All of ${single.player_name}` }).click();
		await expect(page.getByRole('dialog', { name: 'Delete the configuration?' })).toContainText(
			`This deletes the configuration of ${single.player_name} in NA.`,
		);
	});
});

test.describe('game admins against an API that answers writes with a bare message', () => {
	test.describe.configure({ timeout: 60_000 });
	test('saves a new player, and a retry after a half-done save creates nothing twice', async ({
		page,
	}) => {
		const api = await asRoot(page);
		const steamId = uniqueSteamId();
		const writes = await answerWritesPlainly(page);
		// The second create fails once; the first has been made by then.
		let creates = 0;
		await page.route('**/api/game-admins', (route) =>
			route.request().method() === 'POST' && ++creates === 2
				? route.fulfill({ status: 500, json: { message: 'Internal server error' } })
				: route.fallback(),
		);
		await page.goto('/admin/game-servers');
		await page.getByRole('button', { name: 'Add Admin' }).click();
		await dialog(page).getByLabel('SteamID').fill(steamId);
		await dialog(page).getByLabel('Name').fill('E2E Plain');
		await configRow(page, 1).getByRole('checkbox', { name: 'b' }).check();
		await dialog(page).getByRole('button', { name: 'Add configuration' }).click();
		await configRow(page, 2).getByLabel('Group').selectOption({ label: 'Moderator' });
		await dialog(page).getByRole('button', { name: 'Save' }).click();
		await expect(dialog(page).getByRole('alert')).toHaveText(MESSAGES.admin.saveFailed);
		await expect(configRow(page, 1).getByText('New', { exact: true })).toBeHidden();
		await expect(configRow(page, 2).getByText('New', { exact: true })).toBeVisible();

		await configRow(page, 1).getByLabel('Immunity').fill('40');
		await dialog(page).getByRole('button', { name: 'Save' }).click();
		await expect(dialog(page)).toBeHidden();
		await expect(playerRow(page, steamId)).toContainText('E2E Plain');
		const mine = ((await api.get('/game-admins?region=eu')) as Config[]).filter(
			(config) => config.player_steamid === steamId,
		);
		expect(mine).toEqual([
			expect.objectContaining({ group_id: null, flags: 'b', immunity: 40 }),
			expect.objectContaining({ group_name: 'Moderator', flags: '' }),
		]);
		expect(writes).toEqual([
			'POST /api/game-admins',
			`PUT /api/game-admins/${mine[0]!.id}`,
			'POST /api/game-admins',
		]);
	});
});

test.describe('game admins: failures', () => {
	test("a failed list says 'Failed to fetch admin data. Please try again.'", async ({ page }) => {
		await loginAs(page, 'root');
		await failCalls(page, '**/api/game-admins?region=eu');
		await page.goto('/admin/game-servers');
		await expect(
			page.getByRole('alert').filter({ hasText: MESSAGES.admin.fetchFailed }),
		).toBeVisible();
		await expectNoAxeViolations(page);
	});

	test("failed servers, groups or flags say 'Failed to load page data.'", async ({ page }) => {
		await loginAs(page, 'root');
		await failCalls(page, '**/api/game-servers?region=eu');
		await page.goto('/admin/game-servers');
		await expect(
			page.getByRole('alert').filter({ hasText: MESSAGES.admin.pageLoadFailed }),
		).toBeVisible();
		await expect(page.getByRole('button', { name: 'Add Admin' })).toBeDisabled();
	});

	test("a player gone when Edit opens says 'Could not find admin data to edit.'", async ({
		page,
	}) => {
		await loginAs(page, 'root');
		await page.goto('/admin/game-servers');
		const edit = page.getByRole('button', { name: 'Edit All Configs of Nova' });
		await expect(edit).toBeVisible();
		await page.route('**/api/game-admins?region=eu', (route) => route.fulfill({ json: [] }));
		await edit.click();
		await expect(page.getByText(MESSAGES.admin.editNotFound)).toBeVisible();
		await expect(dialog(page)).toBeHidden();
	});

	test("a failed save says 'Failed to save admin data.' and keeps every edit", async ({ page }) => {
		await loginAs(page, 'root');
		const steamId = uniqueSteamId();
		await failCalls(page, '**/api/game-admins', 'POST');
		await page.goto('/admin/game-servers');
		await page.getByRole('button', { name: 'Add Admin' }).click();
		await dialog(page).getByLabel('SteamID').fill(steamId);
		await dialog(page).getByLabel('Name').fill('E2E Unsaved');
		await configRow(page, 1).getByRole('checkbox', { name: 'k' }).check();
		await dialog(page).getByRole('button', { name: 'Save' }).click();
		await expect(dialog(page).getByRole('alert')).toHaveText(MESSAGES.admin.saveFailed);
		await expect(dialog(page).getByLabel('SteamID')).toHaveValue(steamId);
		await expect(dialog(page).getByLabel('Name')).toHaveValue('E2E Unsaved');
		await expect(configRow(page, 1).getByRole('checkbox', { name: 'k' })).toBeChecked();
		await expectNoAxeViolations(page);
	});

	test("a failed Delete All says 'Failed to delete admin configurations.'", async ({ page }) => {
		const api = await asRoot(page);
		const steamId = uniqueSteamId();
		const name = `E2E ${steamId.slice(-6)}`;
		await api.post('/game-admins', {
			player_steamid: steamId,
			player_name: name,
			region: 'eu',
		});
		await failCalls(page, '**/api/game-admins/*', 'DELETE');
		await page.goto('/admin/game-servers');
		await page.getByRole('button', { name: `Delete All of ${name}` }).click();
		await page.getByRole('dialog').getByRole('button', { name: 'Delete All' }).click();
		await expect(page.getByText(MESSAGES.admin.deleteFailed)).toBeVisible();
		await expect(playerRow(page, steamId)).toBeVisible();
	});
});
