import { EggPickupsUploadSchema } from '../../contract/egg-hunt';
import { IngestOutcomeSchema, type IngestOutcomeWire } from '../../contract/ingest';
import { createIngestRouter } from '../ingest/require-ingest-key';
import { validate } from '../http/validate';
import { answerWithPath } from '../ingest/batch-errors';
import { ingestEggPickups } from './ingest';
import { describeRoute } from '../http/route-docs';

/**
 * Where TTT game servers upload egg pickups, mounted at `/ingest/ttt` (key and body limit come
 * from the app): batches of pickups, 201 with how many were new.
 */
export const eggHuntIngestRoutes = createIngestRouter().post(
	'/egg-pickups',
	describeRoute({
		summary: 'Upload egg pickups, in batches of up to 1,000',
		description: 'Each pickup counts once per server-side `id`; a repeated one is a duplicate.',
		answers: { 201: IngestOutcomeSchema },
		bodyExample: {
			pickups: [
				{
					id: 'egg-9001',
					steamid: '76561198000000001',
					playerName: 'Zephyr',
					pickedUpAt: '2025-04-20T14:05:00Z',
					map: 'ttt_lego',
				},
			],
		},
	}),
	validate('json', EggPickupsUploadSchema, answerWithPath),
	async (c) => {
		const { pickups } = c.req.valid('json');
		const outcome = await ingestEggPickups(c.var.db, c.var.ingestSource, pickups);
		return c.json(outcome satisfies IngestOutcomeWire, 201);
	},
);
