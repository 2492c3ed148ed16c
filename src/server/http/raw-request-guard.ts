import { API_MESSAGES } from '../../contract/http';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { API_PATH } from '../../defaults';
import { hasMalformedEncoding } from './malformed-url';

// undici, which builds the fetch Request behind Astro's node adapter, refuses TRACE; the adapter
// then answers 500 and logs a stack trace. (Node's parser refuses TRACK itself, and CONNECT never
// reaches a request handler.)
const UNREPRESENTABLE_METHOD = 'TRACE';
/** What the site answers somewhere, for `OPTIONS *`, which asks about the server as a whole. */
const SERVER_METHODS = 'GET, HEAD, POST, PUT, DELETE';
/** What pages and static files answer. */
const PAGE_METHODS = 'GET, HEAD';

function sendJson(
	res: ServerResponse,
	status: number,
	message: string,
	headers: Record<string, string> = {},
): true {
	const body = JSON.stringify({ message });
	res.writeHead(status, {
		...headers,
		'Content-Type': 'application/json',
		'Content-Length': Buffer.byteLength(body),
	});
	res.end(res.req.method === 'HEAD' ? undefined : body);
	return true;
}

function isApiPath(pathname: string): boolean {
	return pathname === API_PATH || pathname.startsWith(`${API_PATH}/`);
}

/**
 * Answers, before Astro's node adapter sees them, the requests it would answer with HTML, plain
 * text or a 500 instead of the API's JSON; returns true when it answered. Decisions:
 * - `*` (asterisk-form): `OPTIONS *` gets 405 with the server's methods, anything else 400;
 * - an absolute-form target (`GET http://host/api/x`) is read as its path and query;
 * - under /api, a broken %-escape is 400 and a trailing slash 404 (never the pages' redirect:
 *   a redirected POST would come back as a GET);
 * - outside /api (pages, prerendered or rendered on demand, their redirects and the 404), any
 *   method but GET and HEAD gets 405 here: Astro would answer it with a 500 and a stack trace
 *   for a prerendered page, or render an on-demand page as for GET;
 * - under /api, TRACE goes on as OPTIONS, which the API answers with 405 and the path's `Allow`.
 */
export function guardRawRequest(req: IncomingMessage, res: ServerResponse): boolean {
	const target = req.url ?? '/';
	const method = req.method ?? 'GET';
	if (target === '*') {
		if (method !== 'OPTIONS') return sendJson(res, 400, API_MESSAGES.badTarget);
		return sendJson(res, 405, API_MESSAGES.methodNotAllowed, { Allow: SERVER_METHODS });
	}
	let url: URL;
	try {
		url = new URL(target, 'http://localhost');
	} catch {
		return sendJson(res, 400, API_MESSAGES.badTarget);
	}
	if (!target.startsWith('/')) req.url = `${url.pathname}${url.search}`;

	if (!isApiPath(url.pathname)) {
		if (method === 'GET' || method === 'HEAD') return false;
		// Closed after the answer: the connection need not stay open for a body nobody reads.
		return sendJson(res, 405, API_MESSAGES.methodNotAllowed, {
			Allow: PAGE_METHODS,
			Connection: 'close',
		});
	}
	if (hasMalformedEncoding(target)) return sendJson(res, 400, API_MESSAGES.malformedUrl);
	if (url.pathname.endsWith('/')) return sendJson(res, 404, API_MESSAGES.notFound);
	if (method === UNREPRESENTABLE_METHOD) req.method = 'OPTIONS';
	return false;
}

/**
 * Node's `clientError` listener: answers a request its HTTP parser refused (unknown method,
 * oversized headers) as JSON, and drops connections the client already closed without a trace.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
	if (error.code === 'ECONNRESET' || !socket.writable) {
		socket.destroy();
		return;
	}
	const status =
		error.code === 'HPE_HEADER_OVERFLOW'
			? 431
			: error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
				? 408
				: 400;
	const body = JSON.stringify({ message: STATUS_CODES[status] });
	socket.end(
		`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\n` +
			`Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
	);
}
