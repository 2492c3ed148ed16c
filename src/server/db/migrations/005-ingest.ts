/**
 * What game servers upload through `/api/ingest/*`: one key per server (only its SHA-256 is kept)
 * and the ids of the events each server has already delivered, so a retried upload is a no-op.
 */
export const sql = `
CREATE TABLE ingest_keys (
	id INTEGER PRIMARY KEY,
	-- The game server's own name, e.g. 'eu-ttt-1'; a new key for it reuses the row, so its
	-- delivered events stay recognised after a key rotation.
	server_name TEXT NOT NULL UNIQUE,
	-- Lowercase hex SHA-256 of the plain key; the plain key is shown once and never stored.
	key_hash TEXT NOT NULL UNIQUE,
	created_at TEXT NOT NULL,
	revoked_at TEXT
);

CREATE TABLE ingest_events (
	source_key_id INTEGER NOT NULL REFERENCES ingest_keys (id),
	-- What the event is ('ttt.egg-pickup', 'jailbreak.noscope', ...), so ids of different kinds
	-- never collide.
	kind TEXT NOT NULL,
	-- The id the game server gave the event.
	external_id TEXT NOT NULL,
	created_at TEXT NOT NULL,
	PRIMARY KEY (source_key_id, kind, external_id)
) WITHOUT ROWID;
`;
