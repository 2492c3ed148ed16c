import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { INGEST_KEY_REQUIRED } from '../../contract/ingest';
import { findIngestSource, type IngestSource } from '../ingest/keys';
import type { AppEnv } from './app-env';
import { apiError } from './errors';

export { INGEST_KEY_REQUIRED };

/** What handlers behind `requireIngestKey` can read in addition. */
export interface IngestEnv {
	Bindings: AppEnv['Bindings'];
	Variables: AppEnv['Variables'] & {
		/** The game server whose key the request carries. */
		ingestSource: IngestSource;
	};
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** The key of a request: `Authorization: Bearer <key>`, else `X-Ingest-Key: <key>`. */
function readKey(authorization: string | undefined, header: string | undefined) {
	return BEARER.exec(authorization ?? '')?.[1] ?? header?.trim();
}

/** Lets the request through only with a live ingest key (else 401); sets `ingestSource`. */
export const requireIngestKey = createMiddleware<IngestEnv>(async (c, next) => {
	const key = readKey(c.req.header('Authorization'), c.req.header('X-Ingest-Key'));
	const source = key ? findIngestSource(c.var.db, key) : undefined;
	if (!source) throw apiError(401, INGEST_KEY_REQUIRED);
	c.set('ingestSource', source);
	await next();
});

/**
 * A router for one area's ingest calls, mounted under `/ingest/<area>` in `app.ts`; the app puts
 * `requireIngestKey` and the ingest body limit in front of every `/ingest/*` path.
 */
export function createIngestRouter() {
	// Strict paths, as `createRouter()`: a trailing slash answers 404.
	return new Hono<IngestEnv>({ strict: true });
}
