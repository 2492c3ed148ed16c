/**
 * SQLite's result code of an error (e.g. 'SQLITE_BUSY'); undefined for an error without one.
 * better-sqlite3 raises its SqliteError with `code`, as Node's system errors do.
 */
export function errorCode(error: unknown): string | undefined {
	if (!(error instanceof Error) || !('code' in error)) return undefined;
	return typeof error.code === 'string' ? error.code : undefined;
}

/** Whether SQLite refused a write that would break a UNIQUE constraint. */
export function isUniqueViolation(error: unknown): boolean {
	return errorCode(error) === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Whether another connection held the write lock past `busy_timeout`. */
export function isDatabaseBusy(error: unknown): boolean {
	return errorCode(error)?.startsWith('SQLITE_BUSY') === true;
}
