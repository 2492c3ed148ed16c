import { createIngestRouter } from '../http/require-ingest-key';
import { validate } from '../http/validate';
import type { IngestOutcome } from '../ingest/idempotency';
import { LootbagPickupBatchSchema, NoscopeBatchSchema, PoopBatchSchema } from '../jailbreak/events';
import { ingestLootbagPickups, ingestNoscopes, ingestPoops } from '../jailbreak/ingest';

/**
 * Where Jailbreak servers report no-scopes, poops and lootbag pickups, in batches of up to 1000
 * (`{ events: [...] }`); answers how many were new and how many had been delivered before.
 */
export const jailbreakIngestRoutes = createIngestRouter()
	.post('/noscopes', validate('json', NoscopeBatchSchema), (c) =>
		c.json(
			ingestNoscopes(
				c.var.db,
				c.var.ingestSource,
				c.req.valid('json').events,
			) satisfies IngestOutcome,
		),
	)
	.post('/poops', validate('json', PoopBatchSchema), (c) =>
		c.json(
			ingestPoops(c.var.db, c.var.ingestSource, c.req.valid('json').events) satisfies IngestOutcome,
		),
	)
	.post('/lootbag-pickups', validate('json', LootbagPickupBatchSchema), (c) =>
		c.json(
			ingestLootbagPickups(
				c.var.db,
				c.var.ingestSource,
				c.req.valid('json').events,
			) satisfies IngestOutcome,
		),
	);
