import { RoundUploadSchema, type RoundUploadResultWire } from '../../contract/rounds';
import { createIngestRouter } from '../http/require-ingest-key';
import { validate } from '../http/validate';
import { ingestRound } from './ingest';

/**
 * Where TTT game servers upload rounds, mounted at `/ingest/ttt` (key and body limit come from
 * the app): a round with its timeline, 201 when new, 200 when it replaced or kept the stored one.
 */
export const roundIngestRoutes = createIngestRouter().post(
	'/rounds',
	validate('json', RoundUploadSchema),
	(c) => {
		const result = ingestRound(c.var.db, c.var.ingestSource, c.req.valid('json'));
		return c.json(result satisfies RoundUploadResultWire, result.outcome === 'created' ? 201 : 200);
	},
);
