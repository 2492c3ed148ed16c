// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/config/messages';
import { ADMIN_MESSAGES } from '../../src/contract/admin';
import GameServersAdmin from '../../src/features/admin/components/GameServersAdmin';
import GroupsAdmin from '../../src/features/admin/components/GroupsAdmin';
import { $notices } from '../../src/lib/notices';
import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts';
import { bearer, logInAs, type TestApp } from '../fixtures/reference-api';
import { interceptApi, renderIsland, type ApiCall } from './render-island';

const STEAM_ID = '76561199000000123';
const noticeTexts = () => $notices.get().map((notice) => notice.text);
const fail = (status: number, message: string) => Response.json({ message }, { status });

/** The reference API, answering every successful admin write with only `{ "message": "ok" }`. */
function plainWrites(): { app: TestApp; writes: { key: string; body: unknown }[] } {
	const writes: { key: string; body: unknown }[] = [];
	const app = interceptApi((call: ApiCall) => {
		if (!/^(POST|PUT|DELETE) \/api\/game-(admins|groups)/.test(call.key)) return undefined;
		writes.push({
			key: call.key,
			body: call.init?.body ? JSON.parse(String(call.init.body)) : null,
		});
		return call
			.forward()
			.then((answer) =>
				answer.ok ? Response.json({ message: 'ok' }, { status: answer.status }) : answer,
			);
	});
	return { app, writes };
}

/** The reference API with the `key` call held until `release` runs, to see the loading state. */
function holding(key: string) {
	let release = () => {};
	const gate = new Promise<void>((resolve) => (release = resolve));
	const app = interceptApi((call) => (call.key === key ? gate.then(call.forward) : undefined));
	return { app, release };
}

/** The islands of the admin pages, by the page's last path segment. */
const ADMIN_PAGES = { 'game-servers': GameServersAdmin, groups: GroupsAdmin };

async function renderAdmin(view: keyof typeof ADMIN_PAGES, app?: TestApp) {
	const Page = ADMIN_PAGES[view];
	const rendered = await renderIsland(<Page />, {
		account: DEMO_ACCOUNTS.root,
		app,
	});
	expect(screen.getByRole('status')).toHaveTextContent('Checking access…');
	await act(() => rendered.session);
	return rendered;
}

/** What the API holds now, read as root. */
async function apiList(app: TestApp, path: string) {
	const token = await logInAs(app, DEMO_ACCOUNTS.root);
	return (await app.request(path, { headers: bearer(token) })).json();
}

describe('admin groups', () => {
	beforeEach(() => window.history.replaceState(null, '', '/admin/groups'));

	it('loads, then lists the groups of the region', async () => {
		const { app, release } = holding('GET /api/game-groups');
		await renderAdmin('groups', app);
		expect(await screen.findByText('Loading groups…')).toBeInTheDocument();
		release();
		const table = await screen.findByRole('table', { name: 'Admin groups of EU' });
		expect(within(table).getByRole('list', { name: 'Flags of Root' })).toHaveTextContent('zroot');
	});

	it("says 'Failed to fetch EU groups.' when the list fails, and loads again on retry", async () => {
		let failing = true;
		const app = interceptApi(({ key }) =>
			key === 'GET /api/game-groups' && failing ? fail(500, 'down') : undefined,
		);
		await renderAdmin('groups', app);
		expect(await screen.findByText(MESSAGES.admin.groupsFetchFailed('EU'))).toBeInTheDocument();
		failing = false;
		await userEvent.click(screen.getByRole('button', { name: /retry/i }));
		expect(await screen.findByRole('table', { name: 'Admin groups of EU' })).toBeInTheDocument();
	});

	it('saves an edited group, flags included, when each write answers only a message', async () => {
		const { app, writes } = plainWrites();
		await renderAdmin('groups', app);
		await userEvent.click(await screen.findByRole('button', { name: 'Edit Moderator' }));
		const dialog = await screen.findByRole('dialog');
		await userEvent.clear(within(dialog).getByLabelText('Group name'));
		await userEvent.type(within(dialog).getByLabelText('Group name'), 'Mods');
		await userEvent.click(within(dialog).getByRole('checkbox', { name: 'vip' }));
		await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
		await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
		expect(writes.map((write) => write.key)).toEqual([
			expect.stringMatching(/^PUT \/api\/game-groups\/\d+$/),
			expect.stringMatching(/^PUT \/api\/game-groups\/\d+\/flags$/),
		]);
		expect(writes[1]!.body).toMatchObject({ flags: expect.stringContaining('vip') });
		expect(noticeTexts()).toContain('Saved the group Mods.');
		const flags = await screen.findByRole('list', { name: 'Flags of Mods' });
		expect(within(flags).getByText('vip')).toBeInTheDocument();
	});

	it('adds a group when the create answers only a message', async () => {
		const { app, writes } = plainWrites();
		await renderAdmin('groups', app);
		await userEvent.click(await screen.findByRole('button', { name: 'Add Group' }));
		const dialog = await screen.findByRole('dialog');
		await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
		expect(within(dialog).getByText(ADMIN_MESSAGES.groupNameRequired)).toBeInTheDocument();
		await userEvent.type(within(dialog).getByLabelText('Group name'), 'Helpers');
		// The error goes once the name is filled, before the next save.
		expect(within(dialog).queryByText(ADMIN_MESSAGES.groupNameRequired)).toBeNull();
		await userEvent.click(within(dialog).getByRole('checkbox', { name: 'b' }));
		await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
		expect(await screen.findByRole('list', { name: 'Flags of Helpers' })).toHaveTextContent('b');
		expect(writes.map((write) => write.key)).toEqual(['POST /api/game-groups']);
	});

	it("says 'Failed to save group' with the server's words", async () => {
		await renderAdmin('groups');
		await userEvent.click(await screen.findByRole('button', { name: 'Add Group' }));
		const dialog = await screen.findByRole('dialog');
		await userEvent.type(within(dialog).getByLabelText('Group name'), 'Staff');
		await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
		expect(await within(dialog).findByRole('alert')).toHaveTextContent(
			`${MESSAGES.admin.saveGroupFailed}: ${ADMIN_MESSAGES.groupNameTaken}`,
		);
	});
});

describe('game admins', () => {
	beforeEach(() => window.history.replaceState(null, '', '/admin/game-servers'));

	it('loads, then shows the players of the region', async () => {
		const { app, release } = holding('GET /api/game-admins');
		await renderAdmin('game-servers', app);
		expect(await screen.findByText('Loading admins…')).toBeInTheDocument();
		release();
		const table = await screen.findByRole('table', { name: 'Game admins by player' });
		expect(within(table).getByText('Nova')).toBeInTheDocument();
	});

	it("says 'Failed to fetch admin data. Please try again.' when the list fails", async () => {
		const app = interceptApi(({ key }) =>
			key === 'GET /api/game-admins' ? fail(500, 'down') : undefined,
		);
		await renderAdmin('game-servers', app);
		expect(await screen.findByText(MESSAGES.admin.fetchFailed)).toBeInTheDocument();
	});

	it("says 'Failed to load page data.' when the groups fail, and keeps Add Admin off", async () => {
		const app = interceptApi(({ key }) =>
			key === 'GET /api/game-groups' ? fail(500, 'down') : undefined,
		);
		await renderAdmin('game-servers', app);
		expect(await screen.findByText(MESSAGES.admin.pageLoadFailed)).toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'Add Admin' })).toBeDisabled();
	});

	it('adds a player with two configurations when each create answers only a message', async () => {
		const { app, writes } = plainWrites();
		await renderAdmin('game-servers', app);
		await userEvent.click(await screen.findByRole('button', { name: 'Add Admin' }));
		const dialog = await screen.findByRole('dialog');
		await userEvent.type(within(dialog).getByLabelText('SteamID'), STEAM_ID);
		await userEvent.type(within(dialog).getByLabelText('Name'), 'Plain');
		await userEvent.click(within(dialog).getByRole('checkbox', { name: 'b' }));
		await userEvent.click(within(dialog).getByRole('button', { name: 'Add configuration' }));
		const second = within(dialog).getByRole('listitem', { name: /^Configuration 2\b/ });
		await userEvent.selectOptions(within(second).getByLabelText('Group'), 'Moderator');
		await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
		await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
		const table = screen.getByRole('table', { name: 'Game admins by player' });
		expect(await within(table).findByText(STEAM_ID, { exact: false })).toBeInTheDocument();
		expect(writes.map((write) => write.key)).toEqual([
			'POST /api/game-admins',
			'POST /api/game-admins',
		]);
		const configs = (await apiList(app, '/api/game-admins?region=eu')) as {
			player_steamid: string;
		}[];
		expect(configs.filter((config) => config.player_steamid === STEAM_ID)).toHaveLength(2);
	});
});
