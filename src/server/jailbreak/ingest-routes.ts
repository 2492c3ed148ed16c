import { createIngestRouter } from '../ingest/require-ingest-key';
import { validate } from '../http/validate';
import { answerWithPath } from '../ingest/batch-errors';
import { IngestOutcomeSchema, type IngestOutcomeWire } from '../../contract/ingest';
import {
	LootbagPickupBatchSchema,
	NoscopeBatchSchema,
	PoopBatchSchema,
} from '../../contract/jailbreak-ingest';
import { ingestLootbagPickups, ingestNoscopes, ingestPoops } from './ingest';
import { describeRoute } from '../http/route-docs';

/** The document's entry of one batch upload: every one answers the same way. */
function describeBatch(what: string) {
	return describeRoute({
		summary: `Report ${what}, in batches of up to 1,000 (\`{ events: [...] }\`)`,
		description:
			'Each event counts once per server-side `id`; one delivered before is a duplicate.',
		answers: { 200: IngestOutcomeSchema },
	});
}

/**
 * Where Jailbreak servers report no-scopes, poops and lootbag pickups, in batches of up to 1000
 * (`{ events: [...] }`); answers how many were new and how many had been delivered before.
 */
export const jailbreakIngestRoutes = createIngestRouter()
	.post(
		'/noscopes',
		describeBatch('no-scopes'),
		validate('json', NoscopeBatchSchema, answerWithPath),
		async (c) =>
			c.json(
				(await ingestNoscopes(
					c.var.db,
					c.var.ingestSource,
					c.req.valid('json').events,
				)) satisfies IngestOutcomeWire,
			),
	)
	.post(
		'/poops',
		describeBatch('poops'),
		validate('json', PoopBatchSchema, answerWithPath),
		async (c) =>
			c.json(
				(await ingestPoops(
					c.var.db,
					c.var.ingestSource,
					c.req.valid('json').events,
				)) satisfies IngestOutcomeWire,
			),
	)
	.post(
		'/lootbag-pickups',
		describeBatch('loot bag pickups'),
		validate('json', LootbagPickupBatchSchema, answerWithPath),
		async (c) =>
			c.json(
				(await ingestLootbagPickups(
					c.var.db,
					c.var.ingestSource,
					c.req.valid('json').events,
				)) satisfies IngestOutcomeWire,
			),
	);
