import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import {
	PLAYER_MESSAGES,
	PLAYER_SEARCH_LIMIT,
	PLAYER_SEARCH_MAX_CHARS,
	PlayerProfileSchema,
	PlayerSearchResultSchema,
} from '../../src/contract/players';
import { MessageSchema } from '../../src/contract/http';
import type { RoundActionWire } from '../../src/contract/rounds';
import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts';
import type { SiteDb } from '../../src/server/db/kysely';
import { issueIngestKey } from '../fixtures/ingest-servers';
import { bearer, createTestApp, logInAs, postJson, type TestApp } from '../fixtures/reference-api';
import { strictAnswer } from '../fixtures/strict-schema';

const Profile = strictAnswer(PlayerProfileSchema);
const SearchResult = strictAnswer(PlayerSearchResultSchema);

async function readProfile(app: TestApp, steamId: string, headers: Record<string, string> = {}) {
	const response = await app.request(`/api/players/${steamId}`, { headers });
	expect(response.status).toBe(200);
	return Profile.parse(await response.json());
}

async function search(app: TestApp, text: string) {
	const response = await app.request(`/api/players?search=${encodeURIComponent(text)}`);
	expect(response.status).toBe(200);
	return SearchResult.parse(await response.json());
}

/** The seeded TTT player in the most rounds, counted from the stored timelines themselves. */
async function busiestRoundPlayer(db: SiteDb) {
	const timelines = await db
		.selectFrom('ttt_round_timelines')
		.select(['round_id', 'actions'])
		.execute();
	const roundsOf = new Map<string, Set<number>>();
	for (const { round_id, actions } of timelines) {
		for (const action of JSON.parse(actions) as RoundActionWire[]) {
			for (const steamid of [action.actor?.steamId, action.target?.steamId]) {
				if (!steamid?.startsWith('7656119') || steamid.length !== 17) continue;
				roundsOf.set(steamid, (roundsOf.get(steamid) ?? new Set()).add(round_id));
			}
		}
	}
	const [steamid, rounds] = [...roundsOf].reduce((best, next) =>
		next[1].size > best[1].size ? next : best,
	);
	return { steamid, rounds: rounds.size };
}

/** The demo player's account, whose Steam account is linked. */
async function linkedPlayer(db: SiteDb) {
	const account = await db
		.selectFrom('accounts')
		.select(['id', 'steam_id', 'steam_username'])
		.where('email', '=', DEMO_ACCOUNTS.player.email)
		.executeTakeFirstOrThrow();
	return { ...account, steam_id: account.steam_id!, steam_username: account.steam_username! };
}

describe('GET /api/players/{steamId}', () => {
	it("answers a TTT player's rounds, wins and latest rounds from the round logs", async () => {
		const { app, queries } = await createTestApp();
		const { steamid, rounds } = await busiestRoundPlayer(queries);
		const profile = await readProfile(app, steamid);
		expect(profile.steamId).toBe(steamid);
		expect(profile.ttt.roundsPlayed).toBe(rounds);
		expect(profile.ttt.traitorWins + profile.ttt.innocentWins).toBeLessThanOrEqual(rounds);
		expect(profile.ttt.traitorWins).toBeGreaterThan(0);
		expect(profile.ttt.innocentWins).toBeGreaterThan(0);
		expect(profile.ttt.recentRounds).toHaveLength(10);
		const starts = profile.ttt.recentRounds.map((round) => round.startTime);
		expect(starts).toEqual([...starts].sort().reverse());
		const newest = await queries
			.selectFrom('ttt_rounds')
			.select('start_time')
			.orderBy('start_time', 'desc')
			.limit(1)
			.executeTakeFirstOrThrow();
		expect(starts[0]! <= newest.start_time).toBe(true);
		// Public answer: no Poop figures, and a generated avatar in demo mode.
		expect(profile.poop).toBeUndefined();
		expect(profile.avatar).toBe(`/api/players/${steamid}/avatar.svg`);
	});

	it('counts an uploaded round with the role and side that won, and keeps the newest name', async () => {
		vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-02T00:00:00Z') });
		try {
			const { app, queries } = await createTestApp();
			const { headers } = await issueIngestKey(queries);
			const traitor = '76561198555000001';
			const innocent = '76561198555000002';
			const round = (id: string, start: string, name: string, winningTeam: string) => ({
				roundId: id,
				map: 'ttt_player_test',
				startTime: start,
				endTime: start.replace('12:00', '12:05'),
				winningTeam,
				actions: [
					{
						actionType: 'KillAction',
						message: `${name} killed Nyx`,
						timeInRound: 10,
						actor: { steamId: traitor, name, role: 'traitor' },
						target: { steamId: innocent, name: 'Nyx', role: 'innocent' },
					},
				],
			});
			const upload = (body: object) => postJson(app, '/api/ingest/ttt/rounds', body, headers);
			expect(
				(await upload(round('p-1', '2029-12-01T12:00:00Z', 'NewName', 'traitor'))).status,
			).toBe(201);
			expect(
				(await upload(round('p-2', '2029-11-01T12:00:00Z', 'OldName', 'innocent'))).status,
			).toBe(201);

			const profile = await readProfile(app, traitor);
			expect(profile.name).toBe('NewName');
			expect(profile.ttt).toMatchObject({ roundsPlayed: 2, traitorWins: 1, innocentWins: 0 });
			expect(profile.ttt.recentRounds.map((r) => [r.map, r.role, r.won])).toEqual([
				['ttt_player_test', 'traitor', true],
				['ttt_player_test', 'traitor', false],
			]);
			const victim = await readProfile(app, innocent);
			expect(victim.ttt).toMatchObject({ roundsPlayed: 2, traitorWins: 0, innocentWins: 1 });

			// Uploading a round again replaces its players: the innocents win it now.
			expect(
				(await upload(round('p-1', '2029-12-01T12:00:00Z', 'NewName', 'innocent'))).status,
			).toBe(200);
			expect((await readProfile(app, traitor)).ttt).toMatchObject({
				roundsPlayed: 2,
				traitorWins: 0,
			});
			expect((await readProfile(app, innocent)).ttt).toMatchObject({ innocentWins: 2 });
		} finally {
			vi.useRealTimers();
		}
	});

	it("answers a Jailbreak player's no-scopes, lootbags and eggs as the boards count them", async () => {
		const { app, queries } = await createTestApp();
		const { shooter } = await queries
			.selectFrom('jailbreak_noscopes')
			.select('attacker_steamid as shooter')
			.groupBy('attacker_steamid')
			.orderBy((eb) => eb.fn.countAll(), 'desc')
			.limit(1)
			.executeTakeFirstOrThrow();
		const expected = await queries
			.selectFrom('jailbreak_noscopes')
			.select((eb) => [
				eb.fn.countAll<number>().as('n'),
				eb.fn.max('distance').as('best'),
				eb.fn.avg<number>('distance').as('avg'),
				eb.fn.avg<number>('headshot').as('hs'),
			])
			.where('attacker_steamid', '=', shooter)
			.where('distance', '>=', 500)
			.executeTakeFirstOrThrow();
		const bags = await queries
			.selectFrom('jailbreak_lootbag_pickups')
			.select((eb) => [
				eb.fn.countAll<number>().as('n'),
				eb.fn.coalesce(eb.fn.sum<number>('resources'), eb.lit(0)).as('r'),
			])
			.where('picker_steamid', '=', shooter)
			.executeTakeFirstOrThrow();
		const { jailbreak } = await readProfile(app, shooter);
		expect(jailbreak.noscopes).toBe(expected.n);
		expect(jailbreak.bestDistance).toBeCloseTo(expected.best, 1);
		expect(jailbreak.averageDistance).toBeCloseTo(expected.avg, 0);
		expect(jailbreak.headshotRate).toBeCloseTo(expected.hs, 5);
		expect(jailbreak.lootbagsPicked).toBe(bags.n);
		expect(jailbreak.resources).toBe(bags.r);

		const hunter = await queries
			.selectFrom('ttt_egg_pickups')
			.select((eb) => ['steamid', eb.fn.countAll<number>().as('n')])
			.groupBy('steamid')
			.orderBy('n', 'desc')
			.limit(1)
			.executeTakeFirstOrThrow();
		const eggs = await readProfile(app, hunter.steamid);
		expect(eggs.eggs).toBe(hunter.n);
		expect(eggs.jailbreak).toMatchObject({ noscopes: 0, bestDistance: null, headshotRate: null });
	});

	it('answers Poop figures only with a live token', async () => {
		const { app, queries } = await createTestApp();
		const pooper = await queries
			.selectFrom('jailbreak_poops')
			.select((eb) => ['pooper_steamid as steamid', eb.fn.countAll<number>().as('n')])
			.groupBy('pooper_steamid')
			.orderBy('n', 'desc')
			.limit(1)
			.executeTakeFirstOrThrow();
		const { n: received } = await queries
			.selectFrom('jailbreak_poops')
			.select((eb) => eb.fn.countAll<number>().as('n'))
			.where('victim_steamid', '=', pooper.steamid)
			.executeTakeFirstOrThrow();
		expect((await readProfile(app, pooper.steamid)).poop).toBeUndefined();
		expect((await readProfile(app, pooper.steamid, bearer('not-a-token'))).poop).toBeUndefined();
		const token = await logInAs(app, DEMO_ACCOUNTS.player);
		expect((await readProfile(app, pooper.steamid, bearer(token))).poop).toEqual({
			made: pooper.n,
			received,
		});
	});

	it('answers the Donator status of a linked player the game servers know, its expiry to the member only', async () => {
		const { app, queries } = await createTestApp();
		const linked = await linkedPlayer(queries);
		const expiryDate = '2099-01-01T00:00:00.000Z';
		await queries
			.insertInto('donator_status')
			.values({ account_id: linked.id, expires_at: expiryDate })
			.onConflict((conflict) =>
				conflict.column('account_id').doUpdateSet({ expires_at: expiryDate }),
			)
			.execute();
		await queries.deleteFrom('players').where('steamid', '=', linked.steam_id).execute();

		// Linked, but no game server reported them: nothing tells that the id is a member's.
		const unknown = await readProfile(app, linked.steam_id);
		expect(unknown.name).toBe(linked.steam_username);
		expect(unknown.donator).toBeNull();

		const { headers } = await issueIngestKey(queries, { mode: 'jailbreak' });
		const pickup = {
			eventId: 'donator-1',
			picker: { steamId: linked.steam_id, name: 'Anything' },
			rarity: 'Common',
			isTrueLootbag: true,
			resources: 1,
			occurredAt: new Date().toISOString(),
		};
		const sent = await postJson(
			app,
			'/api/ingest/jailbreak/lootbag-pickups',
			{ events: [pickup] },
			headers,
		);
		expect(sent.status).toBe(200);
		const profile = await readProfile(app, linked.steam_id);
		expect(profile.donator).toEqual({ active: true, expiryDate: null });
		expect(JSON.stringify(profile)).not.toContain(DEMO_ACCOUNTS.player.email);
		const other = bearer(await logInAs(app, DEMO_ACCOUNTS.admin));
		expect((await readProfile(app, linked.steam_id, other)).donator).toEqual({
			active: true,
			expiryDate: null,
		});
		const own = bearer(await logInAs(app, DEMO_ACCOUNTS.player));
		expect((await readProfile(app, linked.steam_id, own)).donator).toEqual({
			active: true,
			expiryDate,
		});

		const { steamid } = await busiestRoundPlayer(queries);
		expect((await readProfile(app, steamid)).donator).toBeNull();
	});

	it('answers 404 for a player nobody reported and 400 for anything but a SteamID64', async () => {
		const { app } = await createTestApp();
		const missing = await app.request('/api/players/76561190000000000');
		expect(missing.status).toBe(404);
		expect(MessageSchema.parse(await missing.json()).message).toBe(PLAYER_MESSAGES.notFound);
		for (const id of ['BOT', '7656119800000000', '12345678901234567', '765611980000000001']) {
			const response = await app.request(`/api/players/${id}`);
			expect(response.status, id).toBe(400);
			expect(MessageSchema.parse(await response.json()).message).toBe(
				PLAYER_MESSAGES.invalidSteamId,
			);
		}
	});

	it('serves the generated avatar as an SVG a browser may cache', async () => {
		const { app } = await createTestApp();
		const first = await app.request('/api/players/76561198000000001/avatar.svg');
		expect(first.status).toBe(200);
		expect(first.headers.get('Content-Type')).toContain('image/svg+xml');
		expect(first.headers.get('Cache-Control')).toContain('max-age=86400');
		const svg = await first.text();
		expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 68 68"/);
		const again = await (await app.request('/api/players/76561198000000001/avatar.svg')).text();
		const other = await (await app.request('/api/players/76561198000000002/avatar.svg')).text();
		expect(again).toBe(svg);
		expect(other).not.toBe(svg);
	});
});

describe('GET /api/players?search=', () => {
	it('finds players by the start of their name in any case, at most the limit', async () => {
		const { app, queries } = await createTestApp();
		const { steamid } = await busiestRoundPlayer(queries);
		const { name } = await queries
			.selectFrom('players')
			.select('name')
			.where('steamid', '=', steamid)
			.executeTakeFirstOrThrow();
		const found = await search(app, name.slice(0, 3).toUpperCase());
		expect(found.map((player) => player.steamId)).toContain(steamid);
		for (const player of found) {
			expect(player.name.toLowerCase().startsWith(name.slice(0, 3).toLowerCase())).toBe(true);
			expect(player.avatar).toBe(`/api/players/${player.steamId}/avatar.svg`);
		}
		const perLetter = new Map<string, number>();
		for (const { search_name } of await queries
			.selectFrom('players')
			.select('search_name')
			.execute()) {
			const letter = search_name.slice(0, 1);
			perLetter.set(letter, (perLetter.get(letter) ?? 0) + 1);
		}
		const [letter, n] = [...perLetter].reduce((best, next) => (next[1] > best[1] ? next : best));
		const common = { letter, n };
		expect(common.n).toBeGreaterThan(PLAYER_SEARCH_LIMIT);
		expect(await search(app, common.letter)).toHaveLength(PLAYER_SEARCH_LIMIT);
		expect(await search(app, '  zzzz-nobody  ')).toEqual([]);
	});

	it('finds players by the start of their SteamID', async () => {
		const { app, queries } = await createTestApp();
		const { steamid } = await busiestRoundPlayer(queries);
		const found = await search(app, steamid.slice(0, 14));
		expect(found.map((player) => player.steamId)).toContain(steamid);
		for (const player of found) expect(player.steamId.startsWith(steamid.slice(0, 14))).toBe(true);
		expect((await search(app, steamid)).map((player) => player.steamId)).toEqual([steamid]);
	});

	it('refuses a missing, empty or too long search', async () => {
		const { app } = await createTestApp();
		const tooLong = 'x'.repeat(PLAYER_SEARCH_MAX_CHARS + 1);
		for (const query of ['', '?search=', '?search=%20%20', `?search=${tooLong}`]) {
			const response = await app.request(`/api/players${query}`);
			expect(response.status, query).toBe(400);
			expect(z.parse(MessageSchema, await response.json()).message).toBe(PLAYER_MESSAGES.search);
		}
	});
});
