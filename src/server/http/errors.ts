import type { ErrorHandler, MiddlewareHandler, NotFoundHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { QueueFullError } from '../auth/semaphore';

/** Largest request body the API reads. */
export const MAX_BODY_BYTES = 64 * 1024;

const TOO_LARGE = { message: 'Request body is too large.' };

/** Rejects bodies over the limit with 413, by declared length first and by bytes read after. */
export function limitBodySize(maxBytes = MAX_BODY_BYTES): MiddlewareHandler {
	const limit = bodyLimit({ maxSize: maxBytes, onError: (c) => c.json(TOO_LARGE, 413) });
	return async (c, next) => {
		// bodyLimit skips requests without a body stream, so a lying header is checked here too.
		const declared = Number(c.req.header('Content-Length') ?? 0);
		if (declared > maxBytes) return c.json(TOO_LARGE, 413);
		return limit(c, next);
	};
}

// Another process holding the database's write lock past `busy_timeout`, or more password
// checks waiting than the queue takes: both pass soon, so the client is told to retry.
function isBusy(error: Error): boolean {
	if (error instanceof QueueFullError) return true;
	const code = (error as { code?: unknown }).code;
	return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/** Answers every thrown error as JSON `{ message }`, hiding the details of unexpected ones. */
export const handleError: ErrorHandler = (error, c) => {
	if (error instanceof HTTPException) {
		return c.json({ message: error.message || 'Request failed' }, error.status);
	}
	if (isBusy(error)) {
		c.header('Retry-After', '1');
		return c.json({ message: 'The server is busy. Please try again in a moment.' }, 503);
	}
	console.error('Unhandled API error', error);
	return c.json({ message: 'Internal server error' }, 500);
};

/** Answers unknown API paths as JSON rather than HTML. */
export const handleNotFound: NotFoundHandler = (c) => c.json({ message: 'Not found' }, 404);
