// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/config/messages';
import ProfilePage from '../../src/features/profile/components/ProfilePage';
import { LINK_STARTED_KEY, markLinkStarted } from '../../src/features/profile/link-mark';
import { $notices, clearNotices } from '../../src/lib/notices';
import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts';
import { createTestApp, type TestApp, lazyTestApp } from '../fixtures/reference-api';
import { renderIsland } from './render-island';

const player = DEMO_ACCOUNTS.player;

/** The reference API, except for the calls `answers` names (by method and path). */
function withAnswers(
	answers: Record<string, (init?: RequestInit) => Response | Promise<Response>>,
) {
	const app = lazyTestApp();
	const requests: { key: string; body: unknown }[] = [];
	const wrapped = {
		request: (input: RequestInfo | URL, init?: RequestInit) => {
			const key = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://site').pathname}`;
			const answer = answers[key];
			if (!answer) return app.request(input, init);
			requests.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
			return answer(init);
		},
	} as TestApp;
	return { app: wrapped, requests };
}

const json = (status: number, body: unknown) => () => Response.json(body, { status });

/** Unlinks a provider through its confirmation, forgets the notice and answers its Link button. */
async function unlinkFirst(name: string) {
	await userEvent.click(screen.getByRole('button', { name: `Unlink ${name}` }));
	const dialog = await screen.findByRole('dialog', { name: `Unlink ${name}?` });
	await userEvent.click(within(dialog).getByRole('button', { name: `Unlink ${name}` }));
	const link = await screen.findByRole('button', { name: `Link ${name}` });
	clearNotices();
	return link;
}
const noticeTexts = () => $notices.get().map((notice) => notice.text);

async function renderProfile(app?: TestApp) {
	const view = await renderIsland(<ProfilePage />, { account: player, app });
	await act(() => view.session);
	await screen.findByRole('heading', { name: player.username });
	return view;
}

beforeEach(() => {
	window.history.replaceState(null, '', '/profile');
	sessionStorage.clear();
});

describe('ProfilePage', () => {
	it('shows the header with role and member-since date in en-GB', async () => {
		await renderProfile();
		expect(screen.getByText('Player')).toBeInTheDocument();
		expect(screen.getByText('Member since 27 August 2023')).toBeInTheDocument();
	});

	it('masks the e-mail except its first character until the eye is pressed', async () => {
		await renderProfile();
		const email = screen.getByTestId('profile-email');
		expect(email).toHaveTextContent(/^p•+@•+$/);
		expect(email).not.toHaveTextContent('com');
		const toggle = screen.getByRole('button', { name: 'Show e-mail address' });
		expect(toggle).toHaveAttribute('aria-pressed', 'false');
		await userEvent.click(toggle);
		expect(toggle).toHaveAttribute('aria-pressed', 'true');
		expect(email).toHaveTextContent(player.email);
		await userEvent.click(toggle);
		expect(email).toHaveTextContent(/^p•+@/);
	});

	it("says 'Discord account successfully linked!' after a link redirect and cleans the URL", async () => {
		window.history.replaceState(null, '', '/profile?success=discord_linked&tab=1');
		await renderProfile();
		expect(noticeTexts()).toEqual([MESSAGES.linking.discordLinked]);
		expect(window.location.search).toBe('?tab=1');
	});

	it("says 'Steam account successfully linked!' for steam_linked", async () => {
		window.history.replaceState(null, '', '/profile?success=steam_linked');
		await renderProfile();
		expect(noticeTexts()).toEqual([MESSAGES.linking.steamLinked]);
		expect(window.location.search).toBe('');
	});

	it('shows the text of an error query when this tab started a link in the last 10 minutes', async () => {
		markLinkStarted(Date.now() - 9 * 60 * 1000);
		window.history.replaceState(null, '', '/profile?error=Steam%20said%20no');
		await renderProfile();
		expect(noticeTexts()).toEqual(['Steam said no']);
		expect(window.location.search).toBe('');
		expect(sessionStorage.getItem(LINK_STARTED_KEY)).toBeNull();
	});

	it.each([
		['no link was started', null],
		['the link was started over 10 minutes ago', 11 * 60 * 1000],
	])('ignores an error query when %s', async (_case, startedAgo) => {
		if (startedAgo !== null) markLinkStarted(Date.now() - startedAgo);
		window.history.replaceState(
			null,
			'',
			'/profile?error=Call%20%2B1-555%20to%20fix%20your%20account',
		);
		await renderProfile();
		expect(noticeTexts()).toEqual([]);
		expect(window.location.search).toBe('');
	});

	it.each([
		['Discord', MESSAGES.linking.discordNeedsLogin],
		['Steam', MESSAGES.linking.steamNeedsLogin],
	])('Link %s without a stored token says %s', async (name, message) => {
		const { app } = await createTestApp();
		await renderProfile(app);
		const link = await unlinkFirst(name);
		localStorage.removeItem('authToken');
		await userEvent.click(link);
		expect(noticeTexts()).toEqual([message]);
	});

	it.each([
		['Discord', 'discord', MESSAGES.linking.discordNeedsLogin],
		['Steam', 'steam', MESSAGES.linking.steamNeedsLogin],
	])('Link %s says %s when the link call answers 401', async (name, provider, message) => {
		const { app, requests } = withAnswers({
			[`POST /api/auth/${provider}/link`]: json(401, { message: 'Authentication required' }),
		});
		await renderProfile(app);
		await userEvent.click(await unlinkFirst(name));
		await waitFor(() => expect(noticeTexts()).toEqual([message]));
		expect(requests.map((request) => request.key)).toEqual([`POST /api/auth/${provider}/link`]);
		expect(screen.getByRole('button', { name: `Link ${name}` })).toBeEnabled();
	});

	it.each([
		['Discord', 'discord', 'a 500', json(500, { message: 'down' })],
		['Steam', 'steam', 'a 500', json(500, { message: 'down' })],
		['Discord', 'discord', 'a network failure', () => Promise.reject(new TypeError('offline'))],
		['Steam', 'steam', 'an address on another host', json(200, { url: '//evil.example/x' })],
	])(
		'Link %s shows an error notice after %s and stays usable',
		async (name, provider, _what, answer) => {
			const { app } = withAnswers({ [`POST /api/auth/${provider}/link`]: answer });
			await renderProfile(app);
			const link = await unlinkFirst(name);
			await userEvent.click(link);
			const failed =
				provider === 'discord'
					? MESSAGES.linking.linkDiscordFailed
					: MESSAGES.linking.linkSteamFailed;
			await waitFor(() => expect(noticeTexts()).toEqual([failed]));
			expect(link).toBeEnabled();
			expect(link).not.toHaveAttribute('aria-busy');
		},
	);

	it('unlinks Discord and Steam once confirmed and shows them as not connected', async () => {
		await renderProfile();
		const accounts = screen.getByRole('region', { name: 'Connected Accounts' });
		const confirmUnlink = async (name: string) => {
			await userEvent.click(within(accounts).getByRole('button', { name: `Unlink ${name}` }));
			const dialog = await screen.findByRole('dialog', { name: `Unlink ${name}?` });
			await userEvent.click(within(dialog).getByRole('button', { name: `Unlink ${name}` }));
		};
		await confirmUnlink('Discord');
		await within(accounts).findByRole('button', { name: 'Link Discord' });
		await confirmUnlink('Steam');
		await within(accounts).findByRole('button', { name: 'Link Steam' });
		expect(noticeTexts()).toEqual([
			MESSAGES.linking.unlinkedDiscord,
			MESSAGES.linking.unlinkedSteam,
		]);
		expect(within(accounts).getAllByText('Not connected')).toHaveLength(2);
	});

	it('keeps the account linked when the unlink is cancelled', async () => {
		const { app, requests } = withAnswers({
			'POST /api/auth/unlink-discord': json(200, { message: 'ok' }),
		});
		await renderProfile(app);
		await userEvent.click(screen.getByRole('button', { name: 'Unlink Discord' }));
		const dialog = await screen.findByRole('dialog', { name: 'Unlink Discord?' });
		expect(dialog).toHaveTextContent('will no longer be linked');
		await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
		expect(requests).toEqual([]);
		expect(screen.getByRole('button', { name: 'Unlink Discord' })).toBeInTheDocument();
	});

	it.each([
		['discord', 'Discord', MESSAGES.linking.unlinkDiscordFailed],
		['steam', 'Steam', MESSAGES.linking.unlinkSteamFailed],
	])("says '%s' unlink failure", async (provider, name, message) => {
		const { app } = withAnswers({
			[`POST /api/auth/unlink-${provider}`]: json(500, { message: 'boom' }),
		});
		await renderProfile(app);
		await userEvent.click(screen.getByRole('button', { name: `Unlink ${name}` }));
		const dialog = await screen.findByRole('dialog', { name: `Unlink ${name}?` });
		await userEvent.click(within(dialog).getByRole('button', { name: `Unlink ${name}` }));
		await waitFor(() => expect(noticeTexts()).toEqual([message]));
		expect(screen.getByRole('button', { name: `Unlink ${name}` })).toBeInTheDocument();
	});

	it('shows no donations and an inactive status when the donation calls fail', async () => {
		const { app } = withAnswers({
			'GET /api/donations/my': json(500, { message: 'down' }),
			'GET /api/donations/my/donator-status': json(500, { message: 'down' }),
		});
		await renderProfile(app);
		expect(await screen.findByText('No donations yet')).toBeInTheDocument();
		expect(screen.getByText('Inactive')).toBeInTheDocument();
		expect(noticeTexts()).toEqual([]);
	});

	it('lists donations with status and the running Donator time', async () => {
		const { app } = withAnswers({
			'GET /api/donations/my': json(200, [
				{ id: 2, createdAt: '2025-03-02T10:00:00Z', amount: 30, status: 'paid', message: 'GG' },
				{ id: 1, createdAt: '2025-03-01T10:00:00Z', amount: 5, status: 'pending', message: null },
				{ id: 0, createdAt: '2025-02-01T10:00:00Z', amount: 9, status: 'expired', message: null },
			]),
			'GET /api/donations/my/donator-status': json(200, {
				active: true,
				expiryDate: '2099-05-02T10:00:00Z',
			}),
		});
		await renderProfile(app);
		const section = screen.getByRole('region', { name: 'My Donations' });
		expect(await within(section).findByText('€30')).toBeInTheDocument();
		expect(within(section).getByText('Paid')).toBeInTheDocument();
		expect(within(section).getByText('Pending')).toBeInTheDocument();
		expect(within(section).getByText('Expired')).toBeInTheDocument();
		expect(within(section).getByText('“GG”')).toBeInTheDocument();
		expect(within(section).getByText('Active until 02/05/2099')).toBeInTheDocument();
	});
});

describe('Change Password modal', () => {
	async function openModal(app?: TestApp) {
		await renderProfile(app);
		await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
		const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
		const fill = async (current: string, next: string, confirm: string) => {
			await userEvent.type(within(dialog).getByLabelText('Current password'), current);
			await userEvent.type(within(dialog).getByLabelText('New password'), next);
			await userEvent.type(within(dialog).getByLabelText('Confirm new password'), confirm);
			await userEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));
		};
		return { dialog, fill };
	}

	it('shows the password rules of register and reset, met as the new password grows', async () => {
		const { dialog } = await openModal();
		const rules = within(dialog).getByRole('list', { name: 'Password requirements' });
		expect(within(rules).getAllByRole('listitem')).toHaveLength(5);
		expect(within(rules).getAllByText('(not met)', { exact: false })).toHaveLength(5);
		await userEvent.type(within(dialog).getByLabelText('New password'), 'Abcdefg1!');
		expect(within(rules).getAllByText('(met)', { exact: false })).toHaveLength(5);
	});

	it("says 'New passwords do not match!' and sends nothing", async () => {
		const { app, requests } = withAnswers({
			'POST /api/auth/change-password': json(200, { message: 'ok' }),
		});
		const { fill } = await openModal(app);
		await fill('PlayerPass1!', 'NewPass1!', 'NewPass2!');
		expect(noticeTexts()).toEqual([MESSAGES.validation.newPasswordsMismatch]);
		expect(requests).toEqual([]);
		expect(await screen.findByRole('dialog')).toBeInTheDocument();
	});

	it("posts { currentPassword, newPassword }, says 'Password changed successfully!' and closes", async () => {
		const { app, requests } = withAnswers({
			'POST /api/auth/change-password': json(200, { message: 'Password updated' }),
		});
		const { fill } = await openModal(app);
		await fill('PlayerPass1!', 'NewPass1!', 'NewPass1!');
		await waitFor(() => expect(noticeTexts()).toEqual([MESSAGES.changePassword.success]));
		expect(requests).toEqual([
			{
				key: 'POST /api/auth/change-password',
				body: { currentPassword: 'PlayerPass1!', newPassword: 'NewPass1!' },
			},
		]);
		expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
	});

	it.each([
		[
			'the server message',
			json(400, { message: 'Current password is incorrect' }),
			'Current password is incorrect',
		],
		[
			"'Failed to change password' without one",
			() => new Response('', { status: 500 }),
			MESSAGES.changePassword.failed,
		],
		[
			"'An error occurred while changing password' when the network fails",
			() => Promise.reject(new TypeError('Failed to fetch')),
			MESSAGES.changePassword.error,
		],
	])('shows %s', async (_name, answer, message) => {
		const { app } = withAnswers({ 'POST /api/auth/change-password': answer });
		const { fill } = await openModal(app);
		await fill('PlayerPass1!', 'NewPass1!', 'NewPass1!');
		await waitFor(() => expect(noticeTexts()).toEqual([message]));
		expect(await screen.findByRole('dialog')).toBeInTheDocument();
	});
});
