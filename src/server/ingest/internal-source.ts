import type { SiteDb } from '../db/kysely';
import {
	hashIngestKey,
	IngestKeyError,
	newPlainKey,
	SERVER_NAME_PATTERN,
	type IngestSource,
} from './keys';

async function findSource(db: SiteDb, serverName: string): Promise<IngestSource | undefined> {
	const row = await db
		.selectFrom('ingest_keys')
		.select('id')
		.where('server_name', '=', serverName)
		.executeTakeFirst();
	return row && { id: row.id, serverName };
}

/**
 * The source row of a server whose data is written by code rather than uploaded (the demo
 * seeds): created with a revoked, never-shown key and bound to no server, so nobody can upload
 * under its name. Looked up first, so a known source costs no insert (nor, on PostgreSQL, an id).
 */
export async function ensureInternalSource(db: SiteDb, serverName: string): Promise<IngestSource> {
	if (!SERVER_NAME_PATTERN.test(serverName)) {
		throw new IngestKeyError(`Invalid source name '${serverName}'`);
	}
	const existing = await findSource(db, serverName);
	if (existing) return existing;
	const now = new Date().toISOString();
	const created = await db
		.insertInto('ingest_keys')
		.values({
			server_name: serverName,
			key_hash: hashIngestKey(newPlainKey()),
			created_at: now,
			revoked_at: now,
		})
		.onConflict((conflict) => conflict.column('server_name').doNothing())
		.returning('id')
		.executeTakeFirst();
	if (created) return { id: created.id, serverName };
	// Another process created it since the look-up: the name is unique, so it is that row.
	const raced = await findSource(db, serverName);
	if (!raced) throw new Error(`The source '${serverName}' vanished while it was created`);
	return raced;
}
