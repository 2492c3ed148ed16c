// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../src/config/messages';
import LootbagLists from '../../src/features/lootbags/components/LootbagLists';
import { resetNoscopeCache } from '../../src/features/noscope/api';
import NoscopeBoard from '../../src/features/noscope/components/NoscopeBoard';
import PoopBoard from '../../src/features/poop/components/PoopBoard';
import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts';
import { type TestApp, lazyTestApp } from '../fixtures/reference-api';
import { FakeIntersectionObserver } from './fake-intersection-observer';
import { renderIsland } from './render-island';

afterEach(() => {
	vi.unstubAllGlobals();
	FakeIntersectionObserver.instances = [];
	resetNoscopeCache();
	window.history.replaceState(null, '', '/');
});

/** The reference API, except for paths the test answers itself. */
function answering(answers: Record<string, () => Response>): TestApp {
	const app = lazyTestApp();
	return {
		request: (input: RequestInfo | URL, init?: RequestInit) => {
			const path = new URL(String(input), 'http://localhost').pathname;
			return answers[path]?.() ?? app.request(input, init);
		},
	} as TestApp;
}

// Fifty rows through the in-process API: slow on a busy machine.
describe('NoscopeBoard', { timeout: 20_000 }, () => {
	it('reads the filters from the address, lists the podium and the table, and follows changes', async () => {
		window.history.replaceState(null, '', '/jailbreak/noscope?weapon=ssg08');
		const { fetch } = await renderIsland(<NoscopeBoard />);
		const podium = await screen.findByRole('list', { name: 'Top three no-scopers' });
		expect(within(podium).getAllByRole('listitem')).toHaveLength(3);
		expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(48);
		const topCalls = () =>
			fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/noscope/top'));
		expect(topCalls()).toHaveLength(1);
		expect(topCalls()[0]).toContain('weapon=ssg08');
		expect(screen.getByRole('radio', { name: 'SSG 08' })).toHaveAttribute('aria-checked', 'true');

		await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'avgDistance');
		await waitFor(() => expect(topCalls()).toHaveLength(2));
		expect(topCalls()[1]).toContain('filterBy=avgDistance');
		expect(window.location.search).toBe('?weapon=ssg08&filterBy=avgDistance');
	});

	it('asks for the top only once its section nears the window', async () => {
		vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
		const { fetch } = await renderIsland(<NoscopeBoard />);
		const calls = () => fetch.mock.calls.map(([url]) => String(url));
		await waitFor(() => expect(calls().some((url) => url.includes('/noscope/recent'))).toBe(true));
		expect(calls().some((url) => url.includes('/noscope/stats'))).toBe(true);
		expect(calls().some((url) => url.includes('/noscope/top'))).toBe(false);
		expect(screen.getByText('Loading no-scopers…')).toBeInTheDocument();

		const [observer] = FakeIntersectionObserver.instances;
		expect(observer?.observed).toEqual([screen.getByRole('region', { name: 'Top no-scopers' })]);
		act(() => observer?.report(true));
		expect(await screen.findByRole('list', { name: 'Top three no-scopers' })).toBeInTheDocument();
		expect(calls().filter((url) => url.includes('/noscope/top'))).toHaveLength(1);
	});

	it("shows 'Failed to load no-scoper data' whatever the server says", async () => {
		const app = answering({
			'/api/jailbreak/noscope/top': () =>
				Response.json({ message: 'Database gone' }, { status: 500 }),
		});
		await renderIsland(<NoscopeBoard />, { app });
		expect(await screen.findByText(MESSAGES.noscope.loadFailed)).toBeInTheDocument();
		expect(screen.queryByText('Database gone')).not.toBeInTheDocument();
	});
});

describe('LootbagLists', () => {
	it('marks found bags and bags that are not true lootbags', async () => {
		const app = answering({
			'/api/jailbreak/lootbag/recent-pickups': () =>
				Response.json([
					{
						id: 1,
						pickerName: 'Alpha',
						rarityName: 'Epic',
						dropperName: null,
						pickupTime: '2026-01-01T10:00:00Z',
						isTrueLootbag: false,
					},
					{
						id: 2,
						pickerName: 'Bravo',
						rarityName: 'Rare',
						dropperName: 'Charlie',
						pickupTime: '2026-01-01T09:00:00Z',
						isTrueLootbag: true,
					},
				]),
		});
		await renderIsland(<LootbagLists />, { app });
		const table = await screen.findByRole('table', { name: 'Recent pickups' });
		const [, first, second] = within(table).getAllByRole('row');
		expect(first).toHaveTextContent('Found Lootbag');
		expect(first).toHaveTextContent('Not a True Lootbag');
		expect(second).toHaveTextContent('Charlie');
		expect(second).not.toHaveTextContent('Not a True Lootbag');
		expect(second).toHaveTextContent('01/01/2026, 09:00');
	});
});

describe('PoopBoard', () => {
	it('shows the statistics to a logged-in player', async () => {
		await renderIsland(<PoopBoard />, { account: DEMO_ACCOUNTS.player });
		expect(await screen.findByRole('table', { name: 'Top poopers' })).toBeInTheDocument();
		expect(screen.getByText('Total poops').nextSibling).toHaveTextContent('1,200');
	});

	it("says 'Authentication required. Please log in.' on a 401 and forgets the token", async () => {
		const { unmount } = await renderIsland(<PoopBoard />, { token: 'stale-token' });
		expect(await screen.findByText(MESSAGES.poop.authRequired)).toBeInTheDocument();
		expect(localStorage.getItem('authToken')).toBeNull();
		unmount();
	});
});
