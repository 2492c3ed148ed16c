import type { Database } from 'better-sqlite3';
import {
	CompiledQuery,
	SqliteDialect,
	type DatabaseConnection,
	type Driver,
	type TransactionSettings,
} from 'kysely';
import { statement } from './statements';

/**
 * How long a query waits for the connection while another request's transaction holds it, before
 * it fails as busy (503), like a SQLite write lock held past the busy timeout.
 */
const CONNECTION_WAIT_MS = 2_000;

/** Thrown when the connection stayed taken too long; read as busy (see `isDatabaseBusy`). */
class ConnectionBusyError extends Error {
	readonly code = 'SQLITE_BUSY_CONNECTION';
	constructor() {
		super(`The SQLite connection stayed in use for more than ${CONNECTION_WAIT_MS} ms`);
	}
}

/**
 * Hands the one connection to one user at a time, in the order they asked. Kysely's own SQLite
 * driver gives every caller the same connection at once: a transaction spans awaits, and another
 * request's queries would run (and commit or roll back) inside it.
 */
class ConnectionTurns {
	#waiting: (() => void)[] = [];
	#taken = false;

	async take(): Promise<void> {
		if (!this.#taken) {
			this.#taken = true;
			return;
		}
		await new Promise<void>((resolve, reject) => {
			const turn = () => {
				clearTimeout(timer);
				resolve();
			};
			const timer = setTimeout(() => {
				this.#waiting.splice(this.#waiting.indexOf(turn), 1);
				reject(new ConnectionBusyError());
			}, CONNECTION_WAIT_MS);
			this.#waiting.push(turn);
		});
	}

	give(): void {
		const next = this.#waiting.shift();
		if (next) next();
		else this.#taken = false;
	}
}

/** Kysely's SQLite driver, taking turns on its connection and writing transactions IMMEDIATE. */
class SerialSqliteDriver implements Driver {
	readonly #inner: Driver;
	readonly #turns = new ConnectionTurns();

	constructor(inner: Driver) {
		this.#inner = inner;
	}

	init() {
		return this.#inner.init();
	}

	async acquireConnection(): Promise<DatabaseConnection> {
		await this.#turns.take();
		return this.#inner.acquireConnection();
	}

	async releaseConnection(connection: DatabaseConnection): Promise<void> {
		await this.#inner.releaseConnection(connection);
		this.#turns.give();
	}

	// IMMEDIATE takes the write lock at BEGIN: a transaction that reads and then writes never
	// fails half-way because another process (an operator command) wrote in between.
	async beginTransaction(connection: DatabaseConnection, _settings: TransactionSettings) {
		await connection.executeQuery(CompiledQuery.raw('BEGIN IMMEDIATE'));
	}

	commitTransaction(connection: DatabaseConnection) {
		return this.#inner.commitTransaction(connection);
	}

	rollbackTransaction(connection: DatabaseConnection) {
		return this.#inner.rollbackTransaction(connection);
	}

	savepoint: Driver['savepoint'] = (...args) => this.#inner.savepoint!(...args);
	rollbackToSavepoint: Driver['rollbackToSavepoint'] = (...args) =>
		this.#inner.rollbackToSavepoint!(...args);
	releaseSavepoint: Driver['releaseSavepoint'] = (...args) =>
		this.#inner.releaseSavepoint!(...args);

	destroy() {
		return this.#inner.destroy();
	}
}

/**
 * Kysely's SQLite dialect over a better-sqlite3 database that: serialises the connection (see
 * `ConnectionTurns`), prepares each SQL text once and reuses the statement, and never closes the
 * database (it belongs to whoever opened it).
 */
export class SerialSqliteDialect extends SqliteDialect {
	constructor(database: Database) {
		const cached = {
			prepare: (sql: string) => statement(database, sql),
			close: () => {},
		};
		super({ database: cached as never });
	}

	override createDriver(): Driver {
		return new SerialSqliteDriver(super.createDriver());
	}
}
