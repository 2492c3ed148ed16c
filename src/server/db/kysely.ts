import type { Database } from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { DB } from './schema';
import { statement } from './statements';

/**
 * The typed query layer over the site's database: one API for SQLite and PostgreSQL (Kysely
 * compiles each query for its engine). The table types are generated (`npm run db:types`).
 */
export type SiteDb = Kysely<DB>;

const handles = new WeakMap<Database, SiteDb>();

/**
 * The query layer over an open SQLite database, one per database. Statements are prepared once
 * per SQL text and reused (Kysely's SQLite driver would prepare each query anew). Reads only for
 * now: a Kysely transaction on SQLite spans awaits, during which the code that still uses the
 * database directly could write inside it.
 */
export function sqliteQueries(db: Database): SiteDb {
	let handle = handles.get(db);
	if (!handle) {
		const cached = {
			prepare: (sql: string) => statement(db, sql),
			// The database belongs to whoever opened it; the query layer never closes it.
			close: () => {},
		};
		handle = new Kysely<DB>({ dialect: new SqliteDialect({ database: cached as never }) });
		handles.set(db, handle);
	}
	return handle;
}
