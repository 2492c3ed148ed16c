import type { SiteDb } from '../db/kysely';

/**
 * Runs a write of several steps in one transaction: the caller's, when `db` is a transaction
 * already (the steps then commit with the rest of the caller's change), else a new one.
 */
export function inTransaction<T>(db: SiteDb, work: (trx: SiteDb) => Promise<T>): Promise<T> {
	return db.isTransaction ? work(db) : db.transaction().execute(work);
}
