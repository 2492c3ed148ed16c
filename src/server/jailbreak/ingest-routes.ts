import type { $ZodIssue } from 'zod/v4/core';
import { errorResponse } from '../http/errors';
import { createIngestRouter } from '../http/require-ingest-key';
import { validate, type ValidationErrorHandler } from '../http/validate';
import type { IngestOutcomeWire } from '../../contract/ingest';
import {
	LootbagPickupBatchSchema,
	NoscopeBatchSchema,
	PoopBatchSchema,
} from '../../contract/jailbreak-ingest';
import { ingestLootbagPickups, ingestNoscopes, ingestPoops } from './ingest';

/** The first issue with where it is, e.g. 'events.3.weapon: Invalid option...', for server authors. */
export function describeIssue(issue: $ZodIssue | undefined): string {
	if (!issue) return 'Invalid request body';
	const where = issue.path.map(String).join('.');
	return where ? `${where}: ${issue.message}` : issue.message;
}

const answerWithPath: ValidationErrorHandler = (issues, c) =>
	errorResponse(c, 400, describeIssue(issues[0]));

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
