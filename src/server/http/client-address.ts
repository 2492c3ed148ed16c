import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';

/**
 * The address a request came from. Without a trusted proxy it is the socket's peer, which the
 * host passes in `c.env.remoteAddress`; X-Forwarded-For is then ignored, since any client can
 * send it. Behind one trusted proxy it is the last X-Forwarded-For entry, the one that proxy
 * appended (earlier entries come from the client and prove nothing).
 */
export function readClientAddress(
	forwardedFor: string | undefined,
	remoteAddress: string | undefined,
	trustProxy: boolean,
): string {
	if (trustProxy && forwardedFor) {
		const last = forwardedFor.split(',').at(-1)?.trim();
		if (last) return last;
	}
	return remoteAddress ?? 'unknown';
}

/** Sets `clientAddress` for the handlers and limiters behind it. */
export function setClientAddress(trustProxy: boolean) {
	return createMiddleware<AppEnv>(async (c, next) => {
		const remote = c.env?.remoteAddress;
		c.set('clientAddress', readClientAddress(c.req.header('X-Forwarded-For'), remote, trustProxy));
		await next();
	});
}
