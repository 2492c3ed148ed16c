import type { Database } from 'better-sqlite3';
import type { Migration } from './migrations/index';

/** Applies every migration not yet recorded in `schema_migrations`, each in its own transaction. */
export function applyMigrations(db: Database, migrations: readonly Migration[]): string[] {
	db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
		id TEXT PRIMARY KEY,
		applied_at TEXT NOT NULL
	)`);
	const isApplied = db.prepare<[string], { id: string }>(
		'SELECT id FROM schema_migrations WHERE id = ?',
	);
	const record = db.prepare<[string, string]>(
		'INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)',
	);
	const applied: string[] = [];
	for (const migration of migrations) {
		// IMMEDIATE takes the write lock before the check, so two processes starting together
		// cannot both apply the same migration.
		db.transaction(() => {
			if (isApplied.get(migration.id)) return;
			db.exec(migration.sql);
			record.run(migration.id, new Date().toISOString());
			applied.push(migration.id);
		}).immediate();
	}
	return applied;
}
