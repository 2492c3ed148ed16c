import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';

/** How long a client may take and how many connections it may hold. */
export interface ConnectionLimits {
	/** Time to send a request's headers (Node's `headersTimeout`); then the socket gets a 408. */
	headersTimeoutMs: number;
	/** Time to send a whole request, headers and body (`requestTimeout`); then a 408. */
	requestTimeoutMs: number;
	/** How long an idle kept-alive connection stays open for the next request. */
	keepAliveTimeoutMs: number;
	/** Open connections of one client address, or null for no cap per address. */
	connectionsPerAddress: number | null;
	/** Open connections in all; more are closed as they arrive. */
	maxConnections: number;
}

/**
 * Limits for the open internet; not settings, since no operator of this site needs others. A
 * page view takes a few connections, a whole request over a slow mobile link a few seconds.
 * The total stays well under the usual descriptor limits of a process (20,000 and more), which
 * database files, static file reads and outgoing calls share.
 */
const INTERNET_LIMITS: ConnectionLimits = {
	headersTimeoutMs: 15_000,
	requestTimeoutMs: 60_000,
	keepAliveTimeoutMs: 5_000,
	connectionsPerAddress: 200,
	maxConnections: 4_000,
};

/**
 * The limits of the site server. Behind a proxy (`TRUST_PROXY` set) every connection comes
 * from the proxy's address, so there is no cap per address: the proxy is the place to limit
 * connections per client; the total cap still holds.
 */
export function defaultConnectionLimits(behindProxy: boolean): ConnectionLimits {
	return behindProxy ? { ...INTERNET_LIMITS, connectionsPerAddress: null } : INTERNET_LIMITS;
}

/** The options of `createServer` that carry the limits. */
export function serverTimeouts(limits: ConnectionLimits): ServerOptions {
	return {
		headersTimeout: limits.headersTimeoutMs,
		requestTimeout: limits.requestTimeoutMs,
		keepAliveTimeout: limits.keepAliveTimeoutMs,
		// Node checks the two timeouts only this often (by default every 30 s, which would let a
		// slow client hold its socket twice as long as the limit says).
		connectionsCheckingInterval: Math.max(10, Math.min(1_000, limits.headersTimeoutMs / 4)),
	};
}

// '::ffff:192.0.2.1' is how a dual-stack socket shows the IPv4 client 192.0.2.1.
function clientAddress(socket: Socket): string {
	return (socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}

/**
 * Caps the open connections of the server, in all and per client address (the socket's peer,
 * which no header can fake). A connection over the cap is closed at once, before a byte of its
 * request is read, and without a log line: a flood would otherwise fill the log.
 */
export function limitConnections(server: Server, limits: ConnectionLimits): void {
	server.maxConnections = limits.maxConnections;
	const perAddress = limits.connectionsPerAddress;
	if (perAddress === null) return;
	const open = new Map<string, number>();
	server.on('connection', (socket: Socket) => {
		const address = clientAddress(socket);
		const count = open.get(address) ?? 0;
		if (count >= perAddress) {
			socket.destroy();
			return;
		}
		open.set(address, count + 1);
		socket.once('close', () => {
			const left = (open.get(address) ?? 1) - 1;
			if (left > 0) open.set(address, left);
			else open.delete(address);
		});
	});
}
