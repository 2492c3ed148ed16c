import type { Database } from 'better-sqlite3';
import { HealthSchema, LIVE_PARTS, type HealthWire } from '../../contract/http';
import { SITE_VERSION } from '../../version';
import type { PartHealth } from '../health/part-health';
import { createRouter } from '../http/create-router';
import { describeRoute } from '../http/route-docs';

/** Whether the database answers: open, migrated (openDatabase migrates before it returns). */
function isDatabaseReady(db: Database): boolean {
	try {
		return db.open && db.prepare('SELECT 1 FROM schema_migrations LIMIT 1').get() !== undefined;
	} catch {
		return false;
	}
}

/** The health answer: the database decides `ok`; the live parts are reported beside it. */
export function describeHealth(db: Database, health: PartHealth): HealthWire {
	const ready = isDatabaseReady(db);
	if (ready) health.recordSuccess('database');
	else health.recordError('database');
	const parts = Object.fromEntries(LIVE_PARTS.map((part) => [part, health.read(part)]));
	return {
		ok: ready,
		database: ready ? 'ready' : 'unavailable',
		version: SITE_VERSION,
		parts: { database: health.read('database'), ...parts } as HealthWire['parts'],
	};
}

/**
 * `GET /health`: 200 while the database serves, else 503, for load balancers and monitors. A
 * degraded live part is reported (with when it last failed) but does not make the answer fail.
 */
export const healthRoutes = createRouter().get(
	'/',
	describeRoute({
		summary: 'Whether the API and its database serve, and how each live part fares',
		answers: {
			200: HealthSchema,
			503: { description: 'The database is not ready', schema: HealthSchema },
		},
	}),
	(c) => {
		const answer = describeHealth(c.var.db, c.var.health);
		return c.json(answer satisfies HealthWire, answer.ok ? 200 : 503);
	},
);
