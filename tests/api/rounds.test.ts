import { describe, expect, it } from 'vitest';
import { INVALID_ID_MESSAGE } from '../../src/contract/common';
import { EggHunterListSchema } from '../../src/contract/egg-hunt';
import {
	ACTION_SEVERITIES,
	ACTION_TYPES,
	ROUND_NOT_FOUND_MESSAGE,
	RoundActionListSchema,
	RoundListSchema,
	RoundSchema,
} from '../../src/contract/rounds';
import { listRounds, newestRoundsQuery, roundActionsQuery } from '../../src/server/rounds/list';
import { steamProfileUrl } from '../../src/contract/steam-id';
import { ensureInternalSource } from '../../src/server/ingest/internal-source';
import { expectPostgresIndexUsed, expectQueryIndexed, readQueryPlan } from '../fixtures/query-plan';
import { issueIngestKey } from '../fixtures/ingest-servers';
import { createTestApp, postJson, testEngine, type TestApp } from '../fixtures/reference-api';
import { ingestRound } from '../../src/server/rounds/ingest';
import { ACTION_MAY_OMIT, ROUND_MAY_OMIT, strictAnswer } from '../fixtures/strict-schema';

async function getJson(path: string, given?: TestApp) {
	const app = given ?? (await createTestApp()).app;
	const response = await app.request(path);
	const body: unknown = await response.json();
	return { status: response.status, body };
}

describe('GET /api/ttt/rounds', () => {
	it('answers every seeded round, newest first, in the round shape', async () => {
		const { status, body } = await getJson('/api/ttt/rounds');
		expect(status).toBe(200);
		const rounds = strictAnswer(RoundListSchema, { mayOmit: ROUND_MAY_OMIT }).parse(body);
		expect(rounds.length).toBeGreaterThanOrEqual(400);
		const starts = rounds.map((round) => round.startTime);
		expect(starts).toEqual([...starts].sort().reverse());
		expect(new Set(rounds.map((round) => round.map)).size).toBeGreaterThanOrEqual(10);
		expect(new Set(rounds.map((round) => round.winningTeam))).toEqual(
			new Set(['traitor', 'innocent', null]),
		);
		const active = rounds.filter((round) => round.isActive);
		expect(active).toHaveLength(2);
		expect(active.every((round) => round.endTime === null && round.duration === null)).toBe(true);
		const durations = rounds.flatMap((round) => (round.duration === null ? [] : [round.duration]));
		expect(Math.min(...durations)).toBeLessThan(60);
		expect(Math.max(...durations)).toBeGreaterThan(600);
	});

	it('sends isActive on every round and leaves unset end, duration and winner out', async () => {
		const { body } = await getJson('/api/ttt/rounds');
		const [running] = body as Record<string, unknown>[];
		expect(Object.keys(running!).sort()).toEqual(['id', 'isActive', 'map', 'startTime']);
		expect(running).toHaveProperty('isActive', true);
		const finished = (body as Record<string, unknown>[]).find((round) => !round.isActive)!;
		expect(Object.keys(finished).sort()).toEqual(
			['duration', 'endTime', 'id', 'isActive', 'map', 'startTime', 'winningTeam'].sort(),
		);
		expect(finished).toHaveProperty('isActive', false);
		const { body: one } = await getJson(`/api/ttt/rounds/${String(finished.id)}`);
		expect(one).toHaveProperty('isActive', false);
	});

	it.runIf(testEngine === 'sqlite')(
		'reads the list and a timeline through their indexes',
		async () => {
			const { db, queries } = await createTestApp();
			const now = new Date().toISOString();
			const newest = newestRoundsQuery(queries, now);
			expectQueryIndexed(db, newest, 'ttt_rounds_start_time');
			const { sql, parameters } = newest.compile();
			expect(readQueryPlan(db, sql, [...parameters]).join('\n')).not.toContain('TEMP B-TREE');
			expectQueryIndexed(db, roundActionsQuery(queries, 1));
		},
	);

	it.runIf(testEngine === 'postgres')(
		'reads the list and a timeline through their indexes on PostgreSQL too',
		async () => {
			const { queries } = await createTestApp();
			const newest = newestRoundsQuery(queries, new Date().toISOString());
			await expectPostgresIndexUsed(queries, newest, 'ttt_rounds_start_time');
			await expectPostgresIndexUsed(
				queries,
				roundActionsQuery(queries, 1),
				'ttt_round_timelines_pkey',
			);
		},
	);
});

describe('GET /api/ttt/rounds/{roundId}', () => {
	it('answers one round', async () => {
		const { app } = await createTestApp();
		const list = strictAnswer(RoundListSchema, { mayOmit: ROUND_MAY_OMIT }).parse(
			(await getJson('/api/ttt/rounds', app)).body,
		);
		const { status, body } = await getJson(`/api/ttt/rounds/${list[5]!.id}`, app);
		expect(status).toBe(200);
		expect(strictAnswer(RoundSchema, { mayOmit: ROUND_MAY_OMIT }).parse(body)).toEqual(list[5]);
	});

	it('answers 404 with a message for an unknown id and 400 for a malformed one', async () => {
		const { app } = await createTestApp();
		expect(await getJson('/api/ttt/rounds/999999', app)).toEqual({
			status: 404,
			body: { message: ROUND_NOT_FOUND_MESSAGE },
		});
		for (const id of ['0', '-1', 'abc', '1.5', '01']) {
			expect(await getJson(`/api/ttt/rounds/${id}`, app)).toEqual({
				status: 400,
				body: { message: INVALID_ID_MESSAGE },
			});
		}
	});
});

describe('GET /api/ttt/rounds/{roundId}/actions', () => {
	it('answers the timeline in order, with every kind of action and party', async () => {
		const { app } = await createTestApp();
		const rounds = strictAnswer(RoundListSchema, { mayOmit: ROUND_MAY_OMIT }).parse(
			(await getJson('/api/ttt/rounds', app)).body,
		);
		const timelines = await Promise.all(
			rounds.slice(0, 40).map(async (round) => {
				const { status, body } = await getJson(`/api/ttt/rounds/${round.id}/actions`, app);
				expect(status).toBe(200);
				return strictAnswer(RoundActionListSchema, { mayOmit: ACTION_MAY_OMIT }).parse(body);
			}),
		);
		for (const actions of timelines) {
			expect(actions.length).toBeGreaterThanOrEqual(10);
			expect(actions.length).toBeLessThanOrEqual(80);
			const times = actions.map((action) => action.timeInRound);
			expect(times).toEqual([...times].sort((a, b) => a - b));
		}
		const all = timelines.flat();
		expect(new Set(all.map((action) => action.actionType))).toEqual(new Set(ACTION_TYPES));
		expect(new Set(all.map((action) => action.severity))).toEqual(new Set(ACTION_SEVERITIES));
		expect(all.some((action) => !action.isGoodAction)).toBe(true);
		const ids = all.flatMap((action) => [action.actor?.steamId, action.target?.steamId]);
		expect(ids.some((id) => steamProfileUrl(id) !== null)).toBe(true);
		expect(ids.some((id) => typeof id === 'string' && id.startsWith('BOT'))).toBe(true);
		expect(all.some((action) => action.actor?.itemName && action.actor.damage)).toBe(true);
	});

	it('sends actions without a severity without one (the client shows low)', async () => {
		const { app } = await createTestApp();
		const { body } = await getJson('/api/ttt/rounds', app);
		const ids = (body as { id: number }[]).slice(0, 10).map((round) => round.id);
		const raw = (
			await Promise.all(ids.map((id) => getJson(`/api/ttt/rounds/${id}/actions`, app)))
		).flatMap((answer) => answer.body as Record<string, unknown>[]);
		expect(raw.some((action) => !('severity' in action))).toBe(true);
	});

	it('answers 404 for an unknown round and 400 for a malformed id', async () => {
		const { app } = await createTestApp();
		expect(await getJson('/api/ttt/rounds/999999/actions', app)).toEqual({
			status: 404,
			body: { message: ROUND_NOT_FOUND_MESSAGE },
		});
		expect((await getJson('/api/ttt/rounds/x/actions', app)).status).toBe(400);
	});
});

describe('GET /api/ttt/egg-hunters', () => {
	it('answers at least 60 hunters ranked by eggs', async () => {
		const { status, body } = await getJson('/api/ttt/egg-hunters');
		expect(status).toBe(200);
		const hunters = strictAnswer(EggHunterListSchema).parse(body);
		expect(hunters.length).toBeGreaterThanOrEqual(60);
		expect(hunters.map((hunter) => hunter.rank)).toEqual(hunters.map((_, index) => index + 1));
		const counts = hunters.map((hunter) => hunter.egg_count);
		expect(counts).toEqual([...counts].sort((a, b) => b - a));
		expect(hunters.every((hunter) => hunter.last_pickup && hunter.player_name)).toBe(true);
	});
});

describe('GET /api/ttt/rounds after uploads', () => {
	it('shows a round uploaded after the list was sent', async () => {
		const { app, queries } = await createTestApp();
		const before = strictAnswer(RoundListSchema, { mayOmit: ROUND_MAY_OMIT }).parse(
			await (await app.request('/api/ttt/rounds')).json(),
		);
		const { key } = await issueIngestKey(queries);
		const upload = {
			roundId: 1,
			map: 'ttt_upload_test',
			startTime: new Date().toISOString(),
		};
		expect(
			(await postJson(app, '/api/ingest/ttt/rounds', upload, { 'X-Ingest-Key': key })).status,
		).toBe(201);
		const after = strictAnswer(RoundListSchema, { mayOmit: ROUND_MAY_OMIT }).parse(
			await (await app.request('/api/ttt/rounds')).json(),
		);
		expect(after).toHaveLength(before.length + 1);
		expect(after[0]!.map).toBe('ttt_upload_test');
	});

	it('holds a round dated in the future back until its time', async () => {
		const { queries } = await createTestApp();
		const source = await ensureInternalSource(queries, 'test-future');
		const start = Date.now() + 60 * 60 * 1000;
		// The ingest dates nothing after its receipt, so such a row can only come from elsewhere.
		await queries
			.insertInto('ttt_rounds')
			.values({
				source_key_id: source.id,
				external_id: 'ahead',
				map: 'ttt_future',
				start_time: new Date(start).toISOString(),
			})
			.execute();
		const maps = async (now: number) => (await listRounds(queries, now)).map((round) => round.map);
		expect(await maps(Date.now())).not.toContain('ttt_future');
		expect(await maps(start)).toContain('ttt_future');
	});

	it('dates an uploaded round no later than its receipt', async () => {
		const { queries } = await createTestApp();
		const source = await ensureInternalSource(queries, 'test-drifting');
		const before = Date.now();
		await ingestRound(queries, source, {
			roundId: 'drifting',
			map: 'ttt_drift',
			startTime: new Date(before + 4 * 60 * 1000).toISOString(),
			endTime: new Date(before + 4 * 60 * 1000).toISOString(),
			actions: [],
		});
		const stored = await queries
			.selectFrom('ttt_rounds')
			.select(['start_time', 'end_time'])
			.where('external_id', '=', 'drifting')
			.executeTakeFirstOrThrow();
		expect(Date.parse(stored.start_time)).toBeLessThanOrEqual(Date.now());
		expect(Date.parse(stored.end_time!)).toBeLessThanOrEqual(Date.now());
		expect((await listRounds(queries, Date.now())).map((round) => round.map)).toContain(
			'ttt_drift',
		);
	});
});
