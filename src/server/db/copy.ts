import type { Database } from 'better-sqlite3';
import type { SiteDb } from './kysely';
import type { DB } from './schema';
import { sql, type Transaction } from 'kysely';
import type { Migration } from './migration';
import { applyPostgresMigrationsWithin } from './postgres';

/** Thrown when a copy may not start; the message says why and what to do. */
export class CopyRefusedError extends Error {}

/** One table's rows in the source and, after the copy, in the target. */
export interface TableCount {
	table: string;
	source: number;
	target: number;
}

/** Rows sent in one INSERT: PostgreSQL takes at most 65,535 bind values per statement. */
const MAX_VALUES_PER_INSERT = 30_000;

/** The migrations table is written by the target's own migrator, not copied. */
const MIGRATIONS_TABLE = 'schema_migrations';

function quoteName(name: string): string {
	return `"${name.replaceAll('"', '""')}"`;
}

/** The tables of a SQLite database, parents before the tables that reference them. */
function tablesInCopyOrder(db: Database): string[] {
	const tables = db
		.prepare<[], { name: string }>(
			"SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
		)
		.all()
		.map((row) => row.name);
	const parents = new Map(
		tables.map((table) => [
			table,
			db
				.prepare<[], { table: string }>(`PRAGMA foreign_key_list(${quoteName(table)})`)
				.all()
				.map((key) => key.table)
				.filter((parent) => parent !== table),
		]),
	);
	const ordered: string[] = [];
	const visit = (table: string, path: Set<string>) => {
		if (ordered.includes(table) || path.has(table)) return;
		path.add(table);
		for (const parent of parents.get(table) ?? []) visit(parent, path);
		ordered.push(table);
	};
	for (const table of tables) visit(table, new Set());
	return ordered;
}

function countSqliteRows(db: Database, table: string): number {
	return db.prepare<[], { rows: number }>(`SELECT COUNT(*) AS rows FROM ${quoteName(table)}`).get()
		?.rows as number;
}

async function countPostgresRows(db: SiteDb | Transaction<DB>, table: string) {
	const { rows } = await sql<{
		rows: number;
	}>`SELECT COUNT(*) AS rows FROM ${sql.table(table)}`.execute(db);
	return rows[0]?.rows ?? 0;
}

/** Refuses a source whose schema is not the one this version of the site writes. */
function assertSourceCurrent(db: Database, migrations: readonly Migration[]): void {
	const hasTable = db
		.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?")
		.get(MIGRATIONS_TABLE);
	const applied = hasTable
		? db
				.prepare<[], { id: string }>(`SELECT id FROM ${MIGRATIONS_TABLE}`)
				.all()
				.map((row) => row.id)
		: [];
	const missing = migrations.filter((migration) => !applied.includes(migration.id));
	const unknown = applied.filter((id) => !migrations.some((migration) => migration.id === id));
	if (missing.length > 0) {
		throw new CopyRefusedError(
			`The SQLite database lacks ${missing.length} migration(s) (${missing[0]?.id}...): start ` +
				'the site on it once with this version, so that it is migrated, then copy it.',
		);
	}
	if (unknown.length > 0) {
		throw new CopyRefusedError(
			`The SQLite database has migrations this version does not know (${unknown.join(', ')}): ` +
				'copy it with the version of the site that wrote it.',
		);
	}
}

async function assertTargetEmpty(kysely: SiteDb, where: string): Promise<void> {
	const { rows } = await sql<{ tables: number }>`
		SELECT COUNT(*) AS tables FROM information_schema.tables
		WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`.execute(kysely);
	const tables = rows[0]?.tables ?? 0;
	if (tables > 0) {
		throw new CopyRefusedError(
			`The PostgreSQL database ${where} is not empty (${tables} tables): db:copy fills only an ` +
				'empty database. Create a new one (createdb) and copy into that.',
		);
	}
}

async function copyTable(source: Database, target: Transaction<DB>, table: string): Promise<void> {
	const columns = source
		.prepare<[], { name: string }>(`PRAGMA table_info(${quoteName(table)})`)
		.all()
		.map((column) => column.name);
	const perInsert = Math.max(1, Math.floor(MAX_VALUES_PER_INSERT / columns.length));
	const select = source.prepare<[], Record<string, unknown>>(
		`SELECT ${columns.map(quoteName).join(', ')} FROM ${quoteName(table)}`,
	);
	let batch: Record<string, unknown>[] = [];
	const flush = async () => {
		if (batch.length === 0) return;
		const rows = batch.map(
			(row) =>
				sql`(${sql.join(
					columns.map((column) => row[column]),
					sql`, `,
				)})`,
		);
		await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
			VALUES ${sql.join(rows)}`.execute(target);
		batch = [];
	};
	// Rows are read into batches first: the SQLite iterator must not wait on PostgreSQL.
	const rows = select.all();
	for (const row of rows) {
		batch.push(row);
		if (batch.length >= perInsert) await flush();
	}
	await flush();
}

/** Sets each identity column's sequence past the highest id copied, so new rows get new ids. */
async function advanceSequences(target: Transaction<DB>): Promise<void> {
	const { rows } = await sql<{ table_name: string; column_name: string }>`
		SELECT table_name, column_name FROM information_schema.columns
		WHERE table_schema = 'public' AND is_identity = 'YES'`.execute(target);
	for (const { table_name: table, column_name: column } of rows) {
		await sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}), MAX(${sql.ref(column)}))
			FROM ${sql.table(table)} HAVING MAX(${sql.ref(column)}) IS NOT NULL`.execute(target);
	}
}

/**
 * Copies every table of a SQLite community into an empty PostgreSQL database: the schema through
 * the PostgreSQL migrations, then every row as it is (the triggers that keep running totals are
 * off while the copy writes them verbatim), the identity sequences past the highest ids, all in
 * one transaction with the schema, so a failure leaves the target as empty as it was. Answers each
 * table's rows in source and target; throws when a count differs (nothing is then kept).
 * `migrations` is every area's (`SITE_MIGRATIONS`): the source must hold them all.
 */
export async function copySqliteToPostgres(
	source: Database,
	target: SiteDb,
	where: string,
	migrations: readonly Migration[],
): Promise<TableCount[]> {
	assertSourceCurrent(source, migrations);
	await assertTargetEmpty(target, where);
	const tables = tablesInCopyOrder(source);
	// Read under one transaction: a site serving from the file meanwhile changes nothing we see.
	source.exec('BEGIN');
	try {
		return await target.transaction().execute(async (transaction) => {
			await applyPostgresMigrationsWithin(transaction, migrations);
			for (const table of tables) {
				if (table === MIGRATIONS_TABLE) continue;
				await sql`ALTER TABLE ${sql.table(table)} DISABLE TRIGGER USER`.execute(transaction);
				await copyTable(source, transaction, table);
				await sql`ALTER TABLE ${sql.table(table)} ENABLE TRIGGER USER`.execute(transaction);
			}
			await advanceSequences(transaction);
			const counts: TableCount[] = [];
			for (const table of tables) {
				counts.push({
					table,
					source: countSqliteRows(source, table),
					target: await countPostgresRows(transaction, table),
				});
			}
			const different = counts.filter((count) => count.source !== count.target);
			if (different.length > 0) {
				throw new Error(
					`Row counts differ after the copy: ${different
						.map((count) => `${count.table} ${count.source} -> ${count.target}`)
						.join(', ')}`,
				);
			}
			return counts;
		});
	} finally {
		source.exec('ROLLBACK');
	}
}
