import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayerProfileSchema, PlayerSearchResultSchema } from '../../src/contract/players';
import {
	createLiveSteamProfiles,
	STEAM_PROFILE_TTL_MS,
	STEAM_RETRY_AFTER_MS,
} from '../../src/server/players/steam-profiles-live';
import { STEAM_SUMMARIES_BATCH } from '../../src/server/steam/player-summaries';
import { sendJson, startFakeServer } from '../fixtures/fake-http-server';
import { createTestApp } from '../fixtures/reference-api';

const fakes: { close: () => Promise<void> }[] = [];
afterEach(async () => {
	vi.restoreAllMocks();
	await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

const KEY = 'steam-web-api-key-for-tests';
const avatarOf = (id: string) => `https://avatars.steamstatic.com/${id}_full.jpg`;
// With a hidden character, which the site drops.
const nameOf = (id: string) => `Steam\u200b${id.slice(-4)}`;
const ids = (count: number, from = 1) =>
	Array.from({ length: count }, (_, i) => `7656119${String(from + i).padStart(10, '0')}`);

/** A fake Steam Web API: answers every asked id but `unknown` ones, or fails with `status`. */
async function startFakeSteam(options: { status?: number; unknown?: string[] } = {}) {
	const state = { status: options.status ?? 200 };
	const fake = await startFakeServer((request, res) => {
		if (request.url.pathname !== '/ISteamUser/GetPlayerSummaries/v0002/') {
			return sendJson(res, 404, {});
		}
		if (state.status !== 200) return sendJson(res, state.status, {});
		const asked = (request.url.searchParams.get('steamids') ?? '').split(',');
		const players = asked
			.filter((id) => !options.unknown?.includes(id))
			.map((steamid) => ({ steamid, personaname: nameOf(steamid), avatarfull: avatarOf(steamid) }));
		sendJson(res, 200, { response: { players } });
	});
	fakes.push(fake);
	return { ...fake, state };
}

function clock(start = Date.parse('2030-01-01T00:00:00Z')) {
	const time = { now: start };
	return { time, now: () => time.now };
}

describe('live Steam profiles', () => {
	it('asks Steam with the key in batches of 100 and answers every avatar', async () => {
		const steam = await startFakeSteam();
		const { queries } = await createTestApp();
		const profiles = createLiveSteamProfiles({ apiKey: KEY, apiUrl: steam.url });
		const wanted = ids(250);
		const avatars = await profiles.avatars(queries, [...wanted, wanted[0]!]);
		expect(avatars.size).toBe(250);
		expect(avatars.get(wanted[249]!)).toBe(avatarOf(wanted[249]!));
		expect(steam.requests).toHaveLength(3);
		for (const request of steam.requests) {
			expect(request.url.searchParams.get('key')).toBe(KEY);
			const asked = request.url.searchParams.get('steamids')!.split(',');
			expect(asked.length).toBeLessThanOrEqual(STEAM_SUMMARIES_BATCH);
		}
		const asked = steam.requests.flatMap((r) => r.url.searchParams.get('steamids')!.split(','));
		expect(asked.sort()).toEqual([...wanted].sort());
	});

	it('keeps answers a day in the database, unknown ids included, then asks again', async () => {
		const steam = await startFakeSteam({ unknown: ids(1, 7) });
		const { queries } = await createTestApp();
		const { time, now } = clock();
		const wanted = ids(10);
		const first = createLiveSteamProfiles({ apiKey: KEY, apiUrl: steam.url, now });
		expect((await first.avatars(queries, wanted)).size).toBe(9);
		// Another process (a restart) reads the same cache.
		const restarted = createLiveSteamProfiles({ apiKey: KEY, apiUrl: steam.url, now });
		time.now += STEAM_PROFILE_TTL_MS - 1000;
		const cached = await restarted.avatars(queries, wanted);
		expect(cached.size).toBe(9);
		expect(cached.has(ids(1, 7)[0]!)).toBe(false);
		expect(steam.requests).toHaveLength(1);
		time.now += 2000;
		await restarted.avatars(queries, wanted);
		expect(steam.requests).toHaveLength(2);
	});

	it('answers cached avatars when Steam fails, and leaves Steam alone for a while', async () => {
		const steam = await startFakeSteam();
		const { queries } = await createTestApp();
		const { time, now } = clock();
		const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
		const profiles = createLiveSteamProfiles({ apiKey: KEY, apiUrl: steam.url, now });
		const [known, unknown] = ids(2);
		await profiles.avatars(queries, [known!]);
		time.now += STEAM_PROFILE_TTL_MS + 1;
		steam.state.status = 503;
		const stale = await profiles.avatars(queries, [known!, unknown!]);
		expect(stale).toEqual(new Map([[known!, avatarOf(known!)]]));
		expect(steam.requests).toHaveLength(2);
		// The log line names the failure, never the key.
		expect(errors).toHaveBeenCalledTimes(1);
		expect(String(errors.mock.calls[0])).not.toContain(KEY);
		await profiles.avatars(queries, [unknown!]);
		expect(steam.requests).toHaveLength(2);
		time.now += STEAM_RETRY_AFTER_MS + 1;
		steam.state.status = 200;
		expect((await profiles.avatars(queries, [unknown!])).get(unknown!)).toBe(avatarOf(unknown!));
	});

	it("puts Steam's avatars in the player answers", async () => {
		const steam = await startFakeSteam();
		const { app, queries } = await createTestApp({
			steamProfiles: createLiveSteamProfiles({ apiKey: KEY, apiUrl: steam.url }),
		});
		const { steamid, name } = await queries
			.selectFrom('players')
			.select(['steamid', 'name'])
			.limit(1)
			.executeTakeFirstOrThrow();
		const profile = PlayerProfileSchema.parse(
			await (await app.request(`/api/players/${steamid}`)).json(),
		);
		expect(profile.avatar).toBe(avatarOf(steamid));
		// Steam's profile name, not the one a game server reported, from the first view on.
		expect(name).not.toBe(`Steam${steamid.slice(-4)}`);
		expect(profile.name).toBe(`Steam${steamid.slice(-4)}`);
		const found = PlayerSearchResultSchema.parse(
			await (await app.request(`/api/players?search=${encodeURIComponent(name)}`)).json(),
		);
		expect(found.find((player) => player.steamId === steamid)?.avatar).toBe(avatarOf(steamid));
	});
});
