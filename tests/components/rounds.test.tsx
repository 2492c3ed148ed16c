// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/config/messages';
import RoundDetail from '../../src/features/rounds/components/RoundDetail';
import RoundsPage from '../../src/features/rounds/components/RoundsPage';
import { RoundListSchema } from '../../src/contract/rounds';
import { createTestApp, type TestApp, lazyTestApp } from '../fixtures/reference-api';
import { renderIsland } from './render-island';

/** The reference API, except that paths ending in `suffix` give the answer the test wants. */
function answerWith(suffix: string, answer: () => Response | Promise<Response>): TestApp {
	const app = lazyTestApp();
	return {
		request: (input: RequestInfo | URL, init?: RequestInit) =>
			new URL(String(input), 'http://localhost').pathname.endsWith(suffix)
				? answer()
				: app.request(input, init),
	} as TestApp;
}

afterEach(() => window.history.replaceState(null, '', '/ttt/rounds'));

function rows() {
	return within(screen.getByRole('table')).getAllByRole('row').slice(1);
}

// Rendering 400 rounds and typing into jsdom takes seconds on a busy machine.
describe('RoundsPage', { timeout: 20_000 }, () => {
	it('shows 15 rounds a page, pages through them and keeps the page in the address', async () => {
		window.history.replaceState(null, '', '/ttt/rounds');
		const { app } = await renderIsland(<RoundsPage />);
		const rounds = RoundListSchema.parse(await (await app.request('/api/ttt/rounds')).json());
		await screen.findByRole('table');
		expect(rows()).toHaveLength(15);
		expect(within(rows()[0]!).getByText(`#${rounds[0]!.id}`)).toBeInTheDocument();
		expect(within(rows()[0]!).getByText(MESSAGES.rounds.inProgress)).toBeInTheDocument();

		await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
		expect(window.location.search).toBe('?page=3');
		// Page 3 is asked of the API; it shows once the answer is in.
		await waitFor(() =>
			expect(within(rows()[0]!).getByText(`#${rounds[30]!.id}`)).toBeInTheDocument(),
		);
		expect(
			within(rows()[0]!).getByRole('link', { name: `Details of round #${rounds[30]!.id}` }),
		).toHaveAttribute('href', `/ttt/rounds/${rounds[30]!.id}?returnPage=3`);

		// Two quick clicks go back two pages, though the page between has not arrived yet.
		await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
		await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
		expect(window.location.search).toBe('');
	});

	it('asks for one page at a time, with the search, and keeps both in the address', async () => {
		window.history.replaceState(null, '', '/ttt/rounds?page=4');
		const { app } = await createTestApp();
		const asked: string[] = [];
		const spy = {
			request: (input: RequestInfo | URL, init?: RequestInit) => {
				const url = new URL(String(input), 'http://localhost');
				if (url.pathname === '/api/ttt/rounds') asked.push(url.search);
				return app.request(input, init);
			},
		} as TestApp;
		await renderIsland(<RoundsPage />, { app: spy });
		await screen.findByRole('table');
		expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
		expect(asked).toEqual(['?page=4&pageSize=15']);

		const all = RoundListSchema.parse(await (await app.request('/api/ttt/rounds')).json());
		const minecraft = all.filter((round) => round.map.includes('minecraft'));
		await userEvent.type(screen.getByRole('searchbox', { name: 'Search rounds' }), 'minecraft');
		expect(window.location.search).toBe('?search=minecraft');
		expect(
			await screen.findByText(`Showing 1–15 of ${minecraft.length} rounds`),
		).toBeInTheDocument();
		for (const row of rows()) expect(row).toHaveTextContent('minecraft');
		expect(asked.at(-1)).toBe('?page=1&pageSize=15&search=minecraft');

		await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
		expect(window.location.search).toBe('?search=minecraft&page=2');
		await waitFor(() =>
			expect(within(rows()[0]!).getByText(`#${minecraft[15]!.id}`)).toBeInTheDocument(),
		);
	});

	it("says 'No rounds found matching your search.' and Clear Search brings every round back", async () => {
		window.history.replaceState(null, '', '/ttt/rounds?search=no%20such%20map');
		await renderIsland(<RoundsPage />);
		expect(
			await screen.findByRole('heading', { name: MESSAGES.rounds.noneFound }),
		).toBeInTheDocument();
		expect(screen.getByRole('searchbox')).toHaveValue('no such map');
		await userEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
		expect(screen.getByRole('searchbox')).toHaveValue('');
		expect(window.location.search).toBe('');
		await waitFor(() => expect(rows()).toHaveLength(15));
	});

	it('removes a malformed page from the address and keeps the search', async () => {
		window.history.replaceState(null, '', '/ttt/rounds?page=abc&search=lego');
		await renderIsland(<RoundsPage />);
		await screen.findByRole('table');
		expect(window.location.search).toBe('?search=lego');
		expect(screen.getByRole('searchbox')).toHaveValue('lego');
		for (const row of rows()) expect(row).toHaveTextContent('ttt_lego');
	});

	it('clamps a page past the end to the last page', async () => {
		window.history.replaceState(null, '', '/ttt/rounds?page=999');
		const { app } = await renderIsland(<RoundsPage />);
		const rounds = RoundListSchema.parse(await (await app.request('/api/ttt/rounds')).json());
		const last = Math.ceil(rounds.length / 15);
		await screen.findByRole('table');
		await waitFor(() => expect(window.location.search).toBe(`?page=${last}`));
		expect(screen.getByRole('button', { name: `Page ${last}` })).toHaveAttribute(
			'aria-current',
			'page',
		);
	});

	it('follows the back button to an earlier page and search', async () => {
		window.history.replaceState(null, '', '/ttt/rounds');
		await renderIsland(<RoundsPage />);
		await screen.findByRole('table');
		await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
		window.history.replaceState(null, '', '/ttt/rounds?search=lego');
		act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
		expect(screen.getByRole('searchbox')).toHaveValue('lego');
		// The address has no page: the list goes back to page 1 of the search.
		await waitFor(() => {
			expect(rows()[0]).toHaveTextContent('ttt_lego');
			expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
				'aria-current',
				'page',
			);
		});
	});

	it('pages and searches a plain array of rounds itself, from one answer', async () => {
		window.history.replaceState(null, '', '/ttt/rounds?page=2');
		const { app } = await createTestApp();
		const all = RoundListSchema.parse(await (await app.request('/api/ttt/rounds')).json());
		let calls = 0;
		await renderIsland(<RoundsPage />, {
			app: answerWith('/ttt/rounds', () => {
				calls++;
				return app.request('/api/ttt/rounds');
			}),
		});
		await screen.findByRole('table');
		expect(within(rows()[0]!).getByText(`#${all[15]!.id}`)).toBeInTheDocument();
		expect(screen.getByText(`Showing 16–30 of ${all.length} rounds`)).toBeInTheDocument();

		// The browser's own search also matches the winner.
		await userEvent.type(screen.getByRole('searchbox'), 'traitor');
		const traitors = all.filter((round) => !round.isActive && round.winningTeam === 'traitor');
		expect(
			await screen.findByText(`Showing 1–15 of ${traitors.length} rounds`),
		).toBeInTheDocument();
		await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
		await waitFor(() =>
			expect(within(rows()[0]!).getByText(`#${traitors[30]!.id}`)).toBeInTheDocument(),
		);
		expect(calls).toBe(1);
	});

	it("shows the server's message or 'Failed to fetch rounds'", async () => {
		await renderIsland(<RoundsPage />, {
			app: answerWith('/ttt/rounds', () =>
				Response.json({ message: 'Database is down' }, { status: 500 }),
			),
		});
		expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
	});

	it("falls back to 'Failed to fetch rounds' when the call fails without a message", async () => {
		await renderIsland(<RoundsPage />, {
			app: answerWith('/ttt/rounds', () => new Response('oops', { status: 502 })),
		});
		expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.rounds.fetchFailed);
	});
});

describe('RoundDetail', { timeout: 20_000 }, () => {
	async function someRounds() {
		const { app } = await createTestApp();
		return {
			app,
			rounds: RoundListSchema.parse(await (await app.request('/api/ttt/rounds')).json()),
		};
	}

	it('shows the info grid, the winner and a timeline with profile links only for real ids', async () => {
		const { app, rounds } = await someRounds();
		const round = rounds.find((candidate) => !candidate.isActive)!;
		await renderIsland(<RoundDetail roundId={round.id} returnPage={3} />, { app });
		const timeline = await screen.findByRole('region', { name: 'Round Timeline' });
		expect(
			screen.getByText(`${round.winningTeam === 'traitor' ? 'Traitor' : 'Innocent'} Win`),
		).toBeInTheDocument();
		expect(screen.getByText('Map').nextSibling).toHaveTextContent(round.map);
		expect(screen.getByRole('link', { name: /Back to Rounds/ })).toHaveAttribute(
			'href',
			'/ttt/rounds?page=3',
		);
		const items = within(timeline).getAllByRole('listitem');
		expect(items.length).toBeGreaterThanOrEqual(10);
		// SteamIDs link to Steam, the names beside them to the player pages.
		for (const link of within(timeline).queryAllByRole('link')) {
			expect(link.getAttribute('href')).toMatch(
				/^(https:\/\/steamcommunity\.com\/profiles|\/players)\/7656119\d{10}$/,
			);
		}
		expect(
			within(timeline)
				.queryAllByRole('link')
				.some((link) => link.getAttribute('href')?.startsWith('/players/')),
		).toBe(true);
	});

	it('marks an active round', async () => {
		const { app, rounds } = await someRounds();
		const active = rounds.find((candidate) => candidate.isActive)!;
		await renderIsland(<RoundDetail roundId={active.id} returnPage={1} />, { app });
		await screen.findByRole('region', { name: 'Round Timeline' });
		expect(screen.getByText('Active')).toBeInTheDocument();
		expect(screen.getByText('Ended').nextSibling).toHaveTextContent(MESSAGES.rounds.inProgress);
		expect(screen.queryByText(/ Win$/)).toBeNull();
	});

	it("shows 'Round Not Found' with the way back for an unknown round", async () => {
		await renderIsland(<RoundDetail roundId={999999} returnPage={2} />);
		expect(
			await screen.findByRole('heading', { name: MESSAGES.rounds.notFound }),
		).toBeInTheDocument();
		expect(screen.getByRole('link', { name: 'Return to Rounds List' })).toHaveAttribute(
			'href',
			'/ttt/rounds?page=2',
		);
	});

	it("shows 'Failed to fetch round details' when the call fails", async () => {
		await renderIsland(<RoundDetail roundId={1} returnPage={1} />, {
			app: answerWith('/actions', () => new Response(null, { status: 500 })),
		});
		expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.rounds.detailFailed);
	});
});
