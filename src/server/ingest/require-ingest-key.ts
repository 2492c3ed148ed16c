import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { INGEST_KEY_REQUIRED, INGEST_KEY_UNBOUND, ingestModeRefused } from '../../contract/ingest';
import type { ServerMode } from '../../contract/servers';
import { findIngestKey, type IngestServer, type IngestSource } from './keys';
import type { AppEnv } from '../app-env';
import { apiError } from '../http/errors';
import { documentGuard } from '../http/route-docs';

export { INGEST_KEY_REQUIRED };

/** What handlers behind `requireIngestKey` can read in addition. */
interface IngestEnv {
	Bindings: AppEnv['Bindings'];
	Variables: AppEnv['Variables'] & {
		/** The source row of the key the request carries: the owner of what it delivers. */
		ingestSource: IngestSource;
		/** The server of the list the key is bound to. */
		ingestServer: IngestServer;
	};
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** The request headers a key may travel in: an answer that depends on the key varies on these. */
export const INGEST_KEY_HEADERS = 'Authorization, X-Ingest-Key';

/** The key of a request: `Authorization: Bearer <key>`, else `X-Ingest-Key: <key>`. */
function readKey(authorization: string | undefined, header: string | undefined) {
	return BEARER.exec(authorization ?? '')?.[1] ?? header?.trim();
}

/**
 * Lets the request through only with a live ingest key (else 401) bound to a server of the list
 * (else 403); sets `ingestSource` and `ingestServer`.
 */
export const requireIngestKey = documentGuard(
	createMiddleware<IngestEnv>(async (c, next) => {
		const key = readKey(c.req.header('Authorization'), c.req.header('X-Ingest-Key'));
		const found = key ? await findIngestKey(c.var.db, key) : undefined;
		if (!found) throw apiError(401, INGEST_KEY_REQUIRED);
		if (!found.server) throw apiError(403, INGEST_KEY_UNBOUND);
		c.set('ingestSource', found.source);
		c.set('ingestServer', found.server);
		await next();
	}),
	{
		auth: 'ingest-key',
		answers: {
			401: 'No live ingest key',
			403: 'The key belongs to no server of the list, or to a server of another mode',
		},
	},
);

/** Lets through only keys of a server of this mode (403 naming both modes otherwise). */
export function requireServerMode(mode: ServerMode) {
	const checkMode = createMiddleware<IngestEnv>(async (c, next) => {
		const keyMode = c.var.ingestServer.mode;
		if (keyMode !== mode) throw apiError(403, ingestModeRefused(keyMode, mode));
		await next();
	});
	return documentGuard(checkMode, {
		answers: { 403: `The key belongs to a server that is not of the ${mode} mode` },
	});
}

/**
 * A router for one area's ingest calls, mounted under `/ingest/<area>` in `app.ts`; the app puts
 * `requireIngestKey`, the mode check of the area and the ingest body limit in front of every
 * `/ingest/*` path.
 */
export function createIngestRouter() {
	// Strict paths, as `createRouter()`: a trailing slash answers 404.
	return new Hono<IngestEnv>({ strict: true });
}
