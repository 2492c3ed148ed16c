import type { Database } from 'better-sqlite3';
import type { EggPickupUpload } from '../../contract/egg-hunt';
import type { IngestOutcomeWire } from '../../contract/ingest';
import { statement } from '../db/statements';
import { ingestOnce } from '../ingest/idempotency';
import type { IngestSource } from '../ingest/keys';

/** The `ingest_events` kind of an egg pickup. */
export const EGG_PICKUP_KIND = 'ttt.egg-pickup';

/** Stores each pickup the server has not delivered before (its own `id`), in one transaction. */
export function ingestEggPickups(
	db: Database,
	source: IngestSource,
	pickups: readonly EggPickupUpload[],
): IngestOutcomeWire {
	const insert = statement(
		db,
		`INSERT INTO ttt_egg_pickups (source_key_id, steamid, player_name, picked_up_at, map)
		VALUES (?, ?, ?, ?, ?)`,
	);
	return ingestOnce(
		db,
		source,
		EGG_PICKUP_KIND,
		pickups,
		(pickup) => pickup.id,
		(pickup) => {
			insert.run(
				source.id,
				pickup.steamid,
				pickup.playerName,
				// Never dated after its receipt (a clock running a little ahead), as every event.
				new Date(Math.min(Date.parse(pickup.pickedUpAt), Date.now())).toISOString(),
				pickup.map ?? null,
			);
		},
	);
}
