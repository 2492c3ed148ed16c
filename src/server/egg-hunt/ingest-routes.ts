import { EggPickupsUploadSchema } from '../../contract/egg-hunt';
import type { IngestOutcomeWire } from '../../contract/ingest';
import { createIngestRouter } from '../http/require-ingest-key';
import { validate } from '../http/validate';
import { answerWithPath } from '../ingest/batch-errors';
import { ingestEggPickups } from './ingest';

/**
 * Where TTT game servers upload egg pickups, mounted at `/ingest/ttt` (key and body limit come
 * from the app): batches of pickups, 201 with how many were new.
 */
export const eggHuntIngestRoutes = createIngestRouter().post(
	'/egg-pickups',
	validate('json', EggPickupsUploadSchema, answerWithPath),
	(c) => {
		const { pickups } = c.req.valid('json');
		const outcome = ingestEggPickups(c.var.db, c.var.ingestSource, pickups);
		return c.json(outcome satisfies IngestOutcomeWire, 201);
	},
);
