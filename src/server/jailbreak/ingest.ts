import type { ExpressionBuilder } from 'kysely';
import { NOSCOPE_DISTANCE } from '../../contract/noscope';
import type { IngestOutcomeWire } from '../../contract/ingest';
import type { DB } from '../db/schema';
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

/** The larger of a stored column and the same column of the row being upserted. */
function greaterOf<T extends 'jailbreak_noscope_totals' | 'jailbreak_noscope_map_totals'>(
	eb: ExpressionBuilder<DB & { excluded: DB[T] }, T | 'excluded'>,
	table: T,
	column: 'max_distance' | 'last_at',
) {
	// CASE rather than a two-argument MAX or GREATEST, which only one engine each knows.
	const stored = eb.ref(`${table}.${column}` as never);
	const added = eb.ref(`excluded.${column}` as never);
	return eb.case().when(added, '>', stored).then(added).else(stored).end();
}

/** The latest name of each real player in a batch (bots have no id and are not kept). */
class PlayerNames {
	private readonly latest = new Map<string, { name: string; at: number }>();

	/** Notes a player seen at a moment. */
	see(steamId: string | null, name: string, at: number): void {
		if (!steamId) return;
		const known = this.latest.get(steamId);
		if (!known || at >= known.at) this.latest.set(steamId, { name, at });
	}

	/**
	 * Writes each player once per batch, however often they appear in it; an older sighting never
	 * brings an old name back. In id order, so concurrent batches lock rows in one order.
	 */
	async save(trx: SiteDb): Promise<void> {
		const rows = [...this.latest]
			.sort(([a], [b]) => (a < b ? -1 : 1))
			.map(([steamid, { name, at }]) => ({ steamid, name, seen_at: at }));
		await writeInChunks(rows, (chunk) =>
			trx
				.insertInto('jailbreak_players')
				.values(chunk)
				.onConflict((conflict) =>
					conflict
						.column('steamid')
						.doUpdateSet((eb) => ({
							name: eb.ref('excluded.name'),
							seen_at: eb.ref('excluded.seen_at'),
						}))
						.where('excluded.seen_at', '>=', (eb) => eb.ref('jailbreak_players.seen_at')),
				)
				.execute(),
		);
	}
}

interface Totals {
	count: number;
	headshots: number;
	distanceSum: number;
	maxDistance: number;
	lastAt: number;
}

/** Adds one no-scope to the batch's totals under a key. */
function addTo(totals: Map<string, Totals>, key: string, event: NoscopeEvent) {
	const sum = totals.get(key) ?? {
		count: 0,
		headshots: 0,
		distanceSum: 0,
		maxDistance: 0,
		lastAt: 0,
	};
	sum.count += 1;
	sum.headshots += event.headshot ? 1 : 0;
	sum.distanceSum += event.distance;
	sum.maxDistance = Math.max(sum.maxDistance, event.distance);
	sum.lastAt = Math.max(sum.lastAt, event.occurredAt);
	totals.set(key, sum);
}

/** The batch's sums in key order, so concurrent batches lock the totals rows in one order. */
function sortedTotals(totals: Map<string, Totals>): [string, Totals][] {
	return [...totals].sort(([a], [b]) => (a < b ? -1 : 1));
}

/**
 * Adds a batch's new no-scopes to the running totals: summed per key first, so a batch costs one
 * row per player, weapon and headshot (and per map and weapon), not one per event. Each upsert
 * adds to what is stored, so batches committing side by side both count.
 */
async function addToTotals(trx: SiteDb, events: readonly NoscopeEvent[]) {
	const perPlayer = new Map<string, Totals>();
	const perMap = new Map<string, Totals>();
	for (const event of events) {
		// Shots under the slider's minimum can never be listed, so the player totals leave them out.
		if (event.distance >= NOSCOPE_DISTANCE.min) {
			addTo(
				perPlayer,
				JSON.stringify([event.weapon, event.headshot ? 1 : 0, event.attacker.steamId]),
				event,
			);
		}
		addTo(perMap, JSON.stringify([event.map, event.weapon]), event);
	}
	const playerRows = sortedTotals(perPlayer).map(([key, sum]) => {
		const [weapon, headshot, steamId] = JSON.parse(key) as [string, number, string];
		return {
			weapon,
			headshot,
			attacker_steamid: steamId,
			noscope_count: sum.count,
			distance_sum: sum.distanceSum,
			max_distance: sum.maxDistance,
			last_at: sum.lastAt,
		};
	});
	await writeInChunks(playerRows, (chunk) =>
		trx
			.insertInto('jailbreak_noscope_totals')
			.values(chunk)
			.onConflict((conflict) =>
				conflict.columns(['weapon', 'headshot', 'attacker_steamid']).doUpdateSet((eb) => ({
					noscope_count: eb(
						'jailbreak_noscope_totals.noscope_count',
						'+',
						eb.ref('excluded.noscope_count'),
					),
					distance_sum: eb(
						'jailbreak_noscope_totals.distance_sum',
						'+',
						eb.ref('excluded.distance_sum'),
					),
					max_distance: greaterOf(eb, 'jailbreak_noscope_totals', 'max_distance'),
					last_at: greaterOf(eb, 'jailbreak_noscope_totals', 'last_at'),
				})),
			)
			.execute(),
	);
	const mapRows = sortedTotals(perMap).map(([key, sum]) => {
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
				conflict.columns(['map_name', 'weapon']).doUpdateSet((eb) => ({
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
					max_distance: greaterOf(eb, 'jailbreak_noscope_map_totals', 'max_distance'),
				})),
			)
			.execute(),
	);
}

/** A player an event names; a bot has no SteamID. */
interface NamedPlayer {
	steamId: string | null;
	name: string;
}

/** What one kind of event needs to be stored; the rest of a batch's work is the same for all. */
interface BatchKind<E> {
	/** Its kind in `ingest_events`. */
	kind: string;
	/** Inserts the new events of one chunk, owned by the source. */
	insert: (trx: SiteDb, sourceId: number, events: E[]) => Promise<unknown>;
	/** The players it names, whose latest names are kept. */
	players: (event: E) => readonly (NamedPlayer | null)[];
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
 * not delivered before are inserted, then the players they name are saved once per batch.
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
				const names = new PlayerNames();
				for (const event of fresh) {
					for (const player of batch.players(event)) {
						if (player) names.see(player.steamId, player.name, event.occurredAt);
					}
				}
				await names.save(trx);
				await batch.afterBatch?.(trx, fresh);
			},
		);
	};
}

/** Stores no-scope kills and adds the new ones to the running totals, in one transaction. */
export const ingestNoscopes = ingestBatch<NoscopeEvent>({
	kind: INGEST_KINDS.noscope,
	insert: (trx, sourceId, events) =>
		trx
			.insertInto('jailbreak_noscopes')
			.values(
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
			)
			.execute(),
	players: (event) => [event.attacker, event.victim],
	afterBatch: addToTotals,
});

/** Stores poops. */
export const ingestPoops = ingestBatch<PoopEvent>({
	kind: INGEST_KINDS.poop,
	insert: (trx, sourceId, events) =>
		trx
			.insertInto('jailbreak_poops')
			.values(
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
			)
			.execute(),
	players: (event) => [event.pooper, event.victim],
});

/** Stores lootbag pickups. */
export const ingestLootbagPickups = ingestBatch<LootbagPickupEvent>({
	kind: INGEST_KINDS.lootbagPickup,
	insert: (trx, sourceId, events) =>
		trx
			.insertInto('jailbreak_lootbag_pickups')
			.values(
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
			)
			.execute(),
	players: (event) => [event.picker, event.dropper],
});
