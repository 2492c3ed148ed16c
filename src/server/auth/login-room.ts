import { API_MESSAGES, type ErrorBodyWire } from '../../contract/http';
import type { SiteMetrics } from '../health/metrics';
import { readClientAddress } from '../http/client-address';
import type { QueueRoom } from '../http/fair-queue';
import { formatAccessLine } from '../http/observe-requests';
import { createProxyCheck, type TrustedProxies } from '../http/trusted-proxies';
import type { PasswordHasher } from './passwords';

/** The login call, the one whose work (a password hash) a flood aims at. */
const LOGIN_PATH = '/api/auth/login';

/** A whole answer, ready to write: a refusal made before anything of the request was read. */
export interface PreparedAnswer {
	status: 429 | 503;
	headers: Readonly<Record<string, string>>;
	body: string;
}

function prepared(status: 429 | 503, message: string): PreparedAnswer {
	const body = JSON.stringify({ message } satisfies ErrorBodyWire);
	return {
		status,
		headers: {
			'Content-Type': 'application/json',
			'Content-Length': String(Buffer.byteLength(body)),
			'Cache-Control': 'no-store',
			'Retry-After': '1',
		},
		body,
	};
}

/**
 * What a login the hashing queue has no room for is answered: 429 when the address already has
 * its share running or waiting (that client's excess), 503 when the queue is full for everyone.
 * Both say when to retry. The same bodies as the API's error answers.
 */
const REFUSALS: Record<Exclude<QueueRoom, 'free'>, PreparedAnswer> = {
	clientShareUsed: prepared(429, API_MESSAGES.tooManyRequests),
	full: prepared(503, API_MESSAGES.busy),
};

/** The refusal of a login the hashing queue has no room for, by why not. */
export function refusalFor(room: Exclude<QueueRoom, 'free'>): PreparedAnswer {
	return REFUSALS[room];
}

/**
 * The refusal for a login from `client` when the hashing queue has no room for it, else
 * undefined. Asked before the request is parsed: during a flood such refusals are most of the
 * requests, and each must stay cheap.
 */
export function refusalWithoutRoom(
	passwords: PasswordHasher,
	client: string,
): PreparedAnswer | undefined {
	const room = passwords.roomFor(client);
	return room === 'free' ? undefined : refusalFor(room);
}

/** The little of a request an early refusal looks at: no body, no header but one. */
export interface RequestLine {
	method: string;
	/** The path and query, as the request line has them. */
	path: string;
	/** The X-Forwarded-For header, believed only from a trusted proxy. */
	forwardedFor: string | undefined;
	/** The socket's peer address. */
	remoteAddress: string | undefined;
}

/** An answer from the request line alone, or undefined to let the request through. */
export type RefuseLoginEarly = (request: RequestLine) => PreparedAnswer | undefined;

/** What `createEarlyLoginRefusal` needs of the app it answers for. */
interface EarlyRefusalParts {
	passwords: PasswordHasher;
	proxies: TrustedProxies;
	metrics: SiteMetrics;
	accessLog?: (line: string) => void;
}

/**
 * The app's login refusal for its host to ask before it builds a request for the app: from the
 * request line, the client's address and the hashing queue alone, with no body read and no Fetch
 * request made, so that refusing one login of a flood costs little more than Node's parsing of it.
 * Counted in the metrics and written to the access log as the app does for the answers it makes;
 * undefined for every other request and for a login the queue has room for.
 */
export function createEarlyLoginRefusal({
	passwords,
	proxies,
	metrics,
	accessLog,
}: EarlyRefusalParts): RefuseLoginEarly {
	const isTrustedProxy = createProxyCheck(proxies);
	return ({ method, path, forwardedFor, remoteAddress }) => {
		if (method !== 'POST' || path !== LOGIN_PATH) return undefined;
		const started = performance.now();
		const client = readClientAddress(forwardedFor, remoteAddress, isTrustedProxy);
		const refusal = refusalWithoutRoom(passwords, client);
		if (!refusal) return undefined;
		const ms = performance.now() - started;
		const answered = { method, route: LOGIN_PATH, status: refusal.status };
		metrics.observeRequest({ ...answered, seconds: ms / 1000 });
		accessLog?.(formatAccessLine({ ...answered, ms }));
		return refusal;
	};
}
