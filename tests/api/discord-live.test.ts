import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMUNITY_MESSAGES } from '../../src/contract/guild';
import { createLiveDiscord } from '../../src/server/discord/live';
import { startFakeDiscord, type FakeDiscord } from '../fixtures/fake-discord-server';
import { createTestApp } from '../fixtures/reference-api';
import { z } from 'zod/mini';

const GUILD = '900000000000000001';
const ROLE = '910000000000000001';
const OTHER_ROLE = '910000000000000002';
const started: FakeDiscord[] = [];

const member = (id: string, username: string, roles: string[], extra: object = {}) => ({
	roles,
	nick: null,
	user: { id, username, global_name: null, avatar: null },
	...extra,
});

async function setUp(options: { cacheMs?: number } = {}) {
	const discord = await startFakeDiscord({
		guildId: GUILD,
		memberCount: 4321,
		events: [
			{
				id: '920000000000000001',
				name: 'Traitor Tuesday',
				status: 1,
				scheduled_start_time: '2030-03-05T19:00:00+00:00',
				description: 'Weekly TTT night',
				recurrence_rule: { frequency: 2, interval: 1, by_weekday: [1] },
			},
			{
				id: '920000000000000002',
				name: 'Summer Cup',
				status: 4,
				scheduled_start_time: '2030-06-01T18:00:00+00:00',
				recurrence_rule: null,
			},
		],
		roles: [
			{ id: ROLE, name: 'Core Team' },
			{ id: OTHER_ROLE, name: 'TTT Staff' },
		],
		members: [
			member('100000000000000001', 'zed', [ROLE], { nick: 'Zed the Warden' }),
			member('100000000000000002', 'amber', [ROLE, OTHER_ROLE], {
				user: {
					id: '100000000000000002',
					username: 'amber',
					global_name: 'Amber',
					avatar: 'abc123',
				},
			}),
			member('100000000000000003', 'nobody', []),
		],
	});
	started.push(discord);
	let clock = 1_000_000;
	const source = createLiveDiscord({
		botToken: 'test-bot-token',
		guildId: GUILD,
		apiBaseUrl: discord.url,
		cacheMs: options.cacheMs ?? 60_000,
		retryMs: 5000,
		timeoutMs: 1000,
		now: () => clock,
	});
	const { app, queries } = await createTestApp({ discord: source });
	const get = async (path: string) => {
		const response = await app.request(path);
		const body = z.parse(z.record(z.string(), z.unknown()), await response.json());
		return { status: response.status, body };
	};
	return { discord, app, queries, get, advance: (ms: number) => (clock += ms) };
}

afterEach(async () => {
	vi.restoreAllMocks();
	await Promise.all(started.splice(0).map((server) => server.close()));
});

describe('live Discord adapter', () => {
	it('answers the approximate member count, calling Discord with the bot token', async () => {
		const { discord, get } = await setUp();
		expect(await get('/api/guildUsers')).toEqual({ status: 200, body: { memberCount: 4321 } });
		expect(discord.requests).toEqual([`/api/v10/guilds/${GUILD}?with_counts=true`]);
		expect(discord.lastAuthorization()).toBe('Bot test-bot-token');
	});

	it('maps scheduled events, their recurrence rule and missing descriptions', async () => {
		const { get } = await setUp();
		const { status, body } = await get(`/api/guild-events/${GUILD}`);
		expect(status).toBe(200);
		expect(body.events).toEqual([
			{
				id: '920000000000000001',
				name: 'Traitor Tuesday',
				status: 1,
				scheduledStartTime: '2030-03-05T19:00:00+00:00',
				recurrence: 'Weekly on Tuesday',
				description: 'Weekly TTT night',
			},
			{
				id: '920000000000000002',
				name: 'Summer Cup',
				status: 4,
				scheduledStartTime: '2030-06-01T18:00:00+00:00',
				recurrence: null,
				description: null,
			},
		]);
	});

	it('answers 404 for another guild without asking Discord', async () => {
		const { discord, get } = await setUp();
		expect(await get('/api/guild-events/900000000000000099')).toEqual({
			status: 404,
			body: { message: COMMUNITY_MESSAGES.unknownGuild },
		});
		expect(discord.requests).toEqual([]);
	});

	it("lists a role's members with nickname, avatar and the site's description", async () => {
		const { queries, get } = await setUp();
		await queries
			.insertInto('staff_descriptions')
			.values({ discord_user_id: '100000000000000002', description: 'Runs the TTT team.' })
			.execute();
		const { status, body } = await get(`/api/role-users/${ROLE}`);
		expect(status).toBe(200);
		expect(body).toEqual({
			id: ROLE,
			name: 'Core Team',
			users: [
				{
					id: '100000000000000002',
					username: 'Amber',
					avatarUrl: 'https://cdn.discordapp.com/avatars/100000000000000002/abc123.png?size=128',
					// No gateway connection: presence is not known, so every member reads offline.
					status: 'offline',
					description: 'Runs the TTT team.',
				},
				{
					id: '100000000000000001',
					username: 'Zed the Warden',
					avatarUrl: null,
					status: 'offline',
					description: null,
				},
			],
		});
		expect(await get('/api/role-users/910000000000000099')).toEqual({
			status: 404,
			body: { message: COMMUNITY_MESSAGES.unknownRole },
		});
	});

	it('walks every page of members', async () => {
		const { discord, get } = await setUp();
		discord.state.members = Array.from({ length: 1500 }, (_, index) =>
			member(String(100000000000000000n + BigInt(index + 10)), `m${index}`, [ROLE]),
		);
		const { body } = await get(`/api/role-users/${ROLE}`);
		expect((body.users as unknown[]).length).toBe(1500);
		expect(discord.requests.filter((path) => path.includes('/members'))).toHaveLength(2);
	});

	it('reuses answers for a minute, then asks Discord again', async () => {
		const { discord, get, advance } = await setUp();
		for (let i = 0; i < 5; i++) {
			await get('/api/guildUsers');
			await get(`/api/guild-events/${GUILD}`);
			await get(`/api/role-users/${ROLE}`);
			await get(`/api/role-users/${OTHER_ROLE}`);
		}
		// Member count, events, roles and one page of members.
		expect(discord.requests).toHaveLength(4);
		discord.state.memberCount = 5000;
		advance(59_000);
		expect((await get('/api/guildUsers')).body).toEqual({ memberCount: 4321 });
		advance(2000);
		expect((await get('/api/guildUsers')).body).toEqual({ memberCount: 5000 });
		expect(discord.requests).toHaveLength(5);
	});

	it('shares one Discord call between requests that arrive together', async () => {
		const { discord, get } = await setUp();
		await Promise.all(Array.from({ length: 10 }, () => get('/api/guildUsers')));
		expect(discord.requests).toHaveLength(1);
	});

	it('answers the last good data while Discord is down, and logs the failure', async () => {
		const { discord, get, advance } = await setUp();
		const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
		const good = {
			count: await get('/api/guildUsers'),
			events: await get(`/api/guild-events/${GUILD}`),
			role: await get(`/api/role-users/${ROLE}`),
		};
		discord.state.failWith = 503;
		advance(120_000);
		expect(await get('/api/guildUsers')).toEqual(good.count);
		expect(await get(`/api/guild-events/${GUILD}`)).toEqual(good.events);
		expect(await get(`/api/role-users/${ROLE}`)).toEqual(good.role);
		expect(errors).toHaveBeenCalled();
	});

	it.each([500, 429, 401])(
		'answers empty data, never an error, when Discord fails with %i from the start',
		async (failure) => {
			const { discord, get } = await setUp();
			vi.spyOn(console, 'error').mockImplementation(() => {});
			discord.state.failWith = failure;
			expect(await get('/api/guildUsers')).toEqual({ status: 200, body: { memberCount: null } });
			expect(await get(`/api/guild-events/${GUILD}`)).toEqual({
				status: 200,
				body: { events: [] },
			});
			const role = await get(`/api/role-users/${ROLE}`);
			expect(role.status).toBe(200);
			expect(role.body.users).toEqual([]);
		},
	);

	it('waits before asking a failing Discord again', async () => {
		const { discord, get, advance } = await setUp();
		vi.spyOn(console, 'error').mockImplementation(() => {});
		discord.state.failWith = 500;
		await get('/api/guildUsers');
		await get('/api/guildUsers');
		expect(discord.requests).toHaveLength(1);
		discord.state.failWith = undefined;
		advance(5000);
		expect((await get('/api/guildUsers')).body).toEqual({ memberCount: 4321 });
	});

	it('answers empty data when Discord cannot be reached at all', async () => {
		const { discord, get } = await setUp();
		vi.spyOn(console, 'error').mockImplementation(() => {});
		await discord.close();
		started.splice(started.indexOf(discord), 1);
		expect(await get(`/api/guild-events/${GUILD}`)).toEqual({ status: 200, body: { events: [] } });
	});
});
