import { EggPickupsUploadSchema } from '../../contract/egg-hunt';
import type { IngestOutcome } from '../../contract/ingest';
import { RoundUploadSchema, type RoundUploadResult } from '../../contract/rounds';
import { ingestEggPickups } from '../egg-hunt/ingest';
import { createIngestRouter } from '../http/require-ingest-key';
import { validate } from '../http/validate';
import { ingestRound } from '../rounds/ingest';

/**
 * What TTT game servers upload, mounted at `/ingest/ttt` (key and body limit come from the app):
 * a round with its timeline (201 when new, 200 when it replaced or kept the stored one) and
 * batches of egg pickups (201 with how many were new).
 */
export const tttIngestRoutes = createIngestRouter()
	.post('/rounds', validate('json', RoundUploadSchema), (c) => {
		const result = ingestRound(c.var.db, c.var.ingestSource, c.req.valid('json'));
		return c.json(result satisfies RoundUploadResult, result.outcome === 'created' ? 201 : 200);
	})
	.post('/egg-pickups', validate('json', EggPickupsUploadSchema), (c) => {
		const { pickups } = c.req.valid('json');
		const outcome = ingestEggPickups(c.var.db, c.var.ingestSource, pickups);
		return c.json(outcome satisfies IngestOutcome, 201);
	});
