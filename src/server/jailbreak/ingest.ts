import type { IngestOutcomeWire } from '../../contract/ingest';
import { insertRows } from '../db/engine-sql';
import type { SiteDb } from '../db/kysely';
import { ingestOnce } from '../ingest/idempotency';
import type { IngestSource } from '../ingest/keys';
import { chunksForStatements } from '../ingest/statement-chunks';
import type { LootbagPickupEvent, NoscopeEvent, PoopEvent } from '../../contract/jailbreak-ingest';

/**
 * Storing what game servers report. Each function takes one server's batch, writes it in one
 * transaction and skips events that server delivered before (`ingestOnce`, by the server's own
 * event id). Every table gets one multi-row statement per chunk of rows, not one per event. The
 * routes and the seed both go through these functions.
 */

/** Event kinds in `ingest_events`. */
const INGEST_KINDS = {
	noscope: 'jailbreak.noscope',
	poop: 'jailbreak.poop',
	lootbagPickup: 'jailbreak.lootbag-pickup',
} as const;

/** Writes the rows in as few statements as `chunksForStatements` allows. */
async function writeInChunks<T>(rows: readonly T[], write: (chunk: T[]) => Promise<unknown>) {
	for (const chunk of chunksForStatements(rows)) await write(chunk);
}

interface Totals {
	count: number;
	headshots: number;
	distanceSum: number;
	maxDistance: number;
}

/**
 * Adds a batch's new no-scopes to the running totals per map and weapon: summed per key first,
 * so a batch costs one row per map and weapon, not one per event, upserted in key order so
 * concurrent batches lock them in one order. Each upsert adds to what is stored, so batches
 * committing side by side both count. (The top list's and player pages' totals per player are
 * kept by a trigger on the records.)
 */
async function addToTotals(trx: SiteDb, events: readonly NoscopeEvent[]) {
	const perMap = new Map<string, Totals>();
	for (const event of events) {
		const key = JSON.stringify([event.map, event.weapon]);
		const sum = perMap.get(key) ?? { count: 0, headshots: 0, distanceSum: 0, maxDistance: 0 };
		sum.count += 1;
		sum.headshots += event.headshot ? 1 : 0;
		sum.distanceSum += event.distance;
		sum.maxDistance = Math.max(sum.maxDistance, event.distance);
		perMap.set(key, sum);
	}
	const mapRows = [...perMap]
		.sort(([a], [b]) => (a < b ? -1 : 1))
		.map(([key, sum]) => {
			const [map, weapon] = JSON.parse(key) as [string, string];
			return {
				map_name: map,
				weapon,
				noscope_count: sum.count,
				headshot_count: sum.headshots,
				distance_sum: sum.distanceSum,
				max_distance: sum.maxDistance,
			};
		});
	await writeInChunks(mapRows, (chunk) =>
		trx
			.insertInto('jailbreak_noscope_map_totals')
			.values(chunk)
			.onConflict((conflict) =>
				conflict.columns(['map_name', 'weapon']).doUpdateSet((eb) => {
					const stored = eb.ref('jailbreak_noscope_map_totals.max_distance');
					const added = eb.ref('excluded.max_distance');
					return {
						noscope_count: eb(
							'jailbreak_noscope_map_totals.noscope_count',
							'+',
							eb.ref('excluded.noscope_count'),
						),
						headshot_count: eb(
							'jailbreak_noscope_map_totals.headshot_count',
							'+',
							eb.ref('excluded.headshot_count'),
						),
						distance_sum: eb(
							'jailbreak_noscope_map_totals.distance_sum',
							'+',
							eb.ref('excluded.distance_sum'),
						),
						// CASE rather than a two-argument MAX or GREATEST, which only one engine each knows.
						max_distance: eb.case().when(added, '>', stored).then(added).else(stored).end(),
					};
				}),
			)
			.execute(),
	);
}

/** What one kind of event needs to be stored; the rest of a batch's work is the same for all. */
interface BatchKind<E> {
	/** Its kind in `ingest_events`. */
	kind: string;
	/** Inserts the new events of one chunk, owned by the source. */
	insert: (trx: SiteDb, sourceId: number, events: E[]) => Promise<unknown>;
	/** Runs once per batch, in the same transaction, with the events that were new. */
	afterBatch?: (trx: SiteDb, fresh: readonly E[]) => Promise<void>;
}

/**
 * The event dated no later than its receipt: a clock running ahead (within the few minutes the
 * contract allows) must not date a name or a record after reports that arrive later.
 */
function notAfter<E extends { occurredAt: number }>(event: E, receivedAt: number): E {
	return event.occurredAt > receivedAt ? { ...event, occurredAt: receivedAt } : event;
}

/**
 * Makes the function that stores one server's batch of one kind: in one transaction, the events
 * not delivered before are inserted, then the kind's own work after the batch is done.
 */
function ingestBatch<E extends { eventId: string; occurredAt: number }>(
	batch: BatchKind<E>,
): (db: SiteDb, source: IngestSource, events: readonly E[]) => Promise<IngestOutcomeWire> {
	return (db, source, received) => {
		const receivedAt = Date.now();
		const events = received.map((event) => notAfter(event, receivedAt));
		return ingestOnce(
			db,
			source,
			batch.kind,
			events,
			(event) => event.eventId,
			async (trx, fresh) => {
				await writeInChunks(fresh, (chunk) => batch.insert(trx, source.id, chunk));
				await batch.afterBatch?.(trx, fresh);
			},
		);
	};
}

/** Stores no-scope kills and adds the new ones to the running totals, in one transaction. */
export const ingestNoscopes = ingestBatch<NoscopeEvent>({
	kind: INGEST_KINDS.noscope,
	insert: (trx, sourceId, events) =>
		insertRows(
			trx,
			'jailbreak_noscopes',
			events.map((event) => ({
				source_id: sourceId,
				event_id: event.eventId,
				attacker_steamid: event.attacker.steamId,
				attacker_name: event.attacker.name,
				victim_steamid: event.victim.steamId,
				victim_name: event.victim.name,
				weapon: event.weapon,
				distance: event.distance,
				headshot: event.headshot ? 1 : 0,
				map_name: event.map,
				occurred_at: event.occurredAt,
			})),
		).execute(),
	afterBatch: addToTotals,
});

/** Stores poops. */
export const ingestPoops = ingestBatch<PoopEvent>({
	kind: INGEST_KINDS.poop,
	insert: (trx, sourceId, events) =>
		insertRows(
			trx,
			'jailbreak_poops',
			events.map((event) => ({
				source_id: sourceId,
				event_id: event.eventId,
				pooper_steamid: event.pooper.steamId,
				pooper_name: event.pooper.name,
				victim_steamid: event.victim?.steamId ?? null,
				victim_name: event.victim?.name ?? null,
				map_name: event.map,
				occurred_at: event.occurredAt,
			})),
		).execute(),
});

/** Stores lootbag pickups. */
export const ingestLootbagPickups = ingestBatch<LootbagPickupEvent>({
	kind: INGEST_KINDS.lootbagPickup,
	insert: (trx, sourceId, events) =>
		insertRows(
			trx,
			'jailbreak_lootbag_pickups',
			events.map((event) => ({
				source_id: sourceId,
				event_id: event.eventId,
				picker_steamid: event.picker.steamId,
				picker_name: event.picker.name,
				dropper_steamid: event.dropper?.steamId ?? null,
				dropper_name: event.dropper?.name ?? null,
				rarity_name: event.rarity,
				is_true_lootbag: event.isTrueLootbag ? 1 : 0,
				resources: event.resources,
				picked_at: event.occurredAt,
			})),
		).execute(),
});
