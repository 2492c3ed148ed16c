import type { Database, Statement } from 'better-sqlite3';

const caches = new WeakMap<Database, Map<string, Statement>>();

/**
 * Prepares `sql` once per database and hands back the same statement on every later call, for
 * queries on hot paths (every authenticated request looks up its token). Not for a statement
 * that is iterated while another call might run it.
 */
export function statement<P extends unknown[] | object = unknown[], R = unknown>(
	db: Database,
	sql: string,
): Statement<P, R> {
	let cache = caches.get(db);
	if (!cache) {
		cache = new Map();
		caches.set(db, cache);
	}
	let prepared = cache.get(sql);
	if (!prepared) {
		prepared = db.prepare(sql);
		cache.set(sql, prepared);
	}
	return prepared as Statement<P, R>;
}
