import type { Page } from '@playwright/test';
import { MESSAGES } from '../../src/config/messages';
import { ADMIN_MESSAGES } from '../../src/contract/admin';
import {
	adminApi,
	answerWritesPlainly,
	failCalls,
	uniqueName,
	uniqueSteamId,
} from './support/admin';
import { loginAs } from './support/accounts';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

interface Group {
	id: number;
	name: string;
	immunity: number;
	flags: string;
}

async function asRoot(page: Page) {
	return adminApi(page.request, await loginAs(page, 'root'));
}

const dialog = (page: Page) => page.getByRole('dialog');
const groupsTable = (page: Page, region = 'EU') =>
	page.getByRole('table', { name: `Admin groups of ${region}` });

async function findGroup(api: ReturnType<typeof adminApi>, region: string, name: string) {
	return ((await api.get(`/game-groups?region=${region}`)) as Group[]).find((g) => g.name === name);
}

test.describe('admin groups', () => {
	// Whole journeys of many steps, each checked against the API afterwards.
	test.describe.configure({ timeout: 60_000 });
	test('lists the groups of each region with id, name, immunity and flags', async ({ page }) => {
		const api = await asRoot(page);
		await page.goto('/admin/groups');
		const root = (await findGroup(api, 'eu', 'Root'))!;
		const row = groupsTable(page).getByRole('row').filter({ hasText: 'Root' }).first();
		await expect(row).toContainText(String(root.id));
		await expect(row.getByRole('list', { name: 'Flags of Root' }).getByRole('listitem')).toHaveText(
			['z', 'root'],
		);
		await expectNoAxeViolations(page);
		await page.getByRole('radio', { name: 'NA' }).click();
		const naRoot = (await findGroup(api, 'na', 'Root'))!;
		await expect(
			groupsTable(page, 'NA').getByRole('row').filter({ hasText: 'Root' }).first(),
		).toContainText(String(naRoot.id));
	});

	test('adds a group with custom flags, refusing empty names, bad flags and duplicates', async ({
		page,
	}) => {
		const api = await asRoot(page);
		const name = uniqueName('E2E Group');
		await page.goto('/admin/groups');
		await page.getByRole('button', { name: 'Add Group' }).click();
		await expect(dialog(page).getByLabel('Immunity')).toHaveValue('100');
		await dialog(page).getByRole('button', { name: 'Save' }).click();
		await expect(dialog(page).getByText(ADMIN_MESSAGES.groupNameRequired)).toBeVisible();

		const custom = dialog(page).getByLabel('Custom flag');
		const add = dialog(page).getByRole('button', { name: 'Add flag' });
		await add.click();
		await expect(dialog(page).getByText(ADMIN_MESSAGES.flagNameRequired)).toBeVisible();
		await custom.fill('two words');
		await add.click();
		await expect(dialog(page).getByText(ADMIN_MESSAGES.flagNameInvalid)).toBeVisible();
		await custom.fill('a,b');
		await add.click();
		await expect(dialog(page).getByText(ADMIN_MESSAGES.flagNameInvalid)).toBeVisible();
		await custom.fill('e2eflag');
		await custom.press('Enter');
		await custom.fill('e2eflag');
		await add.click();
		await custom.fill('a');
		await add.click();
		await expect(dialog(page).getByRole('checkbox', { name: 'e2eflag' })).toHaveCount(1);
		await expect(dialog(page).getByRole('checkbox', { name: 'e2eflag' })).toBeChecked();
		await expect(dialog(page).getByRole('checkbox', { name: 'a', exact: true })).toHaveCount(1);
		await expect(dialog(page).getByRole('checkbox', { name: 'a', exact: true })).toBeChecked();
		await expectNoAxeViolations(page);

		await dialog(page).getByLabel('Group name').fill(name);
		await dialog(page).getByLabel('Immunity').fill('35');
		await dialog(page).getByRole('button', { name: 'Save' }).click();
		await expect(dialog(page)).toBeHidden();
		await expect(groupsTable(page)).toContainText(name);
		expect(await findGroup(api, 'eu', name)).toMatchObject({ immunity: 35, flags: 'e2eflag,a' });
	});

	test('edits name, immunity and flags (two calls) and deletes a group', async ({ page }) => {
		const api = await asRoot(page);
		const name = uniqueName('E2E Edit');
		const renamed = `${name} v2`;
		const group: Group = await api.post('/game-groups', {
			name,
			immunity: 20,
			flags: 'a,b',
			region: 'na',
		});
		const calls: string[] = [];
		page.on('request', (request) => {
			if (request.method() === 'PUT') calls.push(new URL(request.url()).pathname);
		});
		await page.goto('/admin/groups?region=na');
		await page.getByRole('button', { name: `Edit ${name}` }).click();
		await expect(dialog(page).getByLabel('Group name')).toHaveValue(name);
		await dialog(page).getByLabel('Group name').fill(renamed);
		await dialog(page).getByLabel('Immunity').fill('60');
		await dialog(page).getByRole('checkbox', { name: 'a', exact: true }).uncheck();
		await dialog(page).getByRole('checkbox', { name: 'vip' }).check();
		await dialog(page).getByRole('button', { name: 'Save' }).click();
		await expect(dialog(page)).toBeHidden();
		expect(calls).toEqual([`/api/game-groups/${group.id}`, `/api/game-groups/${group.id}/flags`]);
		expect(await findGroup(api, 'na', renamed)).toMatchObject({
			id: group.id,
			immunity: 60,
			flags: 'b,vip',
		});

		await page.getByRole('button', { name: `Delete ${renamed}` }).click();
		const confirm = page.getByRole('dialog', { name: 'Delete group?' });
		await expectNoAxeViolations(page);
		await confirm.getByRole('button', { name: 'Delete' }).click();
		await expect(groupsTable(page, 'NA')).not.toContainText(renamed);
		expect(await findGroup(api, 'na', renamed)).toBeUndefined();
	});
});

test.describe('admin groups against an API that answers writes with a bare message', () => {
	test.describe.configure({ timeout: 60_000 });
	test('adds, edits (flags call included) and deletes a group', async ({ page }) => {
		const api = await asRoot(page);
		const writes = await answerWritesPlainly(page);
		const name = uniqueName('E2E Plain');
		const renamed = `${name} v2`;
		await page.goto('/admin/groups?region=na');
		await page.getByRole('button', { name: 'Add Group' }).click();
		await dialog(page).getByLabel('Group name').fill(name);
		await dialog(page).getByRole('checkbox', { name: 'b', exact: true }).check();
		await dialog(page).getByRole('button', { name: 'Save' }).click();
		await expect(dialog(page)).toBeHidden();
		await expect(page.getByText(`Saved the group ${name}.`)).toBeVisible();
		const group = (await findGroup(api, 'na', name))!;
		expect(group).toMatchObject({ flags: 'b' });

		await page.getByRole('button', { name: `Edit ${name}` }).click();
		await dialog(page).getByLabel('Group name').fill(renamed);
		await dialog(page).getByRole('checkbox', { name: 'vip' }).check();
		await dialog(page).getByRole('button', { name: 'Save' }).click();
		await expect(dialog(page)).toBeHidden();
		await expect(
			groupsTable(page, 'NA')
				.getByRole('list', { name: `Flags of ${renamed}` })
				.getByRole('listitem'),
		).toHaveText(['b', 'vip']);
		expect(await findGroup(api, 'na', renamed)).toMatchObject({ id: group.id, flags: 'b,vip' });

		await page.getByRole('button', { name: `Delete ${renamed}` }).click();
		await page
			.getByRole('dialog', { name: 'Delete group?' })
			.getByRole('button', { name: 'Delete' })
			.click();
		await expect(groupsTable(page, 'NA')).not.toContainText(renamed);
		expect(writes).toEqual([
			'POST /api/game-groups',
			`PUT /api/game-groups/${group.id}`,
			`PUT /api/game-groups/${group.id}/flags`,
			`DELETE /api/game-groups/${group.id}`,
		]);
	});
});

test.describe('admin groups: failures', () => {
	test("a failed list says 'Failed to fetch EU groups.'", async ({ page }) => {
		await loginAs(page, 'root');
		await failCalls(page, '**/api/game-groups?region=eu');
		await page.goto('/admin/groups');
		await expect(
			page.getByRole('alert').filter({ hasText: MESSAGES.admin.groupsFetchFailed('EU') }),
		).toBeVisible();
		await expectNoAxeViolations(page);
	});

	test("a failed save says 'Failed to save group' with the server's words", async ({ page }) => {
		await loginAs(page, 'root');
		await page.goto('/admin/groups');
		await page.getByRole('button', { name: 'Add Group' }).click();
		await dialog(page).getByLabel('Group name').fill('staff');
		await dialog(page).getByRole('button', { name: 'Save' }).click();
		await expect(dialog(page).getByRole('alert')).toHaveText(
			`${MESSAGES.admin.saveGroupFailed}: ${ADMIN_MESSAGES.groupNameTaken}`,
		);
		await expect(dialog(page).getByLabel('Group name')).toHaveValue('staff');
	});

	test("a failed delete says 'Failed to delete group' with the server's words", async ({
		page,
	}) => {
		const api = await asRoot(page);
		const name = uniqueName('E2E Used');
		const group: Group = await api.post('/game-groups', { name, region: 'eu' });
		await api.post('/game-admins', {
			player_steamid: uniqueSteamId(),
			group_id: group.id,
			region: 'eu',
		});
		await page.goto('/admin/groups');
		await page.getByRole('button', { name: `Delete ${name}` }).click();
		await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
		await expect(
			page.getByText(`${MESSAGES.admin.deleteGroupFailed}: ${ADMIN_MESSAGES.groupInUse}`),
		).toBeVisible();
		await expect(groupsTable(page)).toContainText(name);
	});
});
