import type { Database } from 'better-sqlite3';
import { Kysely } from 'kysely';
import type { DB } from './schema';
import { SerialSqliteDialect } from './sqlite-dialect';

/**
 * The typed query layer over the site's database: one API for SQLite and PostgreSQL (Kysely
 * compiles each query for its engine). The table types are generated (`npm run db:types`). A
 * transaction (`db.transaction().execute(...)`) is a `SiteDb` too: pass it on, and every query
 * of a write with several steps commits together or not at all.
 */
export type SiteDb = Kysely<DB>;

const handles = new WeakMap<Database, SiteDb>();

/**
 * The query layer over an open SQLite database, one per database: its connection is taken in
 * turns, so a transaction that awaits never has another request's query run inside it.
 */
export function sqliteQueries(db: Database): SiteDb {
	let handle = handles.get(db);
	if (!handle) {
		handle = new Kysely<DB>({ dialect: new SerialSqliteDialect(db) });
		handles.set(db, handle);
	}
	return handle;
}
