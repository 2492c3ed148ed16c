import { createIngestRouter } from '../http/require-ingest-key';
import { validate } from '../http/validate';
import { answerWithPath } from '../ingest/batch-errors';
import type { IngestOutcomeWire } from '../../contract/ingest';
import {
	LootbagPickupBatchSchema,
	NoscopeBatchSchema,
	PoopBatchSchema,
} from '../../contract/jailbreak-ingest';
import { ingestLootbagPickups, ingestNoscopes, ingestPoops } from './ingest';

/**
 * Where Jailbreak servers report no-scopes, poops and lootbag pickups, in batches of up to 1000
 * (`{ events: [...] }`); answers how many were new and how many had been delivered before.
 */
export const jailbreakIngestRoutes = createIngestRouter()
	.post('/noscopes', validate('json', NoscopeBatchSchema, answerWithPath), (c) =>
		c.json(
			ingestNoscopes(
				c.var.db,
				c.var.ingestSource,
				c.req.valid('json').events,
			) satisfies IngestOutcomeWire,
		),
	)
	.post('/poops', validate('json', PoopBatchSchema, answerWithPath), (c) =>
		c.json(
			ingestPoops(
				c.var.db,
				c.var.ingestSource,
				c.req.valid('json').events,
			) satisfies IngestOutcomeWire,
		),
	)
	.post('/lootbag-pickups', validate('json', LootbagPickupBatchSchema, answerWithPath), (c) =>
		c.json(
			ingestLootbagPickups(
				c.var.db,
				c.var.ingestSource,
				c.req.valid('json').events,
			) satisfies IngestOutcomeWire,
		),
	);
