import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { SiteMetrics } from '../health/metrics';
import type { AppEnv } from '../app-env';

/** One line of the access log: method, route pattern, status and milliseconds. */
export function formatAccessLine(entry: {
	method: string;
	route: string;
	status: number;
	ms: number;
}): string {
	return `${entry.method} ${entry.route} ${entry.status} ${entry.ms.toFixed(1)}ms`;
}

/** Where each answered request goes: the metrics, and the access log when it is on. */
interface RequestObservers {
	metrics: SiteMetrics;
	/** Writes one access log line; absent when ACCESS_LOG=off. */
	accessLog?: (line: string) => void;
}

/**
 * Times every API request and reports it by route pattern (`/api/verify/:token`, never the
 * path itself, whose segments and query may hold tokens): one access log line and the request
 * metrics. Ingest answers also count the events that were new.
 */
export function observeRequests({
	metrics,
	accessLog,
}: RequestObservers): MiddlewareHandler<AppEnv> {
	return async (c, next) => {
		const started = performance.now();
		await next();
		const ms = performance.now() - started;
		// The pattern of the route that answered; an unknown path reads as the catch-all.
		const route = routePath(c, -1) || '*';
		const { method } = c.req;
		const { status } = c.res;
		metrics.observeRequest({ method, route, status, seconds: ms / 1000 });
		accessLog?.(formatAccessLine({ method, route, status, ms }));
		if (method === 'POST' && route.includes('/ingest/') && status < 300) {
			const answer: unknown = await c.res
				.clone()
				.json()
				.catch(() => null);
			const created = (answer as { created?: unknown } | null)?.created;
			if (typeof created === 'number') metrics.countIngested(route, created);
		}
	};
}
