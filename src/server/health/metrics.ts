import type { ConnectionStats } from '../db/engine';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { SITE_PARTS, type PartHealth } from './part-health';

/** Why a login was refused, as the metrics count it. */
export type LoginRefusal =
	| 'captcha'
	| 'invalid'
	| 'unverified'
	| 'disabled'
	| 'addressLocked'
	| 'emailLocked'
	// This client already has its share of the password checks running or waiting.
	| 'clientShareUsed';

/** The site's Prometheus metrics: one registry per API, so tests never share counts. */
export interface SiteMetrics {
	registry: Registry;
	/** Counts one answered API request and its duration. */
	observeRequest(request: { method: string; route: string; status: number; seconds: number }): void;
	/** Counts one refused login. */
	countLoginRefusal(reason: LoginRefusal): void;
	/** Counts events a game server delivered that were new (not retries). */
	countIngested(route: string, created: number): void;
}

/**
 * Creates the metrics of an API over its database and health record: request counts and
 * latencies by route pattern (never by raw path, which may hold a token), login refusals by
 * reason, ingested events, integration errors by part, and the database connections.
 */
export function createSiteMetrics(
	connections: () => ConnectionStats,
	health: PartHealth,
): SiteMetrics {
	const registry = new Registry();
	const requests = new Counter({
		name: 'site_http_requests_total',
		help: 'API requests answered, by method, route pattern and status',
		labelNames: ['method', 'route', 'status'] as const,
		registers: [registry],
	});
	const latency = new Histogram({
		name: 'site_http_request_duration_seconds',
		help: 'Time to answer an API request, by method and route pattern',
		labelNames: ['method', 'route'] as const,
		buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
		registers: [registry],
	});
	const loginRefusals = new Counter({
		name: 'site_login_refusals_total',
		help: 'Logins refused, by reason',
		labelNames: ['reason'] as const,
		registers: [registry],
	});
	const ingested = new Counter({
		name: 'site_ingest_events_total',
		help: 'New events game servers delivered, by ingest route',
		labelNames: ['route'] as const,
		registers: [registry],
	});
	new Counter({
		name: 'site_integration_errors_total',
		help: 'Failed calls to the database and the outside services, by part',
		labelNames: ['part'] as const,
		registers: [registry],
		collect() {
			this.reset();
			for (const part of SITE_PARTS) this.inc({ part }, health.errorCount(part));
		},
	});
	new Gauge({
		name: 'site_database_connections',
		help: 'Database connections of this process by state (SQLite: one, no pool)',
		labelNames: ['state'] as const,
		registers: [registry],
		collect() {
			const { open, idle, waiting } = connections();
			this.set({ state: 'open' }, open);
			this.set({ state: 'idle' }, idle);
			// Requests waiting for a connection: the pool (DATABASE_POOL_SIZE) is too small.
			this.set({ state: 'waiting' }, waiting);
		},
	});
	return {
		registry,
		observeRequest({ method, route, status, seconds }) {
			requests.inc({ method, route, status: String(status) });
			latency.observe({ method, route }, seconds);
		},
		countLoginRefusal: (reason) => loginRefusals.inc({ reason }),
		countIngested(route, created) {
			if (created > 0) ingested.inc({ route }, created);
		},
	};
}
