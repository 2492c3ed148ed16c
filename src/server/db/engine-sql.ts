/**
 * Where SQLite and PostgreSQL really differ, the query layer asks here: every difference the
 * areas rely on lives in this one file, tested on both engines. Everything else is written once
 * with Kysely, which compiles it for either engine.
 */
import { sql, type Insertable } from 'kysely';
import { engineOf } from './engine';
import type { SiteDb } from './kysely';
import type { DB } from './schema';

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

/**
 * An insert of many rows into `table`, to finish like any Kysely insert (`onConflict`,
 * `returning`, `execute`). PostgreSQL gets the rows as one JSON parameter that
 * `json_populate_recordset` reads as the table's own row type, instead of one parameter per
 * value: for a batch of 1,000 rows of 11 columns it parses and plans one parameter rather than
 * 11,000, which took a tenth of the statement's time. SQLite binds parameters cheaply and gets a
 * plain VALUES list. Every row has the same columns, each a value JSON carries as the column's
 * type (text, number, null).
 */
export function insertRows<Table extends keyof DB & string>(
	db: SiteDb,
	table: Table,
	rows: readonly Insertable<DB[Table]>[],
) {
	const insert = db.insertInto(table);
	if (engineOf(db) !== 'postgres') return insert.values(rows);
	const columns = Object.keys(rows[0] ?? {});
	const names = sql.join(columns.map((column) => sql.ref(column)));
	return insert
		.columns(columns as never)
		.expression(
			sql`SELECT ${names} FROM json_populate_recordset(NULL::${sql.table(table)}, ${JSON.stringify(rows)}::json)`,
		);
}
