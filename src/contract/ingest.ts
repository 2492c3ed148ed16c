import { z } from 'zod/mini';
import { SERVER_MODES, SERVER_REGIONS, type ServerMode } from './servers';

/** Answer of an ingest batch: how many events were stored, how many had been delivered before. */
export const IngestOutcomeSchema = z.object({
	created: z.number(),
	duplicates: z.number(),
});

/** An ingest answer as the API sends it. */
export type IngestOutcomeWire = z.input<typeof IngestOutcomeSchema>;

/** API message of an ingest call without a live key (401). */
export const INGEST_KEY_REQUIRED = 'A valid ingest key is required';

/** API message of a live key bound to no server of the list (403): it can no longer be used. */
export const INGEST_KEY_UNBOUND =
	'This ingest key belongs to no game server of the server list and can no longer be used: ' +
	'issue a new key for the server’s address';

const MODE_NAMES: Record<ServerMode, string> = { ttt: 'TTT', jailbreak: 'Jailbreak' };

/** API message of a key writing another mode's data (403), e.g. a TTT key on a Jailbreak path. */
export function ingestModeRefused(keyMode: ServerMode, pathMode: ServerMode): string {
	return `This key belongs to a ${MODE_NAMES[keyMode]} server and cannot write ${MODE_NAMES[pathMode]} data`;
}

/** `GET /api/ingest/server`: the server of the list the key belongs to, so a client can check. */
export const IngestServerSchema = z.object({
	title: z.string(),
	/** `host:port`, as players connect to it. */
	address: z.string(),
	region: z.enum(SERVER_REGIONS),
	mode: z.enum(SERVER_MODES),
});

/** The key's server as the API sends it. */
export type IngestServerWire = z.input<typeof IngestServerSchema>;
