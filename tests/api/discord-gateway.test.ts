import { createRequire, syncBuiltinESMExports } from 'node:module';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createGatewayPresence } from '../../src/server/discord/gateway';
import { connectDiscord, createLiveDiscord } from '../../src/server/discord/live';
import { startPresenceWriter } from '../../src/server/discord/stored-presence';
import type { DiscordSource } from '../../src/server/discord/source';
import { startFakeDiscord, type FakeDiscord } from '../fixtures/fake-discord-server';
import { createTestApp } from '../fixtures/reference-api';
import { RoleUsersAnswerSchema } from '../../src/contract/staff';
import { strictAnswer } from '../fixtures/strict-schema';

// The module object of the sleeps the gateway library takes; syncBuiltinESMExports carries a
// spy on it over to the library's ESM import.
const timersPromises = createRequire(import.meta.url)(
	'timers/promises',
) as typeof import('node:timers/promises');

const GUILD = '900000000000000001';
const ROLE = '910000000000000001';
const TOKEN = 'test-bot-token';
const ids = { ana: '100000000000000001', bo: '100000000000000002', cy: '100000000000000003' };
const dee = '100000000000000004';

const member = (id: string, username: string) => ({
	roles: [ROLE],
	nick: null,
	user: { id, username, global_name: null, avatar: null },
});

const presence = (id: string, status: string) => ({ user: { id }, status });

const started: FakeDiscord[] = [];
const sources: DiscordSource[] = [];

interface SetUpOptions {
	presenceIntent?: boolean;
	gatewayAddressFailWith?: number;
	/** Build the source the way the server does (connectDiscord) instead of by parts. */
	asServer?: boolean;
}

async function setUp({
	presenceIntent = true,
	gatewayAddressFailWith,
	asServer,
}: SetUpOptions = {}) {
	const discord = await startFakeDiscord({
		guildId: GUILD,
		roles: [{ id: ROLE, name: 'Core Team' }],
		members: [
			member(ids.ana, 'ana'),
			member(ids.bo, 'bo'),
			member(ids.cy, 'cy'),
			member(dee, 'dee'),
		],
		presences: [
			presence(ids.ana, 'online'),
			presence(ids.bo, 'dnd'),
			presence(ids.cy, 'idle'),
			// Discord may list an invisible member; the page shows them offline.
			presence(dee, 'invisible'),
		],
		presenceIntent,
		gatewayAddressFailWith,
	});
	started.push(discord);
	let clock = 1_000_000;
	const now = () => clock;
	const base = { botToken: TOKEN, guildId: GUILD, apiBaseUrl: discord.url, timeoutMs: 1000, now };
	const source = asServer
		? connectDiscord(base)
		: createLiveDiscord({
				...base,
				presence: createGatewayPresence({
					...base,
					firstSnapshotWaitMs: 1500,
					staleMs: 120_000,
					retryMs: 100,
				}),
			});
	sources.push(source);
	const { app, queries } = await createTestApp({ discord: source });
	const statuses = async () => {
		const response = await app.request(`/api/role-users/${ROLE}`);
		expect(response.status).toBe(200);
		const { users } = strictAnswer(RoleUsersAnswerSchema).parse(await response.json());
		return Object.fromEntries(users.map((user) => [user.id, user.status]));
	};
	return {
		discord,
		gateway: discord.gateway,
		statuses,
		queries,
		now,
		advance: (ms: number) => (clock += ms),
	};
}

const ALL_FROM_SNAPSHOT = {
	[ids.ana]: 'online',
	[ids.bo]: 'dnd',
	[ids.cy]: 'idle',
	[dee]: 'offline',
};
const ALL_OFFLINE = {
	[ids.ana]: 'offline',
	[ids.bo]: 'offline',
	[ids.cy]: 'offline',
	[dee]: 'offline',
};

afterEach(async () => {
	vi.restoreAllMocks();
	syncBuiltinESMExports();
	await Promise.all(sources.splice(0).map((source) => source.close()));
	await Promise.all(started.splice(0).map((server) => server.close()));
});

describe('Discord gateway presence', () => {
	it("shows the staff's presence from the guild snapshot, asking only for the intents it needs", async () => {
		const { gateway, statuses } = await setUp();
		// The first view waits for the snapshot instead of showing everyone offline.
		expect(await statuses()).toEqual(ALL_FROM_SNAPSHOT);
		const identify = gateway.received.find((frame) => frame.op === 2);
		expect(identify?.d).toMatchObject({ token: TOKEN, intents: (1 << 0) | (1 << 8) });
	});

	it('applies presence updates at once, while the member list stays cached', async () => {
		const { discord, gateway, statuses } = await setUp();
		await statuses();
		const restCalls = discord.requests.length;
		gateway.dispatch('PRESENCE_UPDATE', { guild_id: GUILD, ...presence(ids.ana, 'offline') });
		gateway.dispatch('PRESENCE_UPDATE', { guild_id: GUILD, ...presence(dee, 'idle') });
		// Another guild's presence does not count here.
		gateway.dispatch('PRESENCE_UPDATE', {
			guild_id: '900000000000000099',
			...presence(ids.bo, 'online'),
		});
		await expect
			.poll(statuses, { timeout: 10_000 })
			.toEqual({ [ids.ana]: 'offline', [ids.bo]: 'dnd', [ids.cy]: 'idle', [dee]: 'idle' });
		expect(discord.requests).toHaveLength(restCalls);
	});

	it('reads every member offline when the bot lacks the Presence intent, and does not retry', async () => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
		const librarySleeps = vi.spyOn(timersPromises, 'setTimeout');
		syncBuiltinESMExports();
		const { gateway, statuses } = await setUp({ presenceIntent: false });
		expect(await statuses()).toEqual(ALL_OFFLINE);
		expect(warn).toHaveBeenCalledWith(expect.stringContaining('lacks the Presence intent'));
		// The library sleeps 500 ms (timers/promises) before any reconnect; a refused intent may
		// start none. Its close handling runs in the turn of the close, so one turn later it is done.
		await new Promise((resolve) => setImmediate(resolve));
		expect(librarySleeps).not.toHaveBeenCalledWith(500);
		expect(gateway.connections()).toBe(1);
		expect(await statuses()).toEqual(ALL_OFFLINE);
	});

	it('resumes after the connection drops and applies what it missed meanwhile', async () => {
		vi.spyOn(console, 'error').mockImplementation(() => {});
		const { gateway, statuses } = await setUp();
		expect(await statuses()).toEqual(ALL_FROM_SNAPSHOT);
		gateway.drop();
		gateway.dispatch('PRESENCE_UPDATE', { guild_id: GUILD, ...presence(ids.cy, 'online') });
		// Statuses are kept while the connection is briefly gone.
		expect(await statuses()).toEqual(ALL_FROM_SNAPSHOT);
		await expect
			.poll(statuses, { timeout: 10_000 })
			.toEqual({ ...ALL_FROM_SNAPSHOT, [ids.cy]: 'online' });
		const frames = gateway.received.map((frame) => frame.op);
		expect(frames.filter((op) => op === 2)).toHaveLength(1);
		expect(gateway.received.find((frame) => frame.op === 6)?.d).toMatchObject({
			token: TOKEN,
			session_id: 'fake-session',
		});
	});

	it('reads everyone offline once the gateway has been gone for two minutes', async () => {
		vi.spyOn(console, 'error').mockImplementation(() => {});
		const { discord, gateway, statuses, advance } = await setUp();
		expect(await statuses()).toEqual(ALL_FROM_SNAPSHOT);
		discord.state.gatewayDown = true;
		gateway.drop();
		await expect.poll(() => gateway.connections(), { timeout: 10_000 }).toBeGreaterThan(2);
		advance(119_000);
		expect(await statuses()).toEqual(ALL_FROM_SNAPSHOT);
		advance(2000);
		expect(await statuses()).toEqual(ALL_OFFLINE);
		// Back again: the resumed connection brings the statuses back.
		discord.state.gatewayDown = false;
		await expect.poll(statuses, { timeout: 10_000 }).toEqual(ALL_FROM_SNAPSHOT);
	});

	it('shows everyone offline without failing when the gateway address cannot be fetched, then retries', async () => {
		const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
		const { discord, gateway, statuses } = await setUp({ gatewayAddressFailWith: 503 });
		expect(await statuses()).toEqual(ALL_OFFLINE);
		expect(errors).toHaveBeenCalledWith('Discord gateway could not be reached:', expect.anything());
		expect(gateway.connections()).toBe(0);
		discord.state.gatewayAddressFailWith = undefined;
		await expect.poll(statuses, { timeout: 10_000 }).toEqual(ALL_FROM_SNAPSHOT);
		expect(gateway.connections()).toBe(1);
	});

	it('is held by the background work, which writes the statuses every server reads from the database', async () => {
		const { discord, gateway, statuses, queries, advance, now } = await setUp({ asServer: true });
		// The server's own source holds no gateway: nobody wrote statuses yet, so all offline.
		expect(await statuses()).toEqual(ALL_OFFLINE);
		expect(gateway.connections()).toBe(0);

		const stopWriter = startPresenceWriter({
			db: queries,
			botToken: TOKEN,
			guildId: GUILD,
			apiBaseUrl: discord.url,
			timeoutMs: 1000,
			writeMs: 50,
			now,
		});
		// Stopped however the test ends: a gateway client left running would keep reconnecting
		// beside the next files of this worker.
		let stopped: Promise<void> | undefined;
		const stop = () => (stopped ??= stopWriter());
		onTestFinished(stop);
		await expect.poll(statuses, { timeout: 10_000 }).toEqual(ALL_FROM_SNAPSHOT);
		expect(gateway.open()).toBe(1);
		gateway.dispatch('PRESENCE_UPDATE', { guild_id: GUILD, ...presence(ids.ana, 'idle') });
		await expect
			.poll(statuses, { timeout: 10_000 })
			.toEqual({ ...ALL_FROM_SNAPSHOT, [ids.ana]: 'idle' });

		await stop();
		await expect.poll(() => gateway.open(), { timeout: 10_000 }).toBe(0);
		// The last statuses stay until they are two minutes old: nobody writes them any more.
		advance(119_000);
		expect(await statuses()).toEqual({ ...ALL_FROM_SNAPSHOT, [ids.ana]: 'idle' });
		advance(2_000);
		expect(await statuses()).toEqual(ALL_OFFLINE);
	});
});
