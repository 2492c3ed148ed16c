import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { ConnectionStats } from './engine';
import type { SiteDb } from './kysely';
import { markFromDatabase } from './errors';
import type { Migration } from './migration';
import type { DB } from './schema';
import { LOCK_KEYS } from './lock-keys';
import {
	DEFAULT_POOL_SIZE,
	describePostgresTarget,
	PostgresUnavailableError,
	readPostgresTarget,
	type PostgresTarget,
} from './postgres-target';

export {
	DEFAULT_POOL_SIZE,
	describePostgresTarget,
	readPostgresTarget,
	PostgresUnavailableError,
	type PostgresTarget,
} from './postgres-target';

/** The oldest PostgreSQL the site runs on: citext is a trusted extension from 13 on. */
const MINIMUM_POSTGRES_MAJOR = 13;

/** How long a new connection may take before the attempt counts as failed. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * How long any one query may take before the client gives up on it: far beyond every query of
 * the site (the benches' slowest take milliseconds), so only a connection that went silent hits it.
 */
const QUERY_TIMEOUT_MS = 30_000;

/**
 * Migrations run under an advisory lock: replicas started together on one database take turns,
 * so the first migrates and the others find the work done.
 */
const MIGRATION_LOCK_KEY = LOCK_KEYS.migrations;

/** What went wrong when connecting, in a few words (the driver's codes made readable). */
function connectFailureReason(error: unknown): string {
	const failure = error as { code?: string; message?: string };
	switch (failure.code) {
		case 'ECONNREFUSED':
			return 'connection refused (is PostgreSQL running and listening there?)';
		case 'ENOTFOUND':
		case 'EAI_AGAIN':
			return 'host not found';
		case 'ETIMEDOUT':
			return 'connection timed out';
		case '28P01':
			return 'password authentication failed';
		case '28000':
			return 'the server refused this user or address (pg_hba.conf)';
		case '3D000':
			return 'the database does not exist';
		default:
			// Driver messages name the user or database at most, never the password.
			return (failure.message ?? String(error)).split('\n')[0] as string;
	}
}

/** Integer and numeric results as numbers, as the SQLite driver gives them (ids stay < 2^53). */
const parseNumber = (value: string) => Number(value);
const NUMBER_TYPES = new Set([pg.types.builtins.INT8, pg.types.builtins.NUMERIC]);
const types = {
	getTypeParser: ((oid: number, format?: string) =>
		NUMBER_TYPES.has(oid)
			? parseNumber
			: pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/**
 * The pool's connections: every failed query's error is marked as the database's, so that a
 * reset socket answers 503 (the database went away) rather than 400 (the visitor left).
 */
class SiteClient extends pg.Client {
	override query(...args: unknown[]): never {
		const result = (super.query as (...a: unknown[]) => unknown)(...args);
		if (result instanceof Promise) {
			return result.catch((error: unknown) => {
				markFromDatabase(error);
				throw error;
			}) as never;
		}
		return result as never;
	}
}

/** Options of `connectPostgres`. */
interface ConnectPostgresOptions {
	/** Most connections open at once; `DEFAULT_POOL_SIZE` when unset. */
	poolSize?: number;
}

/** A connected PostgreSQL database: the query layer and where it points. */
export interface PostgresDatabase {
	kysely: SiteDb;
	target: PostgresTarget;
	/** The server's major version, e.g. 15. */
	majorVersion: number;
	/** The pool's open, idle and awaited connections. */
	connections(): ConnectionStats;
	close(): Promise<void>;
}

/**
 * Connects to PostgreSQL and checks that it can be used: reachable, this user let in, version 13
 * or newer. Throws a `PostgresUnavailableError` whose one line names host, port, database and
 * the reason, never the password.
 */
export async function connectPostgres(
	url: string,
	options: ConnectPostgresOptions = {},
): Promise<PostgresDatabase> {
	const target = readPostgresTarget(url);
	const where = describePostgresTarget(target);
	const pool = new pg.Pool({
		connectionString: url,
		max: options.poolSize ?? DEFAULT_POOL_SIZE,
		connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
		// A database host that vanished (no reset, no answer) is noticed instead of waited on.
		keepAlive: true,
		query_timeout: QUERY_TIMEOUT_MS,
		types,
		Client: SiteClient,
	});
	// A connection the server drops emits an error: on the pool while idle, on the connection
	// itself while a request holds it (besides failing that request's query, which answers 503).
	// Unheard, either would end the process; the pool replaces the broken connection.
	pool.on('error', () => {});
	pool.on('connect', (client) => client.on('error', () => {}));
	let versionNumber: number;
	try {
		const answer = await pool.query<{ server_version_num: string }>('SHOW server_version_num');
		versionNumber = Number(answer.rows[0]?.server_version_num ?? 0);
	} catch (error) {
		await pool.end().catch(() => {});
		throw new PostgresUnavailableError(
			`Cannot use PostgreSQL at ${where}: ${connectFailureReason(error)}`,
		);
	}
	const majorVersion = Math.floor(versionNumber / 10_000);
	if (majorVersion < MINIMUM_POSTGRES_MAJOR) {
		await pool.end().catch(() => {});
		throw new PostgresUnavailableError(
			`PostgreSQL ${majorVersion} at ${where} is too old: the site needs PostgreSQL ` +
				`${MINIMUM_POSTGRES_MAJOR} or newer`,
		);
	}
	const kysely = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
	return {
		kysely,
		target,
		majorVersion,
		connections: () => ({
			open: pool.totalCount,
			idle: pool.idleCount,
			waiting: pool.waitingCount,
		}),
		close: () => kysely.destroy(),
	};
}

const CREATE_MIGRATIONS_TABLE = sql`CREATE TABLE IF NOT EXISTS schema_migrations (
	id TEXT PRIMARY KEY,
	applied_at TEXT NOT NULL
)`;

/** Applies one migration unless it is recorded, and records it; answers whether it ran. */
async function applyMigration(db: SiteDb, migration: Migration): Promise<boolean> {
	const done = await sql<{
		id: string;
	}>`SELECT id FROM schema_migrations WHERE id = ${migration.id}`.execute(db);
	if (done.rows.length > 0) return false;
	await sql.raw(migration.postgres).execute(db);
	await sql`INSERT INTO schema_migrations (id, applied_at)
		VALUES (${migration.id}, ${new Date().toISOString()})`.execute(db);
	return true;
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, each in its own transaction,
 * under an advisory lock: processes starting together on one database migrate one at a time,
 * and those after the first find nothing left to do. `beforeApplying` runs under the lock when
 * some are pending (a backup first). Answers the ids it applied.
 */
export async function applyPostgresMigrations(
	kysely: SiteDb,
	migrations: readonly Migration[],
	beforeApplying?: (pending: readonly Migration[], applied: number) => Promise<void>,
): Promise<string[]> {
	return kysely.connection().execute(async (connection) => {
		await sql`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(connection);
		try {
			await CREATE_MIGRATIONS_TABLE.execute(connection);
			if (beforeApplying) {
				const { rows } = await sql<{ id: string }>`SELECT id FROM schema_migrations`.execute(
					connection,
				);
				const done = new Set(rows.map((row) => row.id));
				const pending = migrations.filter((migration) => !done.has(migration.id));
				// Under the lock: of replicas starting together, only the one that migrates runs it.
				if (pending.length > 0) await beforeApplying(pending, done.size);
			}
			const applied: string[] = [];
			for (const migration of migrations) {
				const ran = await connection
					.transaction()
					.execute((transaction) => applyMigration(transaction, migration));
				if (ran) applied.push(migration.id);
			}
			return applied;
		} finally {
			await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(connection);
		}
	});
}

/**
 * Applies the migrations inside a transaction the caller holds, so that they and what the caller
 * writes next commit together or not at all (a copy into a new database).
 */
export async function applyPostgresMigrationsWithin(
	transaction: Transaction<DB>,
	migrations: readonly Migration[],
): Promise<void> {
	await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(transaction);
	await CREATE_MIGRATIONS_TABLE.execute(transaction);
	for (const migration of migrations) await applyMigration(transaction, migration);
}
