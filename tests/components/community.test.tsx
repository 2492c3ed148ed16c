// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../src/config/messages';
import { siteConfig } from '../../src/config/site';
import UpcomingEvents from '../../src/features/events/components/UpcomingEvents';
import StaffGroups from '../../src/features/staff/components/StaffGroups';
import { interceptApi, renderIsland } from './render-island';

/** The reference API with the calls whose path starts with `prefix` held until `release`. */
function holding(prefix: string) {
	let release = () => {};
	const gate = new Promise<void>((resolve) => (release = resolve));
	const app = interceptApi((call) =>
		call.key.startsWith(`GET ${prefix}`) ? gate.then(call.forward) : undefined,
	);
	return { app, release };
}

/** The reference API failing the calls whose path starts with `prefix`. */
function failing(prefix: string) {
	return interceptApi(({ key }) =>
		key.startsWith(`GET ${prefix}`)
			? Response.json({ message: 'Discord is down' }, { status: 502 })
			: undefined,
	);
}

afterEach(() => vi.restoreAllMocks());

describe('UpcomingEvents', () => {
	const render = (app?: ReturnType<typeof interceptApi>) =>
		renderIsland(<UpcomingEvents guildId={siteConfig.discordGuildId} />, { app });

	it('shows placeholders while loading, then three upcoming events', async () => {
		const { app, release } = holding('/api/guild-events/');
		await render(app);
		expect(screen.getByText('Loading events…')).toBeInTheDocument();
		release();
		const cards = await screen.findAllByRole('heading', { level: 3 });
		expect(cards).toHaveLength(3);
		expect(screen.queryByText(MESSAGES.events.noUpcoming)).toBeNull();
	});

	it('pads with No Upcoming Event when the guild has none', async () => {
		const app = interceptApi(({ key }) =>
			key.startsWith('GET /api/guild-events/') ? Response.json({ events: [] }) : undefined,
		);
		await render(app);
		expect(await screen.findAllByText(MESSAGES.events.noUpcoming)).toHaveLength(3);
	});

	it('only logs a failed fetch (spec 8): no message for the visitor', async () => {
		const error = vi.spyOn(console, 'error').mockImplementation(() => {});
		await render(failing('/api/guild-events/'));
		await vi.waitFor(() => expect(error).toHaveBeenCalled());
		expect(screen.queryByText('Discord is down')).toBeNull();
		expect(screen.queryByRole('alert')).toBeNull();
	});
});

describe('StaffGroups', () => {
	const render = (app?: ReturnType<typeof interceptApi>) =>
		renderIsland(<StaffGroups roles={siteConfig.staffRoles} />, { app });

	it('shows a placeholder while loading, then each role with its members', async () => {
		const { app, release } = holding('/api/role-users/');
		await render(app);
		expect(screen.getByText('Loading the team…')).toBeInTheDocument();
		release();
		const groups = await screen.findAllByRole('region');
		expect(groups.length).toBeGreaterThan(0);
		for (const group of groups) {
			expect(within(group).getByText(/^\d+ members?$/)).toBeInTheDocument();
			expect(within(group).getAllByRole('listitem').length).toBeGreaterThan(0);
		}
	});

	it('only logs a failed fetch (spec 8): no message for the visitor', async () => {
		const error = vi.spyOn(console, 'error').mockImplementation(() => {});
		await render(failing('/api/role-users/'));
		await vi.waitFor(() => expect(error).toHaveBeenCalled());
		expect(screen.queryByText('Discord is down')).toBeNull();
		expect(screen.queryByRole('alert')).toBeNull();
	});
});
