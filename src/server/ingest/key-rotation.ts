import type { SiteDb } from '../db/kysely';
import {
	findServerByAddress,
	hashIngestKey,
	IngestKeyError,
	newPlainKey,
	type CreatedIngestKey,
} from './keys';

/**
 * Starts a key rotation for the server at `address`: issues its next key, which works beside the
 * current one until `finishKeyRotation`, so the game server can take the new key and restart
 * without a moment in which it holds no working key. Answers the next key in plain text, the
 * only time it exists so. Throws when the server has no live key or a rotation is running.
 */
export function startKeyRotation(db: SiteDb, address: string): Promise<CreatedIngestKey> {
	const key = newPlainKey();
	return db.transaction().execute(async (trx) => {
		const server = await findServerByAddress(trx, address);
		// Only a live key with no rotation running takes the next key: two rotations started at
		// once cannot both succeed.
		const started = await trx
			.updateTable('ingest_keys')
			.set({ next_key_hash: hashIngestKey(key), next_key_created_at: new Date().toISOString() })
			.where('server_id', '=', server.id)
			.where('revoked_at', 'is', null)
			.where('next_key_hash', 'is', null)
			.returning('id')
			.executeTakeFirst();
		if (started) return { id: started.id, serverName: server.address, key, server };
		const live = await trx
			.selectFrom('ingest_keys')
			.select('id')
			.where('server_id', '=', server.id)
			.where('revoked_at', 'is', null)
			.executeTakeFirst();
		throw new IngestKeyError(
			live
				? `${server.address} is rotating its key already: finish that rotation first`
				: `${server.address} has no live key: issue one with create`,
		);
	});
}

/**
 * Finishes the rotation of the server at `address`: its next key becomes its only key and the
 * old one stops working. The key's row stays, so the events it delivered stay recognised.
 * Answers false when no rotation is running.
 */
export async function finishKeyRotation(db: SiteDb, address: string): Promise<boolean> {
	const server = await findServerByAddress(db, address);
	const result = await db
		.updateTable('ingest_keys')
		.set((eb) => ({
			// The WHERE below leaves only keys with a next key.
			key_hash: eb.ref('next_key_hash').$notNull(),
			created_at: eb.ref('next_key_created_at').$notNull(),
			next_key_hash: null,
			next_key_created_at: null,
		}))
		.where('server_id', '=', server.id)
		.where('revoked_at', 'is', null)
		.where('next_key_hash', 'is not', null)
		.executeTakeFirst();
	return Number(result.numUpdatedRows) > 0;
}
