// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/config/messages';
import RoundDetail from '../../src/features/rounds/components/RoundDetail';
import RoundsPage from '../../src/features/rounds/components/RoundsPage';
import { RoundListSchema } from '../../src/contract/rounds';
import { createTestApp, type TestApp } from '../fixtures/reference-api';
import { renderIsland } from './render-island';

/** The reference API, except that paths ending in `suffix` give the answer the test wants. */
function answerWith(suffix: string, answer: () => Response | Promise<Response>): TestApp {
	const { app } = createTestApp();
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
		expect(within(rows()[0]!).getByText(`#${rounds[30]!.id}`)).toBeInTheDocument();
		expect(
			within(rows()[0]!).getByRole('link', { name: `Details of round #${rounds[30]!.id}` }),
		).toHaveAttribute('href', `/ttt/rounds/${rounds[30]!.id}?returnPage=3`);

		await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
		await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
		expect(window.location.search).toBe('');
	});

	it('resets to page 1 when the search changes, and Clear Search brings every round back', async () => {
		window.history.replaceState(null, '', '/ttt/rounds?page=4');
		await renderIsland(<RoundsPage />);
		await screen.findByRole('table');
		expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');

		await userEvent.type(screen.getByRole('searchbox', { name: 'Search rounds' }), 'minecraft');
		expect(window.location.search).toBe('');
		for (const row of rows()) expect(row).toHaveTextContent('minecraft');

		await userEvent.clear(screen.getByRole('searchbox'));
		await userEvent.type(screen.getByRole('searchbox'), 'no such map');
		expect(
			await screen.findByRole('heading', { name: MESSAGES.rounds.noneFound }),
		).toBeInTheDocument();
		await userEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
		expect(screen.getByRole('searchbox')).toHaveValue('');
		expect(rows()).toHaveLength(15);
	});

	it('clamps a page past the end to the last page', async () => {
		window.history.replaceState(null, '', '/ttt/rounds?page=999');
		const { app } = await renderIsland(<RoundsPage />);
		const rounds = RoundListSchema.parse(await (await app.request('/api/ttt/rounds')).json());
		const last = Math.ceil(rounds.length / 15);
		await screen.findByRole('table');
		// The address is corrected by an effect after the rows show.
		await waitFor(() => expect(window.location.search).toBe(`?page=${last}`));
		expect(screen.getByRole('button', { name: `Page ${last}` })).toHaveAttribute(
			'aria-current',
			'page',
		);
	});

	it('follows the back button', async () => {
		window.history.replaceState(null, '', '/ttt/rounds');
		await renderIsland(<RoundsPage />);
		await screen.findByRole('table');
		await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
		window.history.replaceState(null, '', '/ttt/rounds');
		act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
		expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
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
		const { app } = createTestApp();
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
		// SteamIDs link to Steam (spec 2.10), the names beside them to the player pages.
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
