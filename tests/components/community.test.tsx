// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../src/config/messages';
import { siteConfig } from '../../src/config/site';
import UpcomingEvents from '../../src/features/events/components/UpcomingEvents';
import StaffGroups from '../../src/features/staff/components/StaffGroups';
import { StaffUserSchema } from '../../src/contract/staff';
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

	it('only logs a failed fetch: no message for the visitor', async () => {
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

	it('only logs a failed fetch: no message for the visitor', async () => {
		const error = vi.spyOn(console, 'error').mockImplementation(() => {});
		await render(failing('/api/role-users/'));
		await vi.waitFor(() => expect(error).toHaveBeenCalled());
		expect(screen.queryByText('Discord is down')).toBeNull();
		expect(screen.queryByRole('alert')).toBeNull();
	});

	it('hides a group without members or whose call fails, and logs the failure', async () => {
		const error = vi.spyOn(console, 'error').mockImplementation(() => {});
		const [, dev, ttt] = siteConfig.staffRoles;
		const app = interceptApi(({ key }) => {
			if (key === `GET /api/role-users/${dev!.roleId}`) return Response.json({ users: [] });
			if (key === `GET /api/role-users/${ttt!.roleId}`)
				return Response.json({ message: 'Discord is down' }, { status: 502 });
			return undefined;
		});
		await render(app);
		await screen.findAllByRole('region');
		expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
			'Core Team',
			'Jailbreak Staff',
		]);
		expect(error).toHaveBeenCalledWith(`Failed to load staff of ${ttt!.name}:`, expect.anything());
		expect(screen.queryByText('Discord is down')).toBeNull();
	});

	it("loads the first group's avatars with the page, the other groups' as they are scrolled to", async () => {
		const [core, dev] = siteConfig.staffRoles;
		const member = (id: string, username: string) =>
			StaffUserSchema.parse({ id, username, status: 'online' });
		const members: Record<string, unknown[]> = {
			[core!.roleId]: [member('1', 'Ada'), member('2', 'Grace')],
			[dev!.roleId]: [member('3', 'Linus')],
		};
		const app = interceptApi(({ key }) => {
			const roleId = /^GET \/api\/role-users\/(.+)$/.exec(key)?.[1];
			return roleId === undefined ? undefined : Response.json({ users: members[roleId] ?? [] });
		});
		await render(app);
		const [first, second] = await screen.findAllByRole('region');
		const loading = (group: HTMLElement) =>
			[...group.querySelectorAll('img')].map((image) => image.getAttribute('loading'));
		expect(loading(first!)).toEqual(['eager', 'eager']);
		expect(loading(second!)).toEqual(['lazy']);
	});
});
