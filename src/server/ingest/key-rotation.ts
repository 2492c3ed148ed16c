import type { Database } from 'better-sqlite3';
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
export function startKeyRotation(db: Database, address: string): CreatedIngestKey {
	const key = newPlainKey();
	return db
		.transaction(() => {
			const server = findServerByAddress(db, address);
			const row = db
				.prepare<[number], { id: number; next_key_hash: string | null }>(
					'SELECT id, next_key_hash FROM ingest_keys WHERE server_id = ? AND revoked_at IS NULL',
				)
				.get(server.id);
			if (!row) {
				throw new IngestKeyError(`${server.address} has no live key: issue one with create`);
			}
			if (row.next_key_hash) {
				throw new IngestKeyError(
					`${server.address} is rotating its key already: finish that rotation first`,
				);
			}
			db.prepare(
				'UPDATE ingest_keys SET next_key_hash = ?, next_key_created_at = ? WHERE id = ?',
			).run(hashIngestKey(key), new Date().toISOString(), row.id);
			return { id: row.id, serverName: server.address, key, server };
		})
		.immediate();
}

/**
 * Finishes the rotation of the server at `address`: its next key becomes its only key and the
 * old one stops working. The key's row stays, so the events it delivered stay recognised.
 * Answers false when no rotation is running.
 */
export function finishKeyRotation(db: Database, address: string): boolean {
	const server = findServerByAddress(db, address);
	const { changes } = db
		.prepare(
			`UPDATE ingest_keys
			SET key_hash = next_key_hash, created_at = next_key_created_at,
				next_key_hash = NULL, next_key_created_at = NULL
			WHERE server_id = ? AND revoked_at IS NULL AND next_key_hash IS NOT NULL`,
		)
		.run(server.id);
	return changes > 0;
}
