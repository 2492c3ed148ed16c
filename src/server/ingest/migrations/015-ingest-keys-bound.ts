/**
 * Binds each ingest key to one game server of the list: the server's mode decides which ingest
 * paths the key may write and its region which admin configs it reads. A removed server leaves
 * its key unbound (it can no longer be used) rather than deleting the events it delivered.
 */
export const sql = `
ALTER TABLE ingest_keys ADD COLUMN server_id INTEGER REFERENCES game_servers (id) ON DELETE SET NULL;
CREATE UNIQUE INDEX ingest_keys_server ON ingest_keys (server_id);
`;

/**
 * Binds unbound keys whose former free name names a server of the list: '<region>-<mode>-<n>'
 * is the n-th server of that region and mode in display order, '<region>-<mode>' the first, and
 * a 'demo-' prefix is ignored (the demo seeds' sources were 'demo-eu-ttt', 'eu-jailbreak-1', ...).
 * A server already bound keeps its key; of several names for one server the oldest key wins.
 * Every other key stays unbound and is reported by `npm run ingest:key -- list` and at start.
 */
export const bindLegacyKeysSql = `
WITH numbered AS (
	SELECT id AS server_id, region || '-' || mode AS stem,
		ROW_NUMBER() OVER (PARTITION BY region, mode ORDER BY sort_order, id) AS n
	FROM game_servers
), names AS (
	SELECT server_id, stem || '-' || n AS name FROM numbered
	UNION ALL
	SELECT server_id, stem FROM numbered WHERE n = 1
), candidates AS (
	SELECT k.id AS key_id, names.server_id
	FROM ingest_keys k
	JOIN names ON lower(k.server_name) IN (names.name, 'demo-' || names.name)
	WHERE k.server_id IS NULL
		AND NOT EXISTS (SELECT 1 FROM ingest_keys bound WHERE bound.server_id = names.server_id)
), chosen AS (
	SELECT MIN(key_id) AS key_id, server_id FROM candidates GROUP BY server_id
)
UPDATE ingest_keys
SET server_id = (SELECT server_id FROM chosen WHERE chosen.key_id = ingest_keys.id)
WHERE id IN (SELECT key_id FROM chosen);
`;

/** The same schema change on PostgreSQL. */
export const postgres = `
ALTER TABLE ingest_keys
	ADD COLUMN server_id BIGINT REFERENCES game_servers (id) ON DELETE SET NULL;
CREATE UNIQUE INDEX ingest_keys_server ON ingest_keys (server_id);
`;
