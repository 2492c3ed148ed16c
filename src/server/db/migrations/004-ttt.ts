/**
 * TTT round history and the Easter Egg Hunt, as game servers upload them (`/api/ingest/ttt/*`).
 * `source_key_id` is the uploading server's `ingest_keys` row (migration 005_ingest).
 */
export const sql = `
CREATE TABLE ttt_rounds (
	id INTEGER PRIMARY KEY,
	source_key_id INTEGER NOT NULL REFERENCES ingest_keys (id),
	-- The game server's own round id; an upload with the same one replaces the round.
	external_id TEXT NOT NULL,
	map TEXT NOT NULL,
	-- ISO 8601 UTC (toISOString), so text order is time order.
	start_time TEXT NOT NULL,
	-- NULL while the round is running.
	end_time TEXT,
	-- Whole seconds, NULL while running.
	duration INTEGER,
	winning_team TEXT,
	UNIQUE (source_key_id, external_id)
);

-- The list, newest first, straight from the index (no sort of 20,000 rows).
CREATE INDEX ttt_rounds_start_time ON ttt_rounds (start_time, id);

-- A round's timeline as the API sends it: one JSON array per round, written whole on each upload
-- and only ever read whole (one row instead of up to 2,000 keeps uploads and seeding cheap).
CREATE TABLE ttt_round_timelines (
	round_id INTEGER PRIMARY KEY REFERENCES ttt_rounds (id) ON DELETE CASCADE,
	actions TEXT NOT NULL
);

CREATE TABLE ttt_egg_pickups (
	id INTEGER PRIMARY KEY,
	source_key_id INTEGER NOT NULL REFERENCES ingest_keys (id),
	steamid TEXT NOT NULL,
	player_name TEXT NOT NULL,
	picked_up_at TEXT NOT NULL,
	map TEXT
);

-- The leaderboard groups by player and reads the latest pickup from the index alone.
CREATE INDEX ttt_egg_pickups_player ON ttt_egg_pickups (steamid, picked_up_at, player_name);
`;
