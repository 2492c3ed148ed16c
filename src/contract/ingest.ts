import { z } from 'zod/mini';

/** Answer of an ingest batch: how many events were stored, how many had been delivered before. */
export const IngestOutcomeSchema = z.object({
	created: z.number(),
	duplicates: z.number(),
});

/** An ingest answer as the API sends it. */
export type IngestOutcomeWire = z.input<typeof IngestOutcomeSchema>;

/** API message of an ingest call without a live key (401). */
export const INGEST_KEY_REQUIRED = 'A valid ingest key is required';
