import type { EggPickupUpload } from '../../contract/egg-hunt';
import type { IngestOutcomeWire } from '../../contract/ingest';
import type { SiteDb } from '../db/kysely';
import { ingestOnce } from '../ingest/idempotency';
import type { IngestSource } from '../ingest/keys';
import { chunksForStatements } from '../ingest/statement-chunks';

/** The `ingest_events` kind of an egg pickup. */
const EGG_PICKUP_KIND = 'ttt.egg-pickup';

/**
 * Stores each pickup the server has not delivered before (its own `id`), in one transaction and
 * one multi-row insert per chunk of pickups.
 */
export function ingestEggPickups(
	db: SiteDb,
	source: IngestSource,
	pickups: readonly EggPickupUpload[],
): Promise<IngestOutcomeWire> {
	const receivedAt = Date.now();
	return ingestOnce(
		db,
		source,
		EGG_PICKUP_KIND,
		pickups,
		(pickup) => pickup.id,
		async (trx, fresh) => {
			for (const chunk of chunksForStatements(fresh)) {
				await trx
					.insertInto('ttt_egg_pickups')
					.values(
						chunk.map((pickup) => ({
							source_key_id: source.id,
							steamid: pickup.steamid,
							player_name: pickup.playerName,
							// Never dated after its receipt (a clock running a little ahead), as every event.
							picked_up_at: new Date(
								Math.min(Date.parse(pickup.pickedUpAt), receivedAt),
							).toISOString(),
							map: pickup.map ?? null,
						})),
					)
					.execute();
			}
		},
	);
}
