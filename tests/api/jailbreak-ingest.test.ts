import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INGEST_KEY_REQUIRED } from '../../src/server/ingest/require-ingest-key';
import { ensureInternalSource } from '../../src/server/ingest/internal-source';
import { MAX_INGEST_BATCH, type NoscopeEvent } from '../../src/contract/jailbreak-ingest';
import { ingestOnce } from '../../src/server/ingest/idempotency';
import { ingestNoscopes } from '../../src/server/jailbreak/ingest';
import { SEED_SOURCES } from '../../src/server/jailbreak/seed';
import type { SiteDb } from '../../src/server/db/kysely';
import { issueIngestKey } from '../fixtures/ingest-servers';
import { bearer, createTestApp, postJson, type TestApp } from '../fixtures/reference-api';
import { NoscopeRecentListSchema, TopNoscoperListSchema } from '../../src/contract/noscope';
import { MessageSchema } from '../../src/contract/http';
import { strictAnswer } from '../fixtures/strict-schema';
import { expectBoardRecounted } from '../fixtures/noscope-board';

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

/** Rows of a table, of one source when given. */
async function countRows(
	db: SiteDb,
	table: 'ingest_events' | 'jailbreak_noscopes' | 'jailbreak_poops',
	sourceId?: number,
) {
	let query = db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
	if (sourceId !== undefined) {
		query = query.where(table === 'ingest_events' ? 'source_key_id' : 'source_id', '=', sourceId);
	}
	return (await query.executeTakeFirstOrThrow()).n;
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
			const { app, queries } = await createTestApp();
			// The seed's own sources have revoked keys; a made-up key is refused too.
			await ensureInternalSource(queries, SEED_SOURCES[0]);
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
		const { send, queries } = await setUp();
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
		const stored = await queries
			.selectFrom('jailbreak_lootbag_pickups')
			.select((eb) => eb.fn.countAll<number>().as('n'))
			.where('picker_steamid', '=', SNIPER.steamId)
			.executeTakeFirstOrThrow();
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
		const { send, queries } = await setUp();
		const before = await countRows(queries, 'ingest_events');
		const response = await send(path, body);
		expect(response.status).toBe(400);
		const { message } = strictAnswer(MessageSchema).parse(await response.json());
		expect(message).toEqual(expect.stringContaining(words));
		expect(await countRows(queries, 'ingest_events')).toEqual(before);
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

describe('storing batches, on either engine', () => {
	/** A no-scope as the ingest functions take it (validated, its time in epoch ms). */
	const event = (eventId: string, extra: Partial<NoscopeEvent> = {}): NoscopeEvent => ({
		eventId,
		attacker: SNIPER,
		victim: TARGET,
		weapon: 'awp',
		distance: 99_000,
		headshot: true,
		map: 'jb_test_range',
		occurredAt: Date.parse('2030-01-01T12:00:00Z'),
		...extra,
	});

	/**
	 * The sniper's running totals per weapon and headshot flag (the top list's rows of one weapon
	 * and one flag), and the same figures counted from the records.
	 */
	async function sniperFigures(db: SiteDb) {
		const board = await db
			.selectFrom('jailbreak_noscope_board')
			.select(['weapon', 'headshot', 'noscope_count', 'distance_sum', 'max_distance'])
			.where('attacker_steamid', '=', SNIPER.steamId)
			.where('weapon', '<>', 'all')
			.where('headshot', '<>', 'all')
			.orderBy('weapon')
			.orderBy('headshot')
			.execute();
		const totals = board.map((row) => ({ ...row, headshot: row.headshot === 'true' ? 1 : 0 }));
		const records = await db
			.selectFrom('jailbreak_noscopes')
			.select((eb) => [
				'weapon',
				'headshot',
				eb.fn.countAll<number>().as('noscope_count'),
				eb.fn.sum<number>('distance').as('distance_sum'),
				eb.fn.max('distance').as('max_distance'),
			])
			.where('attacker_steamid', '=', SNIPER.steamId)
			.where('distance', '>=', 500)
			.groupBy(['weapon', 'headshot'])
			.orderBy('weapon')
			.orderBy('headshot')
			.execute();
		const map = await db
			.selectFrom('jailbreak_noscope_map_totals')
			.select(['noscope_count', 'headshot_count'])
			.where('map_name', '=', 'jb_test_range')
			.orderBy('weapon')
			.execute();
		const player = await db
			.selectFrom('players')
			.select('name')
			.where('steamid', '=', SNIPER.steamId)
			.executeTakeFirst();
		return { totals, records, map, name: player?.name };
	}

	it('stores a batch delivered twice, and an id repeated within it, once', async () => {
		const { queries } = await createTestApp();
		const source = await ensureInternalSource(queries, 'test-twice');
		const batch = [event('a'), event('b', { headshot: false }), event('a')];
		expect(await ingestNoscopes(queries, source, batch)).toEqual({ created: 2, duplicates: 1 });
		expect(await ingestNoscopes(queries, source, batch)).toEqual({ created: 0, duplicates: 3 });
		expect(await countRows(queries, 'jailbreak_noscopes', source.id)).toBe(2);
		expect(await countRows(queries, 'ingest_events', source.id)).toBe(2);
		const figures = await sniperFigures(queries);
		expect(figures.totals).toEqual(figures.records);
		expect(figures.map).toEqual([{ noscope_count: 2, headshot_count: 1 }]);
		expect(figures.name).toBe(SNIPER.name);
	});

	it('stores an event sent in two requests at once once, and counts both batches in the totals', async () => {
		const { queries } = await createTestApp();
		const source = await ensureInternalSource(queries, 'test-side-by-side');
		// On PostgreSQL the two run in transactions of their own connections, side by side.
		const outcomes = await Promise.all([
			ingestNoscopes(queries, source, [event('x-1'), event('shared'), event('x-2')]),
			ingestNoscopes(queries, source, [
				event('y-1', { distance: 100_000, headshot: false }),
				event('shared'),
				event('y-2', { weapon: 'ssg08' }),
			]),
		]);
		expect(outcomes.map((outcome) => outcome.created).sort()).toEqual([2, 3]);
		expect(outcomes.reduce((sum, outcome) => sum + outcome.duplicates, 0)).toBe(1);
		expect(await countRows(queries, 'jailbreak_noscopes', source.id)).toBe(5);
		expect(await countRows(queries, 'ingest_events', source.id)).toBe(5);
		const figures = await sniperFigures(queries);
		expect(figures.totals).toEqual(figures.records);
		expect(figures.totals.reduce((sum, row) => sum + row.noscope_count, 0)).toBe(5);
		expect(figures.map).toEqual([
			{ noscope_count: 4, headshot_count: 3 },
			{ noscope_count: 1, headshot_count: 1 },
		]);
	});

	it('stores nothing of a batch the database refuses half-way: no event, id, total or name', async () => {
		const { queries } = await createTestApp();
		const source = await ensureInternalSource(queries, 'test-refused');
		await ingestNoscopes(queries, source, [event('first')]);
		const before = await sniperFigures(queries);
		// The first two go in one statement; the third breaks the weapon CHECK in the next one.
		const batch = [
			event('ok-1', { attacker: { ...SNIPER, name: 'Never Stored' }, distance: 99_500 }),
			event('ok-2', { occurredAt: Date.parse('2030-01-01T13:00:00Z') }),
			event('refused', { weapon: 'deagle' as NoscopeEvent['weapon'] }),
		];
		await expect(ingestNoscopes(queries, source, batch)).rejects.toThrow();
		expect(await countRows(queries, 'ingest_events', source.id)).toBe(1);
		expect(await countRows(queries, 'jailbreak_noscopes', source.id)).toBe(1);
		expect(await sniperFigures(queries)).toEqual(before);
		// Nothing of it was claimed: the batch without the refused event is stored in full.
		expect(await ingestNoscopes(queries, source, batch.slice(0, 2))).toEqual({
			created: 2,
			duplicates: 0,
		});
	});

	it("keeps the top list's totals per filter equal to a recount, through new, replayed, concurrent and refused batches", async () => {
		const { queries } = await createTestApp();
		const source = await ensureInternalSource(queries, 'test-board');
		const other = { steamId: '76561198000000003', name: 'Other Sniper' };
		// Both weapons and headshot flags, two players, and shots under and at the slider's minimum.
		const batch = [
			event('b-1'),
			event('b-2', { weapon: 'ssg08', headshot: false, distance: 750.5 }),
			event('b-3', { attacker: other, distance: 499.9 }),
			event('b-4', { attacker: other, distance: 500, headshot: false }),
			event('b-5', { distance: 1234.5, occurredAt: Date.parse('2030-01-01T13:00:00Z') }),
		];
		await expectBoardRecounted(queries);
		expect(await ingestNoscopes(queries, source, batch)).toEqual({ created: 5, duplicates: 0 });
		await expectBoardRecounted(queries);
		expect(await ingestNoscopes(queries, source, batch)).toEqual({ created: 0, duplicates: 5 });
		await expectBoardRecounted(queries);
		await Promise.all([
			ingestNoscopes(queries, source, [event('c-1'), event('shared', { attacker: other })]),
			ingestNoscopes(queries, source, [
				event('shared', { attacker: other }),
				event('c-2', { weapon: 'ssg08', distance: 100_000 }),
			]),
		]);
		await expectBoardRecounted(queries);
		const refused = [event('r-1'), event('r-2', { weapon: 'deagle' as NoscopeEvent['weapon'] })];
		await expect(ingestNoscopes(queries, source, refused)).rejects.toThrow();
		await expectBoardRecounted(queries);
		const sniper = await queries
			.selectFrom('jailbreak_noscope_board')
			.select(['noscope_count', 'headshot_count', 'max_distance'])
			.where('weapon', '=', 'all')
			.where('headshot', '=', 'all')
			.where('attacker_steamid', '=', SNIPER.steamId)
			.executeTakeFirstOrThrow();
		expect(sniper).toEqual({ noscope_count: 5, headshot_count: 4, max_distance: 100_000 });
	});

	it('rolls back what the insert wrote, and the ids it claimed, when the insert throws', async () => {
		const { queries } = await createTestApp();
		const source = await ensureInternalSource(queries, 'test-throwing');
		const writeThenFail = async (trx: SiteDb, fresh: readonly { id: number }[]) => {
			await trx
				.insertInto('jailbreak_poops')
				.values(
					fresh.map((item) => ({
						source_id: source.id,
						event_id: String(item.id),
						pooper_steamid: SNIPER.steamId,
						pooper_name: SNIPER.name,
						map_name: 'jb_x',
						occurred_at: 0,
					})),
				)
				.execute();
			throw new Error('broken after writing');
		};
		const items = [{ id: 1 }, { id: 2 }];
		await expect(
			ingestOnce(queries, source, 'test.kind', items, (item) => item.id, writeThenFail),
		).rejects.toThrow('broken after writing');
		expect(await countRows(queries, 'ingest_events', source.id)).toBe(0);
		expect(await countRows(queries, 'jailbreak_poops', source.id)).toBe(0);
	});
});
