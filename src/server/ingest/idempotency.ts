import type { Database } from 'better-sqlite3';
import type { IngestOutcomeWire } from '../../contract/ingest';
import { statement } from '../db/statements';
import type { IngestSource } from './keys';

/** Records an event id in `ingest_events`; answers whether it was new. Run inside a transaction. */
function claimEvent(db: Database, source: IngestSource, kind: string, externalId: string): boolean {
	const { changes } = statement(
		db,
		`INSERT INTO ingest_events (source_key_id, kind, external_id, created_at)
		VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING`,
	).run(source.id, kind, externalId, new Date().toISOString());
	return changes > 0;
}

/**
 * Stores each event the server has not delivered before, in one transaction: `insert` runs only
 * for an id new for this server and kind, so a retried upload never duplicates a row. Ids are
 * the server's own (`externalId(item)`); another server may reuse them.
 */
export function ingestOnce<T>(
	db: Database,
	source: IngestSource,
	kind: string,
	items: readonly T[],
	externalId: (item: T) => string | number,
	insert: (item: T) => void,
): IngestOutcomeWire {
	return db.transaction(() => {
		let created = 0;
		for (const item of items) {
			if (!claimEvent(db, source, kind, String(externalId(item)))) continue;
			insert(item);
			created += 1;
		}
		return { created, duplicates: items.length - created };
	})();
}
