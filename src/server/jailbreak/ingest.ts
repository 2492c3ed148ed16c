import type { Database } from 'better-sqlite3';
import { NOSCOPE_DISTANCE } from '../../lib/contract/noscope';
import { statement } from '../db/statements';
import { ingestOnce, type IngestOutcome } from '../ingest/idempotency';
import type { IngestSource } from '../ingest/keys';
import type { LootbagPickupEvent, NoscopeEvent, PoopEvent } from './events';

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

const INSERT_NOSCOPE = `INSERT INTO jailbreak_noscopes (
	source_id, event_id, attacker_steamid, attacker_name, victim_steamid, victim_name,
	weapon, distance, headshot, map_name, occurred_at
) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

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

/** Stores no-scope kills and adds the new ones to the running totals, in one transaction. */
export function ingestNoscopes(
	db: Database,
	source: IngestSource,
	events: readonly NoscopeEvent[],
): IngestOutcome {
	return db.transaction(() => {
		const fresh: NoscopeEvent[] = [];
		const names = new PlayerNames();
		const outcome = ingestOnce(
			db,
			source,
			INGEST_KINDS.noscope,
			events,
			(event) => event.eventId,
			(event) => {
				statement(db, INSERT_NOSCOPE).run(
					source.id,
					event.eventId,
					event.attacker.steamId,
					event.attacker.name,
					event.victim.steamId,
					event.victim.name,
					event.weapon,
					event.distance,
					event.headshot ? 1 : 0,
					event.map,
					event.occurredAt,
				);
				names.see(event.attacker.steamId, event.attacker.name, event.occurredAt);
				names.see(event.victim.steamId, event.victim.name, event.occurredAt);
				fresh.push(event);
			},
		);
		names.save(db);
		addToTotals(db, fresh);
		return outcome;
	})();
}

const INSERT_POOP = `INSERT INTO jailbreak_poops (
	source_id, event_id, pooper_steamid, pooper_name, victim_steamid, victim_name, map_name,
	occurred_at
) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`;

/** Stores poops. */
export function ingestPoops(
	db: Database,
	source: IngestSource,
	events: readonly PoopEvent[],
): IngestOutcome {
	return db.transaction(() => {
		const names = new PlayerNames();
		const outcome = ingestOnce(
			db,
			source,
			INGEST_KINDS.poop,
			events,
			(event) => event.eventId,
			(event) => {
				statement(db, INSERT_POOP).run(
					source.id,
					event.eventId,
					event.pooper.steamId,
					event.pooper.name,
					event.victim?.steamId ?? null,
					event.victim?.name ?? null,
					event.map,
					event.occurredAt,
				);
				names.see(event.pooper.steamId, event.pooper.name, event.occurredAt);
				if (event.victim) names.see(event.victim.steamId, event.victim.name, event.occurredAt);
			},
		);
		names.save(db);
		return outcome;
	})();
}

const INSERT_PICKUP = `INSERT INTO jailbreak_lootbag_pickups (
	source_id, event_id, picker_steamid, picker_name, dropper_steamid, dropper_name,
	rarity_name, is_true_lootbag, resources, picked_at
) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

/** Stores lootbag pickups. */
export function ingestLootbagPickups(
	db: Database,
	source: IngestSource,
	events: readonly LootbagPickupEvent[],
): IngestOutcome {
	return db.transaction(() => {
		const names = new PlayerNames();
		const outcome = ingestOnce(
			db,
			source,
			INGEST_KINDS.lootbagPickup,
			events,
			(event) => event.eventId,
			(event) => {
				statement(db, INSERT_PICKUP).run(
					source.id,
					event.eventId,
					event.picker.steamId,
					event.picker.name,
					event.dropper?.steamId ?? null,
					event.dropper?.name ?? null,
					event.rarity,
					event.isTrueLootbag ? 1 : 0,
					event.resources,
					event.occurredAt,
				);
				names.see(event.picker.steamId, event.picker.name, event.occurredAt);
				if (event.dropper) names.see(event.dropper.steamId, event.dropper.name, event.occurredAt);
			},
		);
		names.save(db);
		return outcome;
	})();
}
