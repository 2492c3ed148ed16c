/** How many events of an upload were stored, and how many had been delivered before. */
export interface IngestOutcome {
	created: number;
	duplicates: number;
}

/** API message of an ingest call without a live key (401). */
export const INGEST_KEY_REQUIRED = 'A valid ingest key is required';
