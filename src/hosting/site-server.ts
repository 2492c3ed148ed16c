import type { RefuseLoginEarly } from '../server/auth/login-room';
import { answerClientError, guardRawRequest } from '../server/http/raw-request-guard';
import { formatAccessLine } from '../server/http/observe-requests';
import { redactError, redactUrl } from '../server/http/redact';
import { getRequestListener } from '@hono/node-server';
import compression from 'compression';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { constants } from 'node:zlib';
import onHeaders from 'on-headers';
import {
	defaultConnectionLimits,
	limitConnections,
	serverTimeouts,
	type ConnectionLimits,
} from './connection-limits';
import { normaliseRequestUrl } from './request-path';
import { DOCUMENT_ONLY_HEADERS, securityHeaders } from './security-headers';
import { createStaticFileHandler } from './static-files';
import { policyTable, type StaticPolicy } from './static-policy';

/** The reference API as the serve wrapper hands it to the `/api` endpoint. */
export interface SiteApi {
	fetch(request: Request, env: { remoteAddress?: string }): Response | Promise<Response>;
	/**
	 * An answer the API gives from the request line alone, asked before the request is read:
	 * a login the password hashing has no room for. Undefined lets the request through.
	 */
	refuseLoginEarly?: RefuseLoginEarly;
}

/** What the site passes to Astro's handler as `locals` (see src/env.d.ts). */
export interface HostLocals {
	/** The socket's peer address: the only client address no request header can fake. */
	remoteAddress?: string;
	/** The build's policy for answers without one of their own. */
	contentSecurityPolicy: string;
	/** The policy of a route rendered on demand, by its pattern. */
	routeSecurityPolicy: (route: string) => string | undefined;
	/** The API, built before the port opened. */
	api?: SiteApi;
}

/** The handler the Node adapter builds in middleware mode (`dist/server/entry.mjs`). */
export type AstroHandler = (
	req: IncomingMessage,
	res: ServerResponse,
	next: undefined,
	locals: HostLocals,
) => Promise<void> | void;

/** Options of `createSiteHandler`. */
interface SiteOptions {
	/** Absolute path of the client build (`dist/client`). */
	clientDir: string;
	staticPolicy: StaticPolicy;
	astro: AstroHandler;
	/** The API once it is built; until then `/api` answers 503. */
	api?: () => SiteApi | undefined;
	/**
	 * Writes one access log line per page and file request (the API logs its own, by route
	 * pattern); absent with ACCESS_LOG=off.
	 */
	accessLog?: (line: string) => void;
}

/** A page path fit for the access log: no query, and no token of a mailed link. */
function logPath(url: string): string {
	return redactUrl(url.split('?')[0]);
}

/** Whether a request goes to the API. */
function isApiPath(url: string): boolean {
	return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Answers of known length below this (about one TCP segment) go out as they are. */
const MIN_COMPRESSED_BYTES = 1400;

type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * Compresses what Astro and the API answer (static files come precompressed) with brotli or
 * gzip when the client takes it, at moderate levels since it runs on every such answer. Short
 * answers (most API errors) gain nothing and would cost a compressor each.
 */
const compress = compression({
	threshold: MIN_COMPRESSED_BYTES,
	level: 6,
	brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
}) as unknown as NodeMiddleware;

/**
 * The compressed bytes are not those a strong ETag was made for: weak, as nginx does (an
 * If-None-Match compares weakly, so revalidation still works). Registered before the
 * compressor, so it runs after the compressor has chosen an encoding.
 */
function weakenEncodedETag(res: ServerResponse) {
	onHeaders(res, () => {
		const etag = res.getHeader('ETag');
		if (res.hasHeader('Content-Encoding') && typeof etag === 'string' && !etag.startsWith('W/')) {
			res.setHeader('ETag', `W/${etag}`);
		}
	});
}

// Only the path and query of a request decide its URL: the Host header, which any client
// writes, never becomes an origin the API could echo.
const API_HOST = 'localhost';

const apiListeners = new WeakMap<SiteApi, ReturnType<typeof getRequestListener>>();

/** The Node request listener of an API (made once per API), with the socket's address. */
function serveApi(api: SiteApi) {
	let listener = apiListeners.get(api);
	if (!listener) {
		listener = getRequestListener((request, env) =>
			api.fetch(request, { remoteAddress: env.incoming.socket.remoteAddress }),
		);
		apiListeners.set(api, listener);
	}
	return listener;
}

/**
 * Answers a request the API refuses from its request line alone (a login during a flood), with
 * the API's prepared answer and without reading the body: such refusals can be most of the
 * requests, and the Fetch request the API's listener would build costs more than the answer.
 * Only the headers of an answer that never becomes a document go with it (`plainHeaders`:
 * nosniff, and HSTS on https), as with scripts and styles.
 */
function refuseEarly(
	req: IncomingMessage,
	res: ServerResponse,
	api: SiteApi | undefined,
	plainHeaders: Readonly<Record<string, string>>,
): boolean {
	const forwarded = req.headers['x-forwarded-for'];
	const refusal = api?.refuseLoginEarly?.({
		method: req.method ?? 'GET',
		path: req.url ?? '/',
		forwardedFor: Array.isArray(forwarded) ? forwarded.join(', ') : forwarded,
		remoteAddress: req.socket.remoteAddress,
	});
	if (!refusal) return false;
	res.writeHead(refusal.status, { ...plainHeaders, ...refusal.headers }).end(refusal.body);
	return true;
}

/**
 * One request of the site: security headers on every answer, the path made safe, static files
 * served precompressed, the API by its Hono app, everything else (pages rendered on demand,
 * 404) by Astro, with compression on the fly.
 */
function createSiteHandler({ clientDir, staticPolicy, astro, api, accessLog }: SiteOptions) {
	const headers = Object.entries(securityHeaders(staticPolicy.policy, staticPolicy));
	const plainHeaders = Object.fromEntries(
		headers.filter(([name]) => !(DOCUMENT_ONLY_HEADERS as readonly string[]).includes(name)),
	);
	const serveStatic = createStaticFileHandler(clientDir, {
		documentPolicy: policyTable(staticPolicy.documents),
	});
	const routeSecurityPolicy = policyTable(staticPolicy.routes);
	return async (req: IncomingMessage, res: ServerResponse) => {
		req.url = normaliseRequestUrl(req.url ?? '/');
		// First: a refused login is answered from its request line (none of the checks below
		// would refuse that exact line), and during a flood most requests are such refusals.
		if (req.method === 'POST' && refuseEarly(req, res, api?.(), plainHeaders)) return;
		if (accessLog && !isApiPath(req.url)) {
			const started = performance.now();
			const { method = 'GET', url } = req;
			res.once('finish', () =>
				accessLog(
					formatAccessLine({
						method,
						route: logPath(url),
						status: res.statusCode,
						ms: performance.now() - started,
					}),
				),
			);
		}
		for (const [name, value] of headers) res.setHeader(name, value);
		if (guardRawRequest(req, res)) return;
		try {
			decodeURI(req.url);
		} catch {
			res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
			return;
		}
		if (serveStatic(req, res)) return;
		// Defaults Astro's own headers override: API answers are never stored, pages revalidate.
		const isApi = isApiPath(req.url);
		res.setHeader('Cache-Control', isApi ? 'no-store' : 'no-cache');
		const siteApi = api?.();
		if (isApi && api && !siteApi) {
			res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '1' });
			res.end(JSON.stringify({ message: 'The site is starting' }));
			return;
		}
		weakenEncodedETag(res);
		compress(req, res, () => {});
		// The API answers straight from the Node request: Astro's page pipeline in front of it
		// doubled the cost of every call, a flood's refused logins included.
		if (isApi && siteApi) {
			req.headers.host = API_HOST;
			return serveApi(siteApi)(req, res);
		}
		await astro(req, res, undefined, {
			remoteAddress: req.socket.remoteAddress,
			contentSecurityPolicy: staticPolicy.policy,
			routeSecurityPolicy,
			api: siteApi,
		});
	};
}

/** Where and how `startSiteServer` listens. */
interface ListenOptions {
	port: number;
	host: string;
	/** Timeouts and connection caps; by default those for a server on the open internet. */
	limits?: ConnectionLimits;
}

/** Starts the site's HTTP server. */
export function startSiteServer(options: SiteOptions & ListenOptions) {
	const handle = createSiteHandler(options);
	const limits = options.limits ?? defaultConnectionLimits(false);
	const server = createServer(serverTimeouts(limits), (req, res) => {
		handle(req, res).catch((error: unknown) => {
			// A client that hung up or was cut for being slow leaves nothing to answer or to log
			// (or a flood of them would fill the log).
			if (req.socket.destroyed) return;
			console.error(`Could not answer ${redactUrl(req.url)}:`, redactError(error));
			if (!res.headersSent) res.writeHead(500).end('Internal server error');
			else res.destroy();
		});
	});
	server.on('clientError', answerClientError);
	limitConnections(server, limits);
	return new Promise<typeof server>((resolve) => {
		server.listen(options.port, options.host, () => resolve(server));
	});
}
