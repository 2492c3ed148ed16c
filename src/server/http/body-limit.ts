import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorResponse } from './errors';
import { documentGuard } from './route-docs';

/** Largest request body the API reads. */
const MAX_BODY_BYTES = 64 * 1024;

const TOO_LARGE = 'Request body is too large.';

/** Options of `limitBodySize`. */
interface BodyLimitOptions {
	/** Paths that bring a limit of their own (the ingest calls); this one lets them pass. */
	except?: (path: string) => boolean;
}

/** Rejects bodies over the limit with 413, by declared length first and by bytes read after. */
export function limitBodySize(
	maxBytes = MAX_BODY_BYTES,
	{ except }: BodyLimitOptions = {},
): MiddlewareHandler {
	const limit = bodyLimit({ maxSize: maxBytes, onError: (c) => errorResponse(c, 413, TOO_LARGE) });
	const limitSize: MiddlewareHandler = async (c, next) => {
		if (except?.(c.req.path)) return next();
		// bodyLimit skips requests without a body stream, so a lying header is checked here too.
		const length = c.req.header('Content-Length');
		const declared = Number(length ?? 0);
		if (declared > maxBytes) return errorResponse(c, 413, TOO_LARGE);
		// A declared length within the limit is all bodyLimit would check (the server reads no
		// byte past it), and asking it costs a stream for the body even of a request refused
		// before its body is read, such as a login during a flood.
		if (length !== undefined && !c.req.header('Transfer-Encoding')) return next();
		return limit(c, next);
	};
	return documentGuard(limitSize, {
		answers: { 413: `The body is over ${maxBytes / 1024} KB` },
		methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
	});
}
