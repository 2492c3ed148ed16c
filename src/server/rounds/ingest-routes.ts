import {
	RoundUploadResultSchema,
	RoundUploadSchema,
	type RoundUploadResultWire,
} from '../../contract/rounds';
import { createIngestRouter } from '../ingest/require-ingest-key';
import { answerWithPath } from '../ingest/batch-errors';
import { validate } from '../http/validate';
import { ingestRound } from './ingest';
import { describeRoute } from '../http/route-docs';

/**
 * Where TTT game servers upload rounds, mounted at `/ingest/ttt` (key and body limit come from
 * the app): a round with its timeline, 201 when new, 200 when it replaced or kept the stored one.
 */
export const roundIngestRoutes = createIngestRouter().post(
	'/rounds',
	describeRoute({
		summary: 'Upload a round, running or finished, with its timeline so far',
		description:
			'Uploading the same `roundId` again replaces the stored round (at most 2,000 actions).',
		answers: {
			201: { description: 'A new round', schema: RoundUploadResultSchema },
			200: {
				description: 'The stored round was replaced or kept',
				schema: RoundUploadResultSchema,
			},
		},
		bodyExample: {
			roundId: 1234,
			map: 'ttt_lego',
			startTime: '2025-04-20T14:00:00Z',
			endTime: '2025-04-20T14:06:30Z',
			winningTeam: 'traitor',
			actions: [],
		},
	}),
	validate('json', RoundUploadSchema, answerWithPath),
	async (c) => {
		const result = await ingestRound(c.var.db, c.var.ingestSource, c.req.valid('json'));
		return c.json(result satisfies RoundUploadResultWire, result.outcome === 'created' ? 201 : 200);
	},
);
