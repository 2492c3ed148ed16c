/**
 * A key rotation with an overlap: a server's next key works beside its current one until the
 * operator finishes the rotation, so the game server can switch keys without a gap.
 */
export const sql = `
ALTER TABLE ingest_keys ADD COLUMN next_key_hash TEXT;
ALTER TABLE ingest_keys ADD COLUMN next_key_created_at TEXT;
CREATE UNIQUE INDEX ingest_keys_next_key_hash ON ingest_keys (next_key_hash);
`;

/** The same change on PostgreSQL. */
export const postgres = `
ALTER TABLE ingest_keys ADD COLUMN next_key_hash TEXT COLLATE "C";
ALTER TABLE ingest_keys ADD COLUMN next_key_created_at TEXT COLLATE "C";
CREATE UNIQUE INDEX ingest_keys_next_key_hash ON ingest_keys (next_key_hash);
`;
