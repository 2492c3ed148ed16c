import type { IngestOutcomeWire } from '../../contract/ingest';
import { insertRows } from '../db/engine-sql';
import type { SiteDb } from '../db/kysely';
import type { IngestSource } from './keys';
import { chunksForStatements } from './statement-chunks';

/**
 * Runs `work` in one transaction: its own, or the one `db` already is (a seed writes its whole
 * area in one), so every query it makes through the handle it gets commits together or not at
 * all.
 */
export function inOneTransaction<T>(db: SiteDb, work: (trx: SiteDb) => Promise<T>): Promise<T> {
	return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * Records the event ids in `ingest_events` and answers those that were new. The key of the table
 * decides, so two requests delivering the same id at once (on separate connections) store it
 * once: the second waits for the first and skips it. Ids are claimed in sorted order, so two
 * batches sharing ids never wait for each other in a circle.
 */
async function claimEvents(
	trx: SiteDb,
	source: IngestSource,
	kind: string,
	externalIds: readonly string[],
): Promise<Set<string>> {
	const createdAt = new Date().toISOString();
	const claimed = new Set<string>();
	for (const chunk of chunksForStatements([...externalIds].sort())) {
		const rows = await insertRows(
			trx,
			'ingest_events',
			chunk.map((externalId) => ({
				source_key_id: source.id,
				kind,
				external_id: externalId,
				created_at: createdAt,
			})),
		)
			.onConflict((conflict) =>
				conflict.columns(['source_key_id', 'kind', 'external_id']).doNothing(),
			)
			.returning('external_id')
			.execute();
		for (const row of rows) claimed.add(row.external_id);
	}
	return claimed;
}

/**
 * Stores the events the server has not delivered before, in one transaction: `insert` gets the
 * transaction and the new events (the first of each id, in delivery order), so a retried upload
 * never duplicates a row, and a batch failing half-way stores nothing, its ids included. Ids are
 * the server's own (`externalId(item)`); another server may reuse them.
 */
export function ingestOnce<T>(
	db: SiteDb,
	source: IngestSource,
	kind: string,
	items: readonly T[],
	externalId: (item: T) => string | number,
	insert: (trx: SiteDb, fresh: readonly T[]) => Promise<void>,
): Promise<IngestOutcomeWire> {
	const ids = items.map((item) => String(externalId(item)));
	const firstOf = new Map<string, number>();
	ids.forEach((id, index) => {
		if (!firstOf.has(id)) firstOf.set(id, index);
	});
	return inOneTransaction(db, async (trx) => {
		const claimed = await claimEvents(trx, source, kind, [...firstOf.keys()]);
		const fresh = items.filter((_, index) => {
			const id = ids[index]!;
			return claimed.has(id) && firstOf.get(id) === index;
		});
		if (fresh.length > 0) await insert(trx, fresh);
		return { created: fresh.length, duplicates: items.length - fresh.length };
	});
}
