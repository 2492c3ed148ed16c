// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../src/config/messages';
import { resetServersCache } from '../../src/features/servers/api';
import ServersPage from '../../src/features/servers/components/ServersPage';
import ServersWidget from '../../src/features/servers/components/ServersWidget';
import { ServerListSchema } from '../../src/contract/servers';
import { $notices } from '../../src/lib/notices';
import { createTestApp, type TestApp, lazyTestApp } from '../fixtures/reference-api';
import { strictAnswer } from '../fixtures/strict-schema';
import { renderIsland } from './render-island';

beforeEach(() => resetServersCache());

/** The reference API, except that `GET /servers` gives the answer the test wants. */
function answerServersWith(answer: () => Response | Promise<Response>): TestApp {
	const app = lazyTestApp();
	return {
		request: (input: RequestInfo | URL, init?: RequestInit) =>
			String(input).endsWith('/servers') ? answer() : app.request(input, init),
	} as TestApp;
}
afterEach(() => resetServersCache());

async function seededServers(app: Awaited<ReturnType<typeof renderIsland>>['app']) {
	const response = await app.request('/api/servers');
	return ServerListSchema.parse(await response.json());
}

describe('ServersPage', () => {
	it('shows a card per server with players, address, Connect link and the summary', async () => {
		const { app } = await renderIsland(<ServersPage />);
		const servers = await seededServers(app);
		const cards = await screen.findAllByRole('listitem');
		expect(cards).toHaveLength(servers.length);

		const first = servers[0]!;
		const card = within(cards[0]!);
		expect(card.getByRole('heading', { name: first.title })).toBeInTheDocument();
		expect(card.getByText(`${first.host}:${first.port}`)).toBeInTheDocument();
		expect(card.getByRole('link', { name: `Connect to ${first.title}` })).toHaveAttribute(
			'href',
			`steam://run/730//+connect%20${first.host}:${first.port}`,
		);

		const players = servers.reduce((sum, server) => sum + server.players, 0);
		const capacity = servers.reduce((sum, server) => sum + server.maxPlayers, 0);
		expect(screen.getByText(`${players} Active Players`)).toBeInTheDocument();
		expect(screen.getByText('Total Servers').nextSibling).toHaveTextContent(String(servers.length));
		expect(screen.getByText('Total Capacity').nextSibling).toHaveTextContent(String(capacity));
		expect(
			screen.getByText(`${Math.round((players / capacity) * 100)}% of capacity`),
		).toBeInTheDocument();
	});

	it('marks the full server, and only that one', async () => {
		const { app } = await renderIsland(<ServersPage />);
		const servers = await seededServers(app);
		await screen.findAllByRole('listitem');
		const full = servers.filter((server) => server.players >= server.maxPlayers);
		expect(full.length).toBeGreaterThan(0);
		expect(screen.getAllByText('· Full')).toHaveLength(full.length);
	});

	it("copies host:port and says 'IP copied to clipboard!'", async () => {
		const writeText = vi.fn(() => Promise.resolve());
		Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
		const { app } = await renderIsland(<ServersPage />);
		const [first] = await seededServers(app);
		await userEvent.click(
			await screen.findByRole('button', { name: `Copy IP of ${first!.title}` }),
		);
		expect(writeText).toHaveBeenCalledWith(`${first!.host}:${first!.port}`);
		await waitFor(() =>
			expect($notices.get().map((notice) => notice.text)).toEqual([MESSAGES.servers.ipCopied]),
		);
	});

	it("logs 'Failed to copy IP' when the clipboard refuses, with no notice", async () => {
		const writeText = vi.fn(() => Promise.reject(new Error('denied')));
		Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
		const log = vi.spyOn(console, 'error').mockImplementation(() => {});
		await renderIsland(<ServersPage />);
		const [button] = await screen.findAllByRole('button', { name: /^Copy IP/ });
		await userEvent.click(button!);
		await waitFor(() =>
			expect(log).toHaveBeenCalledWith(MESSAGES.servers.copyFailed, expect.any(Error)),
		);
		expect($notices.get()).toEqual([]);
	});

	it('shows the empty state when the list is empty', async () => {
		await renderIsland(<ServersPage />, { app: answerServersWith(() => Response.json([])) });
		expect(await screen.findByText(MESSAGES.servers.empty)).toBeInTheDocument();
		expect(screen.getByText(MESSAGES.servers.emptyHint)).toBeInTheDocument();
		expect(screen.getByText('0 Active Players')).toBeInTheDocument();
	});

	it.each([
		['a server error', () => Response.json({ message: 'down' }, { status: 503 })],
		['a malformed answer', () => Response.json({ servers: 'nope' })],
		['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
	])('logs %s and shows the empty state', async (_case, answer) => {
		const log = vi.spyOn(console, 'error').mockImplementation(() => {});
		await renderIsland(<ServersPage />, { app: answerServersWith(answer) });
		expect(await screen.findByText(MESSAGES.servers.empty)).toBeInTheDocument();
		expect(log).toHaveBeenCalledWith('Failed to load servers:', expect.anything());
	});
});

describe('ServersWidget', () => {
	it('lists every server with a direct Connect link and shares one request with the page', async () => {
		const { app, fetch } = await renderIsland(
			<>
				<ServersWidget />
				<ServersPage />
			</>,
		);
		const servers = await seededServers(app);
		const links = await screen.findAllByRole('link', { name: /^Connect to / });
		expect(links).toHaveLength(servers.length * 2);
		for (const link of links) expect(link.getAttribute('href')).toMatch(/^steam:\/\/run\/730\/\//);
		const serverCalls = fetch.mock.calls.filter(([input]) => String(input).endsWith('/servers'));
		expect(serverCalls).toHaveLength(1);
	});
});

/** The reference API, except for the paths `answer` returns a response for. */
function answerSomeWith(answer: (url: URL) => Response | undefined): TestApp {
	const app = lazyTestApp();
	return {
		request: (input: RequestInfo | URL, init?: RequestInit) =>
			answer(new URL(String(input), 'http://localhost')) ?? app.request(input, init),
	} as TestApp;
}

describe('server card history and map', () => {
	it("shows each server's map, its last 24 hours and the day's peak", async () => {
		const { app } = await renderIsland(<ServersPage />);
		const servers = await seededServers(app);
		const cards = await screen.findAllByRole('listitem');
		for (const [index, server] of servers.entries()) {
			const card = within(cards[index]!);
			expect(server.map).toBeTruthy();
			expect(card.getByText(server.map!)).toBeInTheDocument();
			expect(
				await card.findByText(
					new RegExp(
						`^Players over the last 24 hours: peak \\d+ at \\d\\d:\\d\\d, now ${server.players}$`,
					),
				),
			).toBeInTheDocument();
			expect(card.getByText(/^24 h peak/)).toBeInTheDocument();
			expect(cards[index]!.querySelector('svg.sparkline path.sparkline__line')).toHaveAttribute(
				'd',
				expect.stringMatching(/^M0 /),
			);
		}
	});

	it('shows the card without map and history when the API sends neither', async () => {
		const { app: reference } = await createTestApp();
		const list = strictAnswer(ServerListSchema).parse(
			await (await reference.request('/api/servers')).json(),
		);
		const app = answerSomeWith((url) => {
			if (url.pathname.endsWith('/servers')) {
				return Response.json(list.map(({ map: _map, ...server }) => server));
			}
			if (url.pathname.endsWith('/history'))
				return Response.json({ message: 'Not found' }, { status: 404 });
			return undefined;
		});
		await renderIsland(<ServersPage />, { app });
		const cards = await screen.findAllByRole('listitem');
		expect(cards).toHaveLength(list.length);
		expect(screen.queryByText('Map')).not.toBeInTheDocument();
		await waitFor(() =>
			expect(screen.getAllByText(MESSAGES.servers.historyUnavailable)).toHaveLength(list.length),
		);
		expect(within(cards[0]!).getByRole('link', { name: /^Connect to / })).toBeInTheDocument();
	});

	it('opens 7 and 30 days of a server in a dialog, and closes it with Escape', async () => {
		const { app } = await renderIsland(<ServersPage />);
		const [first] = await seededServers(app);
		await userEvent.click(
			await screen.findByRole('button', { name: `History of ${first!.title}` }),
		);
		// The dialog's code loads on first use, which takes a while under a busy test run.
		const dialog = await screen.findByRole(
			'dialog',
			{ name: `${first!.title}: players` },
			{ timeout: 5000 },
		);
		expect(
			await within(dialog).findByText(
				/^Players over the last 7 days: peak \d+ at \w{3} \d+ \w{3}, \d\d:\d\d, now \d+$/,
			),
		).toBeInTheDocument();
		await userEvent.click(within(dialog).getByRole('radio', { name: '30 days' }));
		expect(
			await within(dialog).findByText(/^Players over the last 30 days: peak \d+ at /),
		).toBeInTheDocument();
		await userEvent.keyboard('{Escape}');
		await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
	});
});
