import { describe, expect, it } from 'vitest';
import { MessageSchema } from '../../src/contract/http';
import { issueIngestKey } from '../fixtures/ingest-servers';
import { createTestApp, postJson } from '../fixtures/reference-api';
import { strictAnswer } from '../fixtures/strict-schema';

const round = {
	roundId: 'r-errors-1',
	map: 'ttt_errors',
	startTime: '2025-04-01T12:00:00Z',
	actions: [],
};

/** Posts a body with a key of a server of `mode`; answers the status and message. */
async function send(mode: 'ttt' | 'jailbreak', path: string, body: unknown) {
	const { app, queries } = await createTestApp();
	const { headers } = await issueIngestKey(queries, { mode });
	const response = await postJson(app, path, body, headers);
	const { message } = strictAnswer(MessageSchema).parse(await response.json());
	return { status: response.status, message };
}

describe('ingest errors name the field and what it should hold', () => {
	it.each([
		['a missing map', { ...round, map: undefined }, 'map: expected a string'],
		['a number for a map', { ...round, map: 7 }, 'map: expected a string'],
		['actions that are no list', { ...round, actions: 'none' }, 'actions: expected an array'],
		[
			'an action without its time',
			{ ...round, actions: [{ actionType: 'MiscAction', message: 'x', isGoodAction: true }] },
			'actions.0.timeInRound: expected a number',
		],
	])('a round with %s', async (_, body, message) => {
		expect(await send('ttt', '/api/ingest/ttt/rounds', body)).toEqual({ status: 400, message });
	});

	it('an event of a batch, by its place in the batch', async () => {
		const body = { events: [{ eventId: 'p1', occurredAt: '2030-01-01T00:00:00Z' }] };
		expect(await send('jailbreak', '/api/ingest/jailbreak/poops', body)).toEqual({
			status: 400,
			message: 'events.0.pooper: expected an object',
		});
	});

	it('a message the schema words itself stays as it is', async () => {
		const body = { ...round, actions: [{ ...{ actionType: 'DanceAction' } }] };
		const { message } = await send('ttt', '/api/ingest/ttt/rounds', body);
		expect(message).toBe(
			'actions.0.actionType: actionType must be KillAction, DamageAction, ShopAction or MiscAction',
		);
	});
});
