// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EGG_HUNTERS_PER_PAGE } from '../../src/config/constants';
import { MESSAGES } from '../../src/config/messages';
import EggHuntPage from '../../src/features/egg-hunt/components/EggHuntPage';
import { EggHunterListSchema } from '../../src/contract/egg-hunt';
import { type TestApp, lazyTestApp } from '../fixtures/reference-api';
import { renderIsland } from './render-island';

function answerHuntersWith(answer: () => Response): TestApp {
	const app = lazyTestApp();
	return {
		request: (input: RequestInfo | URL, init?: RequestInit) =>
			String(input).endsWith('/ttt/egg-hunters') ? answer() : app.request(input, init),
	} as TestApp;
}

const hunter = (rank: number) => ({
	rank,
	steamid: `7656119800000000${rank}`,
	player_name: `Hunter ${rank}`,
	egg_count: 20 - rank,
	last_pickup: '2025-04-20T14:05:00.000Z',
});

describe('EggHuntPage', { timeout: 20_000 }, () => {
	it('puts the top three on the podium and the rest in the table', async () => {
		const { app } = await renderIsland(<EggHuntPage />);
		const hunters = EggHunterListSchema.parse(
			await (await app.request('/api/ttt/egg-hunters')).json(),
		);
		const podium = await screen.findByRole('list', { name: 'Top three egg hunters' });
		const places = within(podium).getAllByRole('listitem');
		expect(places).toHaveLength(3);
		expect(places[0]).toHaveTextContent(hunters[0]!.player_name);
		const table = screen.getByRole('table');
		const rows = within(table).getAllByRole('row').slice(1);
		expect(rows).toHaveLength(Math.min(hunters.length - 3, EGG_HUNTERS_PER_PAGE));
		expect(rows[0]).toHaveTextContent(`#4${hunters[3]!.player_name}`);
		expect(
			within(table)
				.getAllByRole('columnheader')
				.map((cell) => cell.textContent),
		).toEqual(['Rank', 'Player', 'Eggs Collected', 'Last Pickup']);
	});

	it('shows the last pickup in en-GB form', async () => {
		await renderIsland(<EggHuntPage />, {
			app: answerHuntersWith(() => Response.json([1, 2, 3, 4].map(hunter))),
		});
		const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
		expect(row).toHaveTextContent(/20\/04\/2025, \d{2}:05/);
	});

	it('says so when only the podium is filled, and when nobody found an egg', async () => {
		const { unmount } = await renderIsland(<EggHuntPage />, {
			app: answerHuntersWith(() => Response.json([1, 2].map(hunter))),
		});
		expect(await screen.findByText(MESSAGES.eggHunt.onlyPodium)).toBeInTheDocument();
		unmount();
		await renderIsland(<EggHuntPage />, { app: answerHuntersWith(() => Response.json([])) });
		expect(
			await screen.findByRole('heading', { name: MESSAGES.eggHunt.empty }),
		).toBeInTheDocument();
	});

	it('shows 15 hunters a page, the page in the address', async () => {
		window.history.replaceState(null, '', '/ttt/egg-hunt?page=2');
		const many = Array.from({ length: 40 }, (_, index) => hunter(index + 1));
		await renderIsland(<EggHuntPage />, { app: answerHuntersWith(() => Response.json(many)) });
		const table = await screen.findByRole('table', { name: /page 2 of 3/ });
		const rows = within(table).getAllByRole('row').slice(1);
		expect(rows).toHaveLength(EGG_HUNTERS_PER_PAGE);
		// Ranks 4 to 18 fill page 1, so page 2 starts at rank 19.
		expect(rows[0]).toHaveTextContent('#19Hunter 19');
		fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
		const last = within(await screen.findByRole('table', { name: /page 3 of 3/ }))
			.getAllByRole('row')
			.slice(1);
		expect(last).toHaveLength(7);
		expect(window.location.search).toBe('?page=3');
	});

	it('brings a page past the end back to the last page and drops an invalid one', async () => {
		const many = Array.from({ length: 20 }, (_, index) => hunter(index + 1));
		window.history.replaceState(null, '', '/ttt/egg-hunt?page=9');
		const { unmount } = await renderIsland(<EggHuntPage />, {
			app: answerHuntersWith(() => Response.json(many)),
		});
		expect(await screen.findByRole('table', { name: /page 2 of 2/ })).toBeInTheDocument();
		expect(window.location.search).toBe('?page=2');
		unmount();
		window.history.replaceState(null, '', '/ttt/egg-hunt?page=abc');
		await renderIsland(<EggHuntPage />, { app: answerHuntersWith(() => Response.json(many)) });
		expect(await screen.findByRole('table', { name: /page 1 of 2/ })).toBeInTheDocument();
		expect(window.location.search).toBe('');
	});

	it("shows 'Failed to load egg hunter data' when the call fails", async () => {
		await renderIsland(<EggHuntPage />, {
			app: answerHuntersWith(() => new Response(null, { status: 500 })),
		});
		expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.eggHunt.loadFailed);
	});
});
