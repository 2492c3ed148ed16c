import { API_PATH } from '../../defaults';
import { limitBodySize } from '../http/body-limit';

/** Where game servers upload; these paths get their own body limit instead of the global one. */
const INGEST_PATH_PREFIX = `${API_PATH}/ingest/`;

/** Largest ingest body: a finished round of 2,000 actions is about 0.8 MB of JSON. */
const INGEST_MAX_BODY_BYTES = 2 * 1024 * 1024;

/** Whether a request path is an ingest call (skipped by the global 64 KB limit). */
export function isIngestPath(path: string): boolean {
	return path.startsWith(INGEST_PATH_PREFIX);
}

/** The body limit of every ingest call (413 above 2 MB). */
export function limitIngestBodySize() {
	return limitBodySize(INGEST_MAX_BODY_BYTES);
}
