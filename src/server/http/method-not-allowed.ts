import { API_MESSAGES } from '../../contract/http';
import type { MiddlewareHandler, NotFoundHandler } from 'hono';
import { METHOD_NAME_ALL } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';
import type { RouterRoute } from 'hono/types';
import { errorResponse } from './errors';

const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
// Every route goes into one lookup router under this pseudo-method, with its real method as the
// handler, so a single match lists all the methods a path answers.
const ANY_METHOD = 'ANY';

// Known methods in the usual order, any other after them.
function rank(method: string): number {
	const index = METHOD_ORDER.indexOf(method);
	return index === -1 ? METHOD_ORDER.length : index;
}

/** Creates a lookup of the methods the app's routes answer on a path; HEAD wherever GET is. */
export function createAllowedMethods(getRoutes: () => readonly RouterRoute[]) {
	let router: TrieRouter<string> | undefined;
	// Built on the first unmatched request: like Hono's own router, the table is final by then.
	function buildRouter(): TrieRouter<string> {
		const lookup = new TrieRouter<string>();
		// Middleware (`use`) is registered for ALL methods and says nothing about a path's methods.
		for (const route of getRoutes()) {
			if (route.method !== METHOD_NAME_ALL) lookup.add(ANY_METHOD, route.path, route.method);
		}
		return lookup;
	}
	return (path: string): string[] => {
		router ??= buildRouter();
		const methods = new Set(router.match(ANY_METHOD, path)[0].map(([method]) => method));
		if (methods.has('GET')) methods.add('HEAD');
		return [...methods].sort((a, b) => rank(a) - rank(b));
	};
}

/** Answers 405 with `Allow` when the path exists under other methods, else a JSON 404. */
export function createNotFoundHandler(allowedMethods: (path: string) => string[]): NotFoundHandler {
	return (c) => {
		const allowed = allowedMethods(c.req.path);
		if (allowed.length === 0) return errorResponse(c, 404, API_MESSAGES.notFound);
		c.header('Allow', allowed.join(', '));
		return errorResponse(c, 405, API_MESSAGES.methodNotAllowed);
	};
}

/**
 * Answers 405 with `Allow` to a method a known path does not have, before any guard of the path:
 * a guard's 401 or 403 would say that the call exists and only the caller is wrong. The methods
 * of every path are public anyway (the API document lists them).
 */
export function refuseUnknownMethods(
	allowedMethods: (path: string) => string[],
): MiddlewareHandler {
	return async (c, next) => {
		const allowed = allowedMethods(c.req.path);
		if (allowed.length === 0 || allowed.includes(c.req.method)) return next();
		c.header('Allow', allowed.join(', '));
		return errorResponse(c, 405, API_MESSAGES.methodNotAllowed);
	};
}
