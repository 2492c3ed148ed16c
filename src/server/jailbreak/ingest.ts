import type { Database } from 'better-sqlite3';
import { NOSCOPE_DISTANCE } from '../../contract/noscope';
import { statement } from '../db/statements';
import type { IngestOutcomeWire } from '../../contract/ingest';
import { ingestOnce } from '../ingest/idempotency';
import type { IngestSource } from '../ingest/keys';
import type { LootbagPickupEvent, NoscopeEvent, PoopEvent } from '../../contract/jailbreak-ingest';

/**
 * Storing what game servers report. Each function takes one server's batch, writes it in one
 * transaction and skips events that server delivered before (`ingestOnce`, by the server's own
 * event id). The routes and the seed both go through these functions.
 */

/** Event kinds in `ingest_events`. */
export const INGEST_KINDS = {
	noscope: 'jailbreak.noscope',
	poop: 'jailbreak.poop',
	lootbagPickup: 'jailbreak.lootbag-pickup',
} as const;

const UPSERT_PLAYER = `INSERT INTO jailbreak_players (steamid, name, seen_at) VALUES (?, ?, ?)
	ON CONFLICT (steamid) DO UPDATE SET name = excluded.name, seen_at = excluded.seen_at
	WHERE excluded.seen_at >= jailbreak_players.seen_at`;

/** The latest name of each real player in a batch (bots have no id and are not kept). */
class PlayerNames {
	private readonly latest = new Map<string, { name: string; at: number }>();

	/** Notes a player seen at a moment. */
	see(steamId: string | null, name: string, at: number): void {
		if (!steamId) return;
		const known = this.latest.get(steamId);
		if (!known || at >= known.at) this.latest.set(steamId, { name, at });
	}

	/** Writes each player once per batch, however often they appear in it. */
	save(db: Database): void {
		for (const [steamId, { name, at }] of this.latest) {
			statement(db, UPSERT_PLAYER).run(steamId, name, at);
		}
	}
}

const ADD_TO_PLAYER_TOTALS = `INSERT INTO jailbreak_noscope_totals (
	weapon, headshot, attacker_steamid, noscope_count, distance_sum, max_distance, last_at
) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO UPDATE SET
	noscope_count = noscope_count + excluded.noscope_count,
	distance_sum = distance_sum + excluded.distance_sum,
	max_distance = MAX(max_distance, excluded.max_distance),
	last_at = MAX(last_at, excluded.last_at)`;

const ADD_TO_MAP_TOTALS = `INSERT INTO jailbreak_noscope_map_totals (
	map_name, weapon, noscope_count, headshot_count, distance_sum, max_distance
) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO UPDATE SET
	noscope_count = noscope_count + excluded.noscope_count,
	headshot_count = headshot_count + excluded.headshot_count,
	distance_sum = distance_sum + excluded.distance_sum,
	max_distance = MAX(max_distance, excluded.max_distance)`;

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

/**
 * Adds a batch's new no-scopes to the running totals: summed per key first, so a batch costs one
 * upsert per player, weapon and headshot (and per map and weapon), not one per event.
 */
function addToTotals(db: Database, events: readonly NoscopeEvent[]) {
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
	for (const [key, sum] of perPlayer) {
		const [weapon, headshot, steamId] = JSON.parse(key) as [string, number, string];
		statement(db, ADD_TO_PLAYER_TOTALS).run(
			weapon,
			headshot,
			steamId,
			sum.count,
			sum.distanceSum,
			sum.maxDistance,
			sum.lastAt,
		);
	}
	for (const [key, sum] of perMap) {
		const [map, weapon] = JSON.parse(key) as [string, string];
		statement(db, ADD_TO_MAP_TOTALS).run(
			map,
			weapon,
			sum.count,
			sum.headshots,
			sum.distanceSum,
			sum.maxDistance,
		);
	}
}

/** A player an event names; a bot has no SteamID. */
interface NamedPlayer {
	steamId: string | null;
	name: string;
}

/** A player's SteamID and name columns; both null where there is no player. */
const playerColumns = (player: NamedPlayer | null) => [
	player?.steamId ?? null,
	player?.name ?? null,
];

/** What one kind of event needs to be stored; the rest of a batch's work is the same for all. */
interface BatchKind<E> {
	/** Its kind in `ingest_events`. */
	kind: string;
	/** Inserts one event; its first parameter is the source's id. */
	insert: string;
	/** The insert's other parameters, in order. */
	values: (event: E) => unknown[];
	/** The players it names, whose latest names are kept. */
	players: (event: E) => readonly (NamedPlayer | null)[];
	/** Runs once per batch, in the same transaction, with the events that were new. */
	afterBatch?: (db: Database, fresh: readonly E[]) => void;
}

/**
 * The event dated no later than its receipt: a clock running ahead (within the few minutes the
 * contract allows) must not date a name or a record after reports that arrive later.
 */
function notAfter<E extends { occurredAt: number }>(event: E, receivedAt: number): E {
	return event.occurredAt > receivedAt ? { ...event, occurredAt: receivedAt } : event;
}

/**
 * Makes the function that stores one server's batch of one kind: in one transaction, each event
 * not delivered before is inserted, then the players it names are saved once per batch.
 */
function ingestBatch<E extends { eventId: string | number; occurredAt: number }>(
	batch: BatchKind<E>,
): (db: Database, source: IngestSource, events: readonly E[]) => IngestOutcomeWire {
	return (db, source, received) =>
		db.transaction(() => {
			const receivedAt = Date.now();
			const events = received.map((event) => notAfter(event, receivedAt));
			const fresh: E[] = [];
			const names = new PlayerNames();
			const outcome = ingestOnce(
				db,
				source,
				batch.kind,
				events,
				(event) => event.eventId,
				(event) => {
					statement(db, batch.insert).run(source.id, ...batch.values(event));
					for (const player of batch.players(event)) {
						if (player) names.see(player.steamId, player.name, event.occurredAt);
					}
					fresh.push(event);
				},
			);
			names.save(db);
			batch.afterBatch?.(db, fresh);
			return outcome;
		})();
}

/** Stores no-scope kills and adds the new ones to the running totals, in one transaction. */
export const ingestNoscopes = ingestBatch<NoscopeEvent>({
	kind: INGEST_KINDS.noscope,
	insert: `INSERT INTO jailbreak_noscopes (
	source_id, event_id, attacker_steamid, attacker_name, victim_steamid, victim_name,
	weapon, distance, headshot, map_name, occurred_at
) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
	values: (event) => [
		event.eventId,
		...playerColumns(event.attacker),
		...playerColumns(event.victim),
		event.weapon,
		event.distance,
		event.headshot ? 1 : 0,
		event.map,
		event.occurredAt,
	],
	players: (event) => [event.attacker, event.victim],
	afterBatch: addToTotals,
});

/** Stores poops. */
export const ingestPoops = ingestBatch<PoopEvent>({
	kind: INGEST_KINDS.poop,
	insert: `INSERT INTO jailbreak_poops (
	source_id, event_id, pooper_steamid, pooper_name, victim_steamid, victim_name, map_name,
	occurred_at
) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
	values: (event) => [
		event.eventId,
		...playerColumns(event.pooper),
		...playerColumns(event.victim),
		event.map,
		event.occurredAt,
	],
	players: (event) => [event.pooper, event.victim],
});

/** Stores lootbag pickups. */
export const ingestLootbagPickups = ingestBatch<LootbagPickupEvent>({
	kind: INGEST_KINDS.lootbagPickup,
	insert: `INSERT INTO jailbreak_lootbag_pickups (
	source_id, event_id, picker_steamid, picker_name, dropper_steamid, dropper_name,
	rarity_name, is_true_lootbag, resources, picked_at
) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
	values: (event) => [
		event.eventId,
		...playerColumns(event.picker),
		...playerColumns(event.dropper),
		event.rarity,
		event.isTrueLootbag ? 1 : 0,
		event.resources,
		event.occurredAt,
	],
	players: (event) => [event.picker, event.dropper],
});
