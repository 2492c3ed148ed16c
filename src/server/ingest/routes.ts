import type { IngestServerWire } from '../../contract/ingest';
import { createIngestRouter } from '../http/require-ingest-key';

/**
 * Mounted at `/ingest`: the server a key belongs to, so a plugin or the replay tool can check it
 * holds the key of the server it means before it sends anything.
 */
export const ingestServerRoutes = createIngestRouter().get('/server', (c) => {
	const { title, address, region, mode } = c.var.ingestServer;
	return c.json({ title, address, region, mode } satisfies IngestServerWire);
});
