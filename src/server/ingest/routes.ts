import { IngestServerSchema, type IngestServerWire } from '../../contract/ingest';
import { createIngestRouter } from './require-ingest-key';
import { describeRoute } from '../http/route-docs';

/**
 * Mounted at `/ingest`: the server a key belongs to, so a plugin or the replay tool can check it
 * holds the key of the server it means before it sends anything.
 */
export const ingestServerRoutes = createIngestRouter().get(
	'/server',
	describeRoute({
		summary: 'The game server the key belongs to',
		description: 'Lets a plugin or the replay tool check it holds the right key before it sends.',
		answers: { 200: IngestServerSchema },
	}),
	(c) => {
		const { title, address, region, mode } = c.var.ingestServer;
		return c.json({ title, address, region, mode } satisfies IngestServerWire);
	},
);
