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

/**
 * Like `lockTransaction`, keyed by a name (an e-mail, a token's hash): transactions about the
 * same name run one after another, those about different names side by side.
 */
export async function lockTransactionOn(trx: SiteDb, name: string): Promise<void> {
	if (engineOf(trx) === 'postgres') {
		await sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`.execute(trx);
	}
}

/**
 * Locks the rows a query reads until the transaction ends (`FOR UPDATE` on PostgreSQL), so a
 * read-then-write cannot interleave with another transaction's. SQLite has no such clause and
 * needs none: its writing transactions run one at a time.
 */
export function lockingRows<Query extends { forUpdate(): Query }>(db: SiteDb, query: Query): Query {
	return engineOf(db) === 'postgres' ? query.forUpdate() : query;
}
