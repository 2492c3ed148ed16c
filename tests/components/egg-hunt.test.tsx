// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/config/messages';
import EggHuntPage from '../../src/features/egg-hunt/components/EggHuntPage';
import { EggHunterListSchema } from '../../src/contract/egg-hunt';
import { createTestApp, type TestApp } from '../fixtures/reference-api';
import { renderIsland } from './render-island';

function answerHuntersWith(answer: () => Response): TestApp {
	const { app } = createTestApp();
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
		expect(rows).toHaveLength(hunters.length - 3);
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

	it("shows 'Failed to load egg hunter data' when the call fails", async () => {
		await renderIsland(<EggHuntPage />, {
			app: answerHuntersWith(() => new Response(null, { status: 500 })),
		});
		expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.eggHunt.loadFailed);
	});
});
