import type { MiddlewareHandler } from 'hono';
import type { $ZodType } from 'zod/v4/core';

/**
 * What the published API document (`GET /api/openapi.json`, `/docs/api`) says of routes, kept
 * beside the code it describes: each route names its summary and answers with `describeRoute`
 * in its handler chain, `validate` records the parameters and body it checks, and the
 * middlewares that guard routes (bearer token, ingest key, limits) record what they answer. A
 * route without a `describeRoute` fails the document's test.
 */

/** Media types of answers that are not JSON. */
export type AnswerMedia =
	'text/html' | 'text/plain' | 'text/css' | 'image/svg+xml' | 'application/octet-stream';

/** One documented answer of a route. */
export interface AnswerDoc {
	/** What the answer means, e.g. 'The round' or 'No round has this id'. */
	description: string;
	/** The JSON body as the contract schema reads it; an error answer's is `{ message }`. */
	schema?: $ZodType;
	/** A body that is not JSON. */
	media?: AnswerMedia;
	/** No body at all (204, 304, redirects). */
	empty?: true;
	/** Headers worth knowing, by name, with what they carry. */
	headers?: Record<string, string>;
}

/**
 * An answer: a contract schema (a JSON success body), a string (an error `{ message }` with
 * that description), or the whole description.
 */
export type Answer = $ZodType | string | AnswerDoc;

/** How a route is authorised, as the document shows it. */
export type RouteAuth = 'bearer' | 'optional-bearer' | 'ingest-key';

/** What `describeRoute` takes. */
export interface RouteDoc {
	/** One line: what the route does. */
	summary: string;
	/** More: rules, limits, what the caller should know (Markdown). */
	description?: string;
	/** Answers by status; 400 for bad input, 401/403 of the guards and 500/503 come on their own. */
	answers: Record<number, Answer>;
	/** A route that reads the bearer token when there is one (answers differ), else none. */
	auth?: 'optional-bearer';
	/** An example of the JSON body it takes, when the schema alone does not make it plain. */
	bodyExample?: unknown;
}

/** What a guarding middleware adds to every route behind it. */
export interface GuardDoc {
	auth?: RouteAuth;
	/** Its answers, by status. */
	answers: Record<number, string>;
	/** Only for routes of these methods (e.g. a body limit: those that take a body). */
	methods?: readonly string[];
}

/** Parts of a request `validate` checks. */
export type InputPart = 'json' | 'query' | 'param';

/** What a handler of a route chain says of the route, read back by the document. */
type HandlerDoc =
	| { kind: 'route'; doc: RouteDoc }
	| { kind: 'guard'; doc: GuardDoc }
	| { kind: 'input'; part: InputPart; schema: $ZodType };

// Keyed by the handler itself: Hono keeps each handler of a chain in `app.routes`.
const docs = new WeakMap<object, HandlerDoc>();

/** Records what a handler says of its route, and answers the handler. */
export function recordDoc<H extends object>(handler: H, doc: HandlerDoc): H {
	docs.set(handler, doc);
	return handler;
}

/** What a handler of `app.routes` said of its route, if anything. */
export function readDoc(handler: object): HandlerDoc | undefined {
	return docs.get(handler);
}

/**
 * Describes a route for the API document; put it first in the route's handler chain:
 * `.get('/rounds/:id', describeRoute({ summary, answers }), validate(...), handler)`.
 */
export function describeRoute(doc: RouteDoc): MiddlewareHandler {
	const passOn: MiddlewareHandler = (_c, next) => next();
	return recordDoc(passOn, { kind: 'route', doc });
}

/** Marks a guarding middleware with the answers and auth it adds to the routes behind it. */
export function documentGuard<H extends object>(handler: H, doc: GuardDoc): H {
	return recordDoc(handler, { kind: 'guard', doc });
}
