import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

/** A fetch-style handler (the Hono app) with the socket's address beside the request. */
export type FetchHandler = (
	request: Request,
	env: { remoteAddress?: string },
) => Response | Promise<Response>;

// Only the path and query of a request reach the handler; the Host header, which any client
// writes, never decides an origin the API could echo.
const ORIGIN = 'http://localhost';

function toRequest(req: IncomingMessage): Request {
	const headers = new Headers();
	for (let index = 0; index < req.rawHeaders.length; index += 2) {
		headers.append(req.rawHeaders[index]!, req.rawHeaders[index + 1]!);
	}
	const method = req.method ?? 'GET';
	const hasBody = method !== 'GET' && method !== 'HEAD';
	return new Request(`${ORIGIN}${req.url ?? '/'}`, {
		method,
		headers,
		body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
		// Required by the platform's Request for a streamed body.
		duplex: 'half',
	} as RequestInit);
}

function toHeaders(response: Response): OutgoingHttpHeaders {
	const headers: OutgoingHttpHeaders = {};
	response.headers.forEach((value, name) => {
		if (name !== 'set-cookie') headers[name] = value;
	});
	const cookies = response.headers.getSetCookie();
	if (cookies.length > 0) headers['set-cookie'] = cookies;
	return headers;
}

/**
 * Serves a fetch-style handler from Node's HTTP server: the request as a platform `Request`
 * (body streamed), the answer written back with its status, headers (each cookie its own
 * header) and body. API answers are small JSON documents, read whole so they go out with their
 * length (which lets short ones skip compression) instead of in chunks.
 */
export function createFetchListener(handler: FetchHandler) {
	return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
		const response = await handler(toRequest(req), { remoteAddress: req.socket.remoteAddress });
		const headers = toHeaders(response);
		const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
		if (body) headers['content-length'] = body.length;
		res.writeHead(response.status, headers);
		res.end(req.method === 'HEAD' ? undefined : body);
	};
}
