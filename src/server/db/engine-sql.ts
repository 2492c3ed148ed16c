/**
 * Where SQLite and PostgreSQL really differ, the query layer asks here: every difference the
 * areas rely on lives in this one file, tested on both engines. Everything else is written once
 * with Kysely, which compiles it for either engine.
 */
import { sql } from 'kysely';
import { engineOf } from './engine';
import type { SiteDb } from './kysely';

export { LOCK_KEYS } from './lock-keys';

/**
 * Makes the rest of a transaction run alone among the transactions that take the same key, until
 * it commits: PostgreSQL's transaction-scoped advisory lock. On SQLite every writing transaction
 * already runs alone (BEGIN IMMEDIATE takes the database's write lock).
 */
export async function lockTransaction(trx: SiteDb, key: number): Promise<void> {
	if (engineOf(trx) === 'postgres') await sql`SELECT pg_advisory_xact_lock(${key})`.execute(trx);
}

/** Whether a table holds no row. */
export async function isTableEmpty(db: SiteDb, table: string): Promise<boolean> {
	const { rows } = await sql`SELECT 1 AS one FROM ${sql.table(table)} LIMIT 1`.execute(db);
	return rows.length === 0;
}
