import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INGEST_KEY_REQUIRED } from '../../src/server/http/require-ingest-key';
import { ensureInternalSource } from '../../src/server/ingest/keys';
import { MAX_INGEST_BATCH } from '../../src/contract/jailbreak-ingest';
import { SEED_SOURCES } from '../../src/server/jailbreak/seed';
import { issueIngestKey } from '../fixtures/ingest-servers';
import { bearer, createTestApp, postJson, type TestApp } from '../fixtures/reference-api';
import { NoscopeRecentListSchema, TopNoscoperListSchema } from '../../src/contract/noscope';
import { MessageSchema } from '../../src/contract/http';
import { strictAnswer } from '../fixtures/strict-schema';

// Events are dated in 2030 so they are newer than anything the seed holds; the clock is moved
// there too, since the API refuses events more than 5 minutes ahead of it.
beforeEach(() => {
	vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-02T00:00:00Z') });
});
afterEach(() => {
	vi.useRealTimers();
});

const SNIPER = { steamId: '76561198000000001', name: 'Test Sniper' };
const TARGET = { steamId: '76561198000000002', name: 'Test Target' };

function noscope(eventId: string, extra: Record<string, unknown> = {}) {
	return {
		eventId,
		attacker: SNIPER,
		victim: TARGET,
		weapon: 'awp',
		distance: 99_000,
		headshot: true,
		map: 'jb_test_range',
		occurredAt: '2030-01-01T12:00:00Z',
		...extra,
	};
}

async function setUp() {
	const test = await createTestApp();
	const { key } = await issueIngestKey(test.queries, { mode: 'jailbreak' });
	const send = (path: string, body: unknown) =>
		postJson(test.app, `/api/ingest/jailbreak/${path}`, body, bearer(key));
	return { ...test, key, send };
}

async function topAt(app: TestApp, query: string) {
	return strictAnswer(TopNoscoperListSchema).parse(
		await (await app.request(`/api/jailbreak/noscope/top?${query}`)).json(),
	);
}

describe('POST /api/ingest/jailbreak/*', () => {
	it.each(['noscopes', 'poops', 'lootbag-pickups'])(
		'%s answers 401 without a live ingest key',
		async (path) => {
			const { app, db } = await createTestApp();
			// The seed's own sources have revoked keys; a made-up key is refused too.
			ensureInternalSource(db, SEED_SOURCES[0]);
			for (const headers of [{}, bearer('ingest_made_up')]) {
				const response = await postJson(
					app,
					`/api/ingest/jailbreak/${path}`,
					{ events: [] },
					headers,
				);
				expect(response.status).toBe(401);
				expect(await response.json()).toEqual({ message: INGEST_KEY_REQUIRED });
			}
		},
	);

	it('stores no-scopes, lists them at once, and stores a repeated batch only once', async () => {
		const { app, send } = await setUp();
		const batch = { events: [noscope('n-1'), noscope('n-2', { distance: 98_000 })] };
		const first = await send('noscopes', batch);
		expect(first.status).toBe(200);
		expect(await first.json()).toEqual({ created: 2, duplicates: 0 });
		const again = await send('noscopes', { events: [...batch.events, noscope('n-3')] });
		expect(await again.json()).toEqual({ created: 1, duplicates: 2 });

		for (const query of ['minDistance=90000', 'minDistance=500&filterBy=distance&limit=1']) {
			const [top] = await topAt(app, query);
			expect(top).toMatchObject({ steamid: SNIPER.steamId, player_name: SNIPER.name });
		}
		expect((await topAt(app, 'minDistance=90000'))[0]?.noscope_count).toBe(3);
		const recent = strictAnswer(NoscopeRecentListSchema).parse(
			await (await app.request('/api/jailbreak/noscope/recent?minDistance=90000&limit=10')).json(),
		);
		expect(recent).toHaveLength(3);
	});

	it('keeps event ids per server: another server may reuse them', async () => {
		const { app, send, queries } = await setUp();
		const { key } = await issueIngestKey(queries, { mode: 'jailbreak' });
		await send('noscopes', { events: [noscope('same-id')] });
		const other = await postJson(
			app,
			'/api/ingest/jailbreak/noscopes',
			{ events: [noscope('same-id')] },
			bearer(key),
		);
		expect(await other.json()).toEqual({ created: 1, duplicates: 0 });
	});

	it('stores poops (with and without a victim) and lootbag pickups idempotently', async () => {
		const { send, db } = await setUp();
		const poops = {
			events: [
				{
					eventId: 'p-1',
					pooper: SNIPER,
					victim: TARGET,
					map: 'jb_x',
					occurredAt: '2030-01-01T00:00:00Z',
				},
				{ eventId: 'p-2', pooper: SNIPER, map: 'jb_x', occurredAt: '2030-01-01T00:01:00Z' },
			],
		};
		expect(await (await send('poops', poops)).json()).toEqual({ created: 2, duplicates: 0 });
		expect(await (await send('poops', poops)).json()).toEqual({ created: 0, duplicates: 2 });
		const pickups = {
			events: [
				{
					eventId: 'l-1',
					picker: SNIPER,
					dropper: TARGET,
					rarity: 'Legendary',
					isTrueLootbag: true,
					resources: 500,
					occurredAt: '2030-01-01T00:00:00+02:00',
				},
				{
					eventId: 'l-2',
					picker: SNIPER,
					rarity: 'Common',
					isTrueLootbag: false,
					resources: 20,
					occurredAt: '2030-01-01T00:00:00Z',
				},
			],
		};
		expect(await (await send('lootbag-pickups', pickups)).json()).toEqual({
			created: 2,
			duplicates: 0,
		});
		expect(await (await send('lootbag-pickups', pickups)).json()).toEqual({
			created: 0,
			duplicates: 2,
		});
		const stored = db
			.prepare<[string], { n: number }>(
				'SELECT COUNT(*) AS n FROM jailbreak_lootbag_pickups WHERE picker_steamid = ?',
			)
			.get(SNIPER.steamId)!;
		expect(stored.n).toBe(2);
	});

	it.each([
		['noscopes', {}, 'events: events must be a list of events'],
		['noscopes', { events: [noscope('x', { weapon: 'deagle' })] }, 'events.0.weapon: '],
		['noscopes', { events: [] }, 'at least one'],
		[
			'noscopes',
			{ events: [noscope('x', { attacker: { steamId: '123', name: 'A' } })] },
			'steamId',
		],
		['noscopes', { events: [noscope('x', { occurredAt: 'yesterday' })] }, 'occurredAt'],
		['noscopes', { events: [noscope('x', { distance: -1 })] }, ''],
		['noscopes', { events: [noscope('')] }, ''],
		[
			'poops',
			{ events: [{ eventId: 'p', pooper: SNIPER, occurredAt: '2030-01-01T00:00:00Z' }] },
			'',
		],
		[
			'lootbag-pickups',
			{
				events: [
					{
						eventId: 'l',
						picker: SNIPER,
						rarity: 'Mythic',
						isTrueLootbag: true,
						resources: 1,
						occurredAt: '2030-01-01T00:00:00Z',
					},
				],
			},
			'',
		],
	])('%s refuses a malformed batch with 400 and stores nothing', async (path, body, words) => {
		const { send, db } = await setUp();
		const before = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM ingest_events').get()!;
		const response = await send(path, body);
		expect(response.status).toBe(400);
		const { message } = strictAnswer(MessageSchema).parse(await response.json());
		expect(message).toEqual(expect.stringContaining(words));
		expect(db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM ingest_events').get()).toEqual(
			before,
		);
	});

	it(`takes ${MAX_INGEST_BATCH} events in one batch and refuses more`, async () => {
		const { send } = await setUp();
		const events = Array.from({ length: MAX_INGEST_BATCH }, (_, i) => noscope(`big-${i}`));
		expect(await (await send('noscopes', { events })).json()).toEqual({
			created: MAX_INGEST_BATCH,
			duplicates: 0,
		});
		const tooMany = await send('noscopes', { events: [...events, noscope('one-more')] });
		expect(tooMany.status).toBe(400);
	});
});
