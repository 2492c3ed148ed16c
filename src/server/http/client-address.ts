import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { createProxyCheck, type TrustedProxies } from './trusted-proxies';

/**
 * The address a request came from: the socket's peer, which the host passes in
 * `c.env.remoteAddress`. Only when that peer is one of the trusted proxies is it the last
 * X-Forwarded-For entry instead, the one the proxy appended (earlier entries come from the client
 * and prove nothing); a client that reaches the server directly cannot name itself with the header.
 */
export function readClientAddress(
	forwardedFor: string | undefined,
	remoteAddress: string | undefined,
	isTrustedProxy: (address: string | undefined) => boolean,
): string {
	if (forwardedFor && isTrustedProxy(remoteAddress)) {
		const last = forwardedFor.split(',').at(-1)?.trim();
		if (last) return last;
	}
	return remoteAddress ?? 'unknown';
}

/** Sets `clientAddress` for the handlers and limiters behind it, and `forwardedUntrusted`. */
export function setClientAddress(proxies: TrustedProxies) {
	const isTrustedProxy = createProxyCheck(proxies);
	return createMiddleware<AppEnv>(async (c, next) => {
		const remote = c.env?.remoteAddress;
		const forwardedFor = c.req.header('X-Forwarded-For');
		c.set('clientAddress', readClientAddress(forwardedFor, remote, isTrustedProxy));
		c.set('forwardedUntrusted', forwardedFor !== undefined && !isTrustedProxy(remote));
		await next();
	});
}
