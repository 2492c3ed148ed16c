// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import Avatar from '../../src/components/ui/Avatar';
import PlayerName from '../../src/components/ui/PlayerName';
import { MESSAGES } from '../../src/config/messages';
import { DEFAULT_AVATAR } from '../../src/contract/account';
import { PlayerSearchResultSchema } from '../../src/contract/players';
import PlayerPage from '../../src/features/players/components/PlayerPage';
import PlayerSearch from '../../src/features/players/components/PlayerSearch';
import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts';
import { createTestApp } from '../fixtures/reference-api';
import { interceptApi, renderIsland } from './render-island';

/** A seeded player who shot no-scopes (so has Jailbreak and Poop figures). */
function topNoscoper(db: Awaited<ReturnType<typeof createTestApp>>['db']) {
	return db
		.prepare<[], { steamid: string; name: string }>(
			`SELECT attacker_steamid AS steamid, attacker_name AS name FROM jailbreak_noscopes
			GROUP BY attacker_steamid ORDER BY COUNT(*) DESC LIMIT 1`,
		)
		.get()!;
}

describe('PlayerPage', { timeout: 20_000 }, () => {
	it("shows a visitor the player's figures without the Poop ones", async () => {
		const { app, db } = await createTestApp();
		const { steamid } = topNoscoper(db);
		await renderIsland(<PlayerPage steamId={steamid} />, { app });
		const jailbreak = await screen.findByRole('region', { name: 'Jailbreak' });
		expect(within(jailbreak).getByText('No-scopes')).toBeInTheDocument();
		expect(screen.getByRole('region', { name: 'TTT' })).toBeInTheDocument();
		expect(screen.queryByRole('region', { name: 'Poop' })).not.toBeInTheDocument();
		expect(screen.getByRole('link', { name: /Steam profile of/ })).toHaveAttribute(
			'href',
			`https://steamcommunity.com/profiles/${steamid}`,
		);
	});

	it('shows a logged-in visitor the Poop figures too', async () => {
		const { app, db } = await createTestApp();
		const { steamid } = topNoscoper(db);
		await renderIsland(<PlayerPage steamId={steamid} />, { app, account: DEMO_ACCOUNTS.player });
		const poop = await screen.findByRole('region', { name: 'Poop' });
		expect(within(poop).getByText('Pooped on')).toBeInTheDocument();
	});

	it("says 'Player not found' for a player nobody reported, with the search", async () => {
		await renderIsland(<PlayerPage steamId="76561190000000000" />);
		expect(await screen.findByText(MESSAGES.players.notFound)).toBeInTheDocument();
		expect(screen.getByRole('searchbox', { name: 'Name or SteamID' })).toBeInTheDocument();
	});

	it("shows 'Failed to load the player' when the call fails", async () => {
		const app = interceptApi((call) =>
			call.key.startsWith('GET /api/players/')
				? new Response('broken', { status: 500 })
				: undefined,
		);
		await renderIsland(<PlayerPage steamId="76561198000000001" />, { app });
		expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.players.loadFailed);
	});
});

describe('PlayerSearch', { timeout: 20_000 }, () => {
	it('lists matching players as links to their pages', async () => {
		const { app } = await createTestApp();
		const expected = PlayerSearchResultSchema.parse(
			await (await app.request('/api/players?search=z')).json(),
		);
		await renderIsland(<PlayerSearch />, { app });
		await userEvent.type(screen.getByRole('searchbox', { name: 'Name or SteamID' }), 'z{Enter}');
		const list = await screen.findByRole('list');
		const links = within(list).getAllByRole('link');
		expect(links.map((link) => link.getAttribute('href'))).toEqual(
			expected.map((player) => `/players/${player.steamId}`),
		);
	});

	it('says when nobody matches', async () => {
		await renderIsland(<PlayerSearch />);
		await userEvent.type(
			screen.getByRole('searchbox', { name: 'Name or SteamID' }),
			'nobody-is-called-this{Enter}',
		);
		expect(await screen.findByText(MESSAGES.players.noneFound)).toBeInTheDocument();
	});
});

describe('PlayerName and Avatar', () => {
	it('links a SteamID64 to the player page and leaves bots as text', () => {
		render(
			<>
				<PlayerName steamId="76561198000000001" name="Zephyr" avatar="/a.svg" />
				<PlayerName steamId="BOT" name="Bot Gordon" />
			</>,
		);
		expect(screen.getByRole('link', { name: 'Zephyr' })).toHaveAttribute(
			'href',
			'/players/76561198000000001',
		);
		expect(screen.queryByRole('link', { name: 'Bot Gordon' })).not.toBeInTheDocument();
		expect(screen.getByText('Bot Gordon')).toBeInTheDocument();
	});

	it('falls back to the default avatar when the image fails, with a fixed size', () => {
		const { container } = render(<Avatar src="https://avatars.steamstatic.com/x.jpg" size={40} />);
		const image = container.querySelector('img')!;
		expect(image).toHaveAttribute('width', '40');
		expect(image).toHaveAttribute('height', '40');
		expect(image).toHaveAttribute('loading', 'lazy');
		fireEvent.error(image);
		expect(image).toHaveAttribute('src', DEFAULT_AVATAR);
	});
});
