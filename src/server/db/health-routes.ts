import type { Database } from 'better-sqlite3';
import { createRouter } from '../http/create-router';

/** Whether the database answers: open, migrated (openDatabase migrates before it returns). */
function isDatabaseReady(db: Database): boolean {
	try {
		return db.open && db.prepare('SELECT 1 FROM schema_migrations LIMIT 1').get() !== undefined;
	} catch {
		return false;
	}
}

/** `GET /health`: 200 `{ ok: true, database: 'ready' }`, or 503 while the database is not. */
export const healthRoutes = createRouter().get('/', (c) =>
	isDatabaseReady(c.var.db)
		? c.json({ ok: true, database: 'ready' } as const)
		: c.json({ ok: false, database: 'unavailable' } as const, 503),
);
