/**
 * What a database error means, whichever engine raised it: the places that react to a broken
 * UNIQUE constraint, a lock held too long or a lost connection ask here, not the error codes.
 */

/**
 * The code of an error: SQLite's result code ('SQLITE_BUSY'), PostgreSQL's SQLSTATE ('23505')
 * or Node's system error code ('ECONNREFUSED'); undefined for an error without one.
 */
export function errorCode(error: unknown): string | undefined {
	if (!(error instanceof Error) || !('code' in error)) return undefined;
	return typeof error.code === 'string' ? error.code : undefined;
}

/** Whether the database refused a write that would break a UNIQUE constraint. */
export function isUniqueViolation(error: unknown): boolean {
	const code = errorCode(error);
	return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/**
 * Whether the database was too busy to answer in time: another SQLite connection held the write
 * lock past `busy_timeout`, or PostgreSQL gave up on a lock, a deadlock or a serialisation.
 */
export function isDatabaseBusy(error: unknown): boolean {
	const code = errorCode(error);
	return (
		code?.startsWith('SQLITE_BUSY') === true ||
		code === '55P03' ||
		code === '40001' ||
		code === '40P01'
	);
}

// PostgreSQL's connection failures (class 08), a server shutting down or starting (57P01-57P03)
// and the node-postgres messages for a connection that broke or never came.
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT']);
const UNREACHABLE_MESSAGES = [
	'Connection terminated',
	'timeout exceeded when trying to connect',
	'Client has encountered a connection error',
	'Cannot use a pool after calling end',
];
// What PostgreSQL answers a new connection while the database is closed to connections.
const CLOSED_DATABASE = /is not currently accepting connections/;

const FROM_DATABASE = Symbol('from the database connection');

/**
 * Marks an error as raised by a database connection (PostgreSQL's client does so for every failed
 * query): a socket error such as ECONNRESET then means the database went away, not the visitor.
 */
export function markFromDatabase(error: unknown): void {
	if (error instanceof Error) Object.defineProperty(error, FROM_DATABASE, { value: true });
}

/** Whether an error was raised by a database connection (see `markFromDatabase`). */
export function isFromDatabase(error: unknown): boolean {
	return error instanceof Error && FROM_DATABASE in error;
}

/** Whether a PostgreSQL database could not be reached, or the connection broke mid-request. */
export function isDatabaseUnreachable(error: unknown): boolean {
	if (!(error instanceof Error)) return false;
	const code = errorCode(error);
	// Any socket failure of the database's own connection.
	if (isFromDatabase(error) && code?.startsWith('E')) return true;
	if (CLOSED_DATABASE.test(error.message)) return true;
	if (code !== undefined) {
		return code.startsWith('08') || /^57P0[123]$/.test(code) || UNREACHABLE_CODES.has(code);
	}
	return UNREACHABLE_MESSAGES.some((message) => error.message.startsWith(message));
}

/** Thrown when a database may not be used (served elsewhere, demo data in production); says why. */
export class DatabaseRefusedError extends Error {}
