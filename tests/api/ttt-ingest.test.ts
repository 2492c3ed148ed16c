import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EggHunterListSchema } from '../../src/contract/egg-hunt';
import { INGEST_KEY_REQUIRED } from '../../src/contract/ingest';
import {
	MAX_ROUND_ACTIONS,
	RoundActionListSchema,
	RoundSchema,
	type ActionUpload,
} from '../../src/contract/rounds';
import { ensureInternalSource } from '../../src/server/ingest/internal-source';
import { revokeIngestKey } from '../../src/server/ingest/keys';
import { ingestRound } from '../../src/server/rounds/ingest';
import { issueIngestKey } from '../fixtures/ingest-servers';
import { createTestApp, postJson } from '../fixtures/reference-api';
import type { SiteDb } from '../../src/server/db/kysely';
import { ACTION_MAY_OMIT, ROUND_MAY_OMIT, strictAnswer } from '../fixtures/strict-schema';
import { MessageSchema } from '../../src/contract/http';
import { z } from 'zod/mini';

/** The part of an ingest answer these tests read. */
const IngestedSchema = z.object({ id: z.number() });

// Events are dated in 2030 so they are newer than anything the seed holds; the clock is moved
// there too, since the API refuses events more than 5 minutes ahead of it.
beforeEach(() => {
	vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-02T00:00:00Z') });
});
afterEach(() => {
	vi.useRealTimers();
});

const ROUNDS = '/api/ingest/ttt/rounds';
const PICKUPS = '/api/ingest/ttt/egg-pickups';

async function setUp() {
	const test = await createTestApp();
	const { key, address } = await issueIngestKey(test.queries);
	return { ...test, key, address, auth: { Authorization: `Bearer ${key}` } };
}

const kill: ActionUpload = {
	actionType: 'KillAction',
	message: 'Zephyr killed Nyx with M16',
	timeInRound: 42.5,
	isGoodAction: true,
	severity: 'low',
	actor: { steamId: '76561198000000001', name: 'Zephyr', role: 'traitor', itemName: 'M16' },
	target: { steamId: 'BOT', name: 'Nyx', role: 'innocent', damage: 100 },
};

const running = {
	roundId: 'r-1001',
	map: 'ttt_ingest_test',
	startTime: '2025-04-01T12:00:00Z',
	actions: [kill],
};
const finished = {
	...running,
	endTime: '2025-04-01T12:06:05Z',
	winningTeam: 'traitor',
	actions: [kill, { ...kill, timeInRound: 300, message: 'second' }],
};

async function countRounds(db: SiteDb) {
	const { n } = await db
		.selectFrom('ttt_rounds')
		.select((eb) => eb.fn.countAll<number>().as('n'))
		.where('map', '=', 'ttt_ingest_test')
		.executeTakeFirstOrThrow();
	return n;
}

describe('POST /api/ingest/ttt/rounds', () => {
	it('needs a live key: none, a wrong and a revoked key answer 401', async () => {
		const { app, queries, key, address } = await setUp();
		const attempts: Record<string, string>[] = [
			{},
			{ Authorization: 'Bearer nope' },
			{ 'X-Ingest-Key': 'nope' },
		];
		for (const headers of attempts) {
			const response = await postJson(app, ROUNDS, finished, headers);
			expect(response.status).toBe(401);
			expect(await response.json()).toEqual({ message: INGEST_KEY_REQUIRED });
		}
		await revokeIngestKey(queries, address);
		expect((await postJson(app, ROUNDS, finished, { 'X-Ingest-Key': key })).status).toBe(401);
		expect(await countRounds(queries)).toBe(0);
	});

	it('answers 400 with a message for a malformed body', async () => {
		const { app, auth } = await setUp();
		const bad = [
			{ ...finished, map: '' },
			{ ...finished, startTime: 'yesterday' },
			{ ...finished, actions: [{ ...kill, actionType: 'DanceAction' }] },
			{ ...finished, actions: [{ ...kill, severity: 'extreme' }] },
			{ map: 'x' },
		];
		for (const body of bad) {
			const response = await postJson(app, ROUNDS, body, auth);
			expect(response.status).toBe(400);
			expect(strictAnswer(MessageSchema).parse(await response.json())).toEqual({
				message: expect.any(String),
			});
		}
		const notJson = await app.request(ROUNDS, { method: 'POST', headers: auth, body: '{' });
		expect(notJson.status).toBe(400);
	});

	it('stores the same round uploaded twice once', async () => {
		const { app, queries, auth } = await setUp();
		const first = await postJson(app, ROUNDS, finished, auth);
		expect(first.status).toBe(201);
		const { id } = z.parse(IngestedSchema, await first.json());
		const again = await postJson(app, ROUNDS, finished, auth);
		expect(again.status).toBe(200);
		expect(await again.json()).toEqual({ id, outcome: 'updated' });
		expect(await countRounds(queries)).toBe(1);
		const actions = strictAnswer(RoundActionListSchema, { mayOmit: ACTION_MAY_OMIT }).parse(
			await (await app.request(`/api/ttt/rounds/${id}/actions`)).json(),
		);
		expect(actions).toHaveLength(2);
		expect(actions[0]).toMatchObject({
			formattedTime: '0:42',
			actor: { steamId: '76561198000000001', itemName: 'M16', damage: null },
			target: { steamId: 'BOT', damage: 100 },
		});
	});

	it('updates a running round when its finished upload comes, and never back', async () => {
		const { app, queries, auth } = await setUp();
		const created = await postJson(app, ROUNDS, running, auth);
		const { id } = z.parse(IngestedSchema, await created.json());
		const read = async () =>
			strictAnswer(RoundSchema, { mayOmit: ROUND_MAY_OMIT }).parse(
				await (await app.request(`/api/ttt/rounds/${id}`)).json(),
			);
		expect(await read()).toMatchObject({ isActive: true, endTime: null, duration: null });

		expect((await postJson(app, ROUNDS, finished, auth)).status).toBe(200);
		expect(await read()).toEqual({
			id,
			map: 'ttt_ingest_test',
			startTime: '2025-04-01T12:00:00.000Z',
			endTime: '2025-04-01T12:06:05.000Z',
			duration: 365,
			winningTeam: 'traitor',
			isActive: false,
		});
		// A retried running upload arriving late keeps the finished round.
		const late = await postJson(app, ROUNDS, running, auth);
		expect(await late.json()).toEqual({ id, outcome: 'unchanged' });
		expect((await read()).isActive).toBe(false);
		expect(await countRounds(queries)).toBe(1);
	});

	it('keeps rounds of two servers with the same round id apart', async () => {
		const { app, queries, auth } = await setUp();
		const other = await issueIngestKey(queries, { region: 'na' });
		await postJson(app, ROUNDS, finished, auth);
		await postJson(app, ROUNDS, finished, { 'X-Ingest-Key': other.key });
		expect(await countRounds(queries)).toBe(2);
	});

	it(`takes a round of ${MAX_ROUND_ACTIONS} actions (past the 64 KB limit) and refuses more`, async () => {
		const { app, auth } = await setUp();
		const actions = Array.from({ length: MAX_ROUND_ACTIONS }, (_, index) => ({
			...kill,
			timeInRound: index,
			additionalInfo: 'Headshot from across the map, through a window',
		}));
		const body = { ...finished, roundId: 'big', actions };
		expect(JSON.stringify(body).length).toBeGreaterThan(64 * 1024);
		const response = await postJson(app, ROUNDS, body, auth);
		expect(response.status).toBe(201);
		const tooMany = await postJson(app, ROUNDS, { ...body, actions: [...actions, kill] }, auth);
		expect(tooMany.status).toBe(400);
	});
});

describe('ingestRound, on either engine', () => {
	it('creates a round uploaded twice at once once, and the other upload updates it', async () => {
		const { queries } = await createTestApp();
		const source = await ensureInternalSource(queries, 'test-rounds-side-by-side');
		// On PostgreSQL the two run in transactions of their own connections, side by side.
		const outcomes = await Promise.all([
			ingestRound(queries, source, finished),
			ingestRound(queries, source, finished),
		]);
		expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(['created', 'updated']);
		expect(outcomes[0]!.id).toBe(outcomes[1]!.id);
		expect(await countRounds(queries)).toBe(1);
		const players = await queries
			.selectFrom('ttt_round_players')
			.select(['steamid', 'role', 'won'])
			.where('round_id', '=', outcomes[0]!.id)
			.execute();
		expect(players).toEqual([{ steamid: '76561198000000001', role: 'traitor', won: 1 }]);
		expect(await ingestRound(queries, source, running)).toEqual({
			id: outcomes[0]!.id,
			outcome: 'unchanged',
		});
	});
});

describe('POST /api/ingest/ttt/egg-pickups', () => {
	const pickup = (id: string, pickedUpAt: string) => ({
		id,
		steamid: '76561198999999999',
		playerName: 'Ingest Tester',
		pickedUpAt,
	});

	it('needs a key and a valid body', async () => {
		const { app, auth } = await setUp();
		const body = { pickups: [pickup('p1', '2030-01-01T00:00:00Z')] };
		expect((await postJson(app, PICKUPS, body)).status).toBe(401);
		expect((await postJson(app, PICKUPS, { pickups: [] }, auth)).status).toBe(400);
		expect((await postJson(app, PICKUPS, { pickups: [{ id: 'p1' }] }, auth)).status).toBe(400);
	});

	it('counts each pickup once however often it is uploaded, on the leaderboard', async () => {
		const { app, auth } = await setUp();
		const body = {
			pickups: Array.from({ length: 200 }, (_, index) =>
				pickup(`p${index}`, `2030-01-01T00:${String(index % 60).padStart(2, '0')}:00Z`),
			),
		};
		const first = await postJson(app, PICKUPS, body, auth);
		expect(first.status).toBe(201);
		expect(await first.json()).toEqual({ created: 200, duplicates: 0 });
		expect(await (await postJson(app, PICKUPS, body, auth)).json()).toEqual({
			created: 0,
			duplicates: 200,
		});
		const hunters = strictAnswer(EggHunterListSchema).parse(
			await (await app.request('/api/ttt/egg-hunters')).json(),
		);
		expect(hunters[0]).toEqual({
			rank: 1,
			steamid: '76561198999999999',
			player_name: 'Ingest Tester',
			egg_count: 200,
			last_pickup: '2030-01-01T00:59:00.000Z',
			avatar: '/api/players/76561198999999999/avatar.svg',
		});
	});
});
