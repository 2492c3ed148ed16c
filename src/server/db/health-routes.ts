import type { Database } from 'better-sqlite3';
import { HealthSchema, type HealthWire } from '../../contract/http';
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

/** `GET /health`: 200 `{ ok: true, database: 'ready' }`, or 503 while the database is not. */
export const healthRoutes = createRouter().get(
	'/',
	describeRoute({
		summary: 'Whether the API and its database serve',
		answers: {
			200: HealthSchema,
			503: { description: 'The database is not ready', schema: HealthSchema },
		},
	}),
	(c) =>
		isDatabaseReady(c.var.db)
			? c.json({ ok: true, database: 'ready' } satisfies HealthWire)
			: c.json({ ok: false, database: 'unavailable' } satisfies HealthWire, 503),
);
