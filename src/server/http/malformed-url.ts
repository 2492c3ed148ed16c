import { API_MESSAGES } from '../../contract/http';
import type { MiddlewareHandler } from 'hono';
import { errorResponse } from './errors';

/** Answers whether a URL (or its path and query) holds a broken %-escape such as `%E0%A4%A`. */
export function hasMalformedEncoding(url: string): boolean {
	try {
		decodeURI(url);
		return false;
	} catch {
		return true;
	}
}

/**
 * Refuses URLs with broken %-escapes with 400. Hono would decode them leniently, but the
 * production server refuses them before routing, so the API refuses them everywhere alike.
 */
export const rejectMalformedUrl: MiddlewareHandler = async (c, next) => {
	if (hasMalformedEncoding(c.req.url)) return errorResponse(c, 400, API_MESSAGES.malformedUrl);
	await next();
};
