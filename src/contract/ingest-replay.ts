/**
 * The line format of `npm run ingest:replay`: a recorded event log, one JSON object per line,
 * `{ "path": "jailbreak/noscopes", "event": { ... } }`. `path` is an ingest path under
 * `/api/ingest/`; `event` is what that path takes for one event (a whole round for
 * `ttt/rounds`, one pickup or one event for the batch paths).
 */
import { z } from 'zod/mini';
import { MAX_EGG_PICKUPS } from './egg-hunt';
import { MAX_INGEST_BATCH } from './jailbreak-ingest';

/** How each path takes events: one per request, or batches of up to `maxBatch` in `field`. */
export const REPLAY_PATHS = {
	'ttt/rounds': { field: null, maxBatch: 1 },
	'ttt/egg-pickups': { field: 'pickups', maxBatch: MAX_EGG_PICKUPS },
	'jailbreak/noscopes': { field: 'events', maxBatch: MAX_INGEST_BATCH },
	'jailbreak/poops': { field: 'events', maxBatch: MAX_INGEST_BATCH },
	'jailbreak/lootbag-pickups': { field: 'events', maxBatch: MAX_INGEST_BATCH },
} as const;

/** An ingest path a log line may name. */
export type ReplayPath = keyof typeof REPLAY_PATHS;

const PATHS = Object.keys(REPLAY_PATHS) as [ReplayPath, ...ReplayPath[]];

/** One line of a replay log; the event itself is checked by the API, the one definition of it. */
export const ReplayLineSchema = z.object({
	path: z.enum(PATHS, { error: `path must be one of ${PATHS.join(', ')}` }),
	event: z.record(z.string(), z.unknown(), { error: 'event must be a JSON object' }),
});
