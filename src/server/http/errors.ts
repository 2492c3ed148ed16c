import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ClientErrorStatusCode } from 'hono/utils/http-status';
import { API_MESSAGES, type ErrorBodyWire } from '../../contract/http';
import { QueueFullError } from './fair-queue';
import { errorCode, isDatabaseBusy, isDatabaseUnreachable, isFromDatabase } from '../db/errors';
import { redactError } from './redact';

/** Answers a client error as JSON `{ message, ...extra }`; every error answer of the API. */
export function errorResponse<
	S extends ClientErrorStatusCode,
	E extends Record<string, unknown> = Record<never, never>,
>(c: Context, status: S, message: string, extra?: E) {
	return c.json({ message, ...extra } satisfies ErrorBodyWire, status);
}

/** An error to throw from a handler or middleware; `handleError` answers it as JSON. */
export function apiError(status: ClientErrorStatusCode, message: string): HTTPException {
	return new HTTPException(status, { message });
}

// The client hung up (reading the body failed with 'aborted'); nobody is left to answer, and
// logging a stack for each would flood the log.
function isClientGone(error: unknown, c: Context): boolean {
	return c.req.raw.signal.aborted || (errorCode(error) === 'ECONNRESET' && !isFromDatabase(error));
}

// Another process holding the database's write lock past `busy_timeout`, or more password
// checks waiting than the queue takes: both pass soon, so the client is told to retry.
function isBusy(error: Error): boolean {
	return error instanceof QueueFullError || isDatabaseBusy(error);
}

/** Answers every thrown error as JSON `{ message }`, hiding the details of unexpected ones. */
export const handleError: ErrorHandler = (error, c) => {
	if (error instanceof HTTPException) {
		return c.json(
			{ message: error.message || 'Request failed' } satisfies ErrorBodyWire,
			error.status,
		);
	}
	if (isDatabaseUnreachable(error)) {
		// The request's transaction, if any, was rolled back with the connection: nothing of it
		// was written. The client may retry; the log says why, without the connection's details.
		console.error(`Database unreachable: ${(error as Error).message.split('\n')[0]}`);
		c.header('Retry-After', '5');
		return c.json({ message: API_MESSAGES.busy } satisfies ErrorBodyWire, 503);
	}
	if (isClientGone(error, c)) return errorResponse(c, 400, API_MESSAGES.aborted);
	if (isBusy(error)) {
		c.header('Retry-After', '1');
		return c.json({ message: API_MESSAGES.busy } satisfies ErrorBodyWire, 503);
	}
	console.error('Unhandled API error:', redactError(error));
	return c.json({ message: API_MESSAGES.internalError } satisfies ErrorBodyWire, 500);
};
