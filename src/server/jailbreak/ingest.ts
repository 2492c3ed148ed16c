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

/** Keeps the latest name of a real player (bots have no id and are not kept). */
function rememberPlayer(db: Database, steamId: string | null, name: string, at: number) {
	if (steamId) statement(db, UPSERT_PLAYER).run(steamId, name, at);
}

const INSERT_NOSCOPE = `INSERT INTO jailbreak_noscopes (
	source_id, event_id, attacker_steamid, attacker_name, victim_steamid, victim_name,
	weapon, distance, headshot, map_name, occurred_at
) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

const ADD_TO_PLAYER_TOTALS = `INSERT INTO jailbreak_noscope_totals (
	weapon, headshot, attacker_steamid, noscope_count, distance_sum, max_distance, last_at
) VALUES (?, ?, ?, 1, ?, ?, ?) ON CONFLICT DO UPDATE SET
	noscope_count = noscope_count + 1,
	distance_sum = distance_sum + excluded.distance_sum,
	max_distance = MAX(max_distance, excluded.max_distance),
	last_at = MAX(last_at, excluded.last_at)`;

const ADD_TO_MAP_TOTALS = `INSERT INTO jailbreak_noscope_map_totals (
	map_name, weapon, noscope_count, headshot_count, distance_sum, max_distance
) VALUES (?, ?, 1, ?, ?, ?) ON CONFLICT DO UPDATE SET
	noscope_count = noscope_count + 1,
	headshot_count = headshot_count + excluded.headshot_count,
	distance_sum = distance_sum + excluded.distance_sum,
	max_distance = MAX(max_distance, excluded.max_distance)`;

/** Stores no-scope kills and adds the new ones to the running totals. */
export function ingestNoscopes(
	db: Database,
	source: IngestSource,
	events: readonly NoscopeEvent[],
): IngestOutcome {
	return ingestOnce(
		db,
		source,
		INGEST_KINDS.noscope,
		events,
		(event) => event.eventId,
		(event) => {
			const headshot = event.headshot ? 1 : 0;
			statement(db, INSERT_NOSCOPE).run(
				source.id,
				event.eventId,
				event.attacker.steamId,
				event.attacker.name,
				event.victim.steamId,
				event.victim.name,
				event.weapon,
				event.distance,
				headshot,
				event.map,
				event.occurredAt,
			);
			rememberPlayer(db, event.attacker.steamId, event.attacker.name, event.occurredAt);
			rememberPlayer(db, event.victim.steamId, event.victim.name, event.occurredAt);
			// Shots under the slider's minimum can never be listed, so the player totals leave them out.
			if (event.distance >= NOSCOPE_DISTANCE.min) {
				statement(db, ADD_TO_PLAYER_TOTALS).run(
					event.weapon,
					headshot,
					event.attacker.steamId,
					event.distance,
					event.distance,
					event.occurredAt,
				);
			}
			statement(db, ADD_TO_MAP_TOTALS).run(
				event.map,
				event.weapon,
				headshot,
				event.distance,
				event.distance,
			);
		},
	);
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
	return ingestOnce(
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
			rememberPlayer(db, event.pooper.steamId, event.pooper.name, event.occurredAt);
			if (event.victim)
				rememberPlayer(db, event.victim.steamId, event.victim.name, event.occurredAt);
		},
	);
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
	return ingestOnce(
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
			rememberPlayer(db, event.picker.steamId, event.picker.name, event.occurredAt);
			if (event.dropper) {
				rememberPlayer(db, event.dropper.steamId, event.dropper.name, event.occurredAt);
			}
		},
	);
}
