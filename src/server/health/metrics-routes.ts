import { createHash, timingSafeEqual } from 'node:crypto';
import { API_MESSAGES } from '../../contract/http';
import { createRouter } from '../http/create-router';
import { apiError } from '../http/errors';
import { describeRoute } from '../http/route-docs';
import type { SiteMetrics } from './metrics';

const BEARER = /^Bearer\s+(\S+)$/i;

/** Whether two secrets are equal, in time that does not depend on where they differ. */
function sameSecret(given: string, expected: string): boolean {
	const digest = (text: string) => createHash('sha256').update(text).digest();
	return timingSafeEqual(digest(given), digest(expected));
}

/**
 * `GET /metrics`: the Prometheus text format, for a scraper holding `METRICS_TOKEN` as its
 * bearer token. Without a token set the path does not exist (404), so nobody learns of it.
 */
export function metricsRoutes(metrics: SiteMetrics, token: string | undefined) {
	return createRouter().get(
		'/',
		describeRoute({
			summary: 'Prometheus metrics (only when METRICS_TOKEN is set; Bearer METRICS_TOKEN)',
			answers: {
				200: { description: 'The metrics in the Prometheus text format', media: 'text/plain' },
				401: 'No bearer token, or not METRICS_TOKEN',
				404: 'METRICS_TOKEN is not set',
			},
		}),
		async (c) => {
			if (!token) throw apiError(404, API_MESSAGES.notFound);
			const given = BEARER.exec(c.req.header('Authorization') ?? '')?.[1];
			if (!given || !sameSecret(given, token)) throw apiError(401, API_MESSAGES.authRequired);
			return c.body(await metrics.registry.metrics(), 200, {
				'Content-Type': metrics.registry.contentType,
			});
		},
	);
}
