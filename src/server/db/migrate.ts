import type { Database } from 'better-sqlite3';
import type { Migration } from './migration';

/** Throws when a row points at a parent that does not exist (after a table rebuild). */
function assertForeignKeysHold(db: Database, migration: Migration): void {
	const broken = db.prepare<[], { table: string }>('PRAGMA foreign_key_check').all();
	if (broken.length > 0) {
		const tables = [...new Set(broken.map((row) => row.table))].join(', ');
		throw new Error(`Migration ${migration.id} broke foreign keys of ${tables}`);
	}
}

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
		// SQLite's documented table rebuild: foreign keys off (the pragma is ignored inside a
		// transaction), so dropping the old table deletes no child rows; checked before commit.
		const pauseForeignKeys =
			migration.rebuildsTables === true && db.pragma('foreign_keys', { simple: true }) === 1;
		if (pauseForeignKeys) db.pragma('foreign_keys = OFF');
		try {
			// IMMEDIATE takes the write lock before the check, so two processes starting together
			// cannot both apply the same migration.
			db.transaction(() => {
				if (isApplied.get(migration.id)) return;
				db.exec(migration.sql);
				if (migration.rebuildsTables) assertForeignKeysHold(db, migration);
				record.run(migration.id, new Date().toISOString());
				applied.push(migration.id);
			}).immediate();
		} finally {
			if (pauseForeignKeys) db.pragma('foreign_keys = ON');
		}
	}
	return applied;
}
