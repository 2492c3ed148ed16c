/**
 * The Jailbreak leaderboards: no-scopes, poops and lootbag pickups as the game servers report
 * them, with running totals kept up to date on each insert so the leaderboards never read every
 * record. Each row keeps the ingest source (the game server) and its own event id; the ingest
 * core's `ingest_events` makes a repeated upload store nothing.
 */
export const sql = `
-- The latest name each player was seen with; lists show it rather than an old alias.
CREATE TABLE jailbreak_players (
	steamid TEXT PRIMARY KEY,
	name TEXT NOT NULL,
	seen_at INTEGER NOT NULL
) WITHOUT ROWID;

CREATE TABLE jailbreak_noscopes (
	id INTEGER PRIMARY KEY,
	source_id INTEGER NOT NULL REFERENCES ingest_keys (id),
	event_id TEXT NOT NULL,
	attacker_steamid TEXT NOT NULL,
	attacker_name TEXT NOT NULL,
	victim_steamid TEXT,
	victim_name TEXT NOT NULL,
	weapon TEXT NOT NULL CHECK (weapon IN ('awp', 'ssg08')),
	distance REAL NOT NULL CHECK (distance >= 0),
	headshot INTEGER NOT NULL CHECK (headshot IN (0, 1)),
	map_name TEXT NOT NULL,
	-- Epoch milliseconds.
	occurred_at INTEGER NOT NULL
);

-- The top list with a minimum distance above the slider's start: one pass in player order over
-- this index holds every column it needs, so it groups without sorting or reading the table.
CREATE INDEX jailbreak_noscopes_by_attacker
	ON jailbreak_noscopes (attacker_steamid, weapon, headshot, distance, occurred_at);
-- The recent list: newest first, the distance filter read from the index.
CREATE INDEX jailbreak_noscopes_recent ON jailbreak_noscopes (occurred_at, distance);

-- Per player, weapon and headshot: the no-scopes at or beyond the slider's minimum (500), so
-- the default top list reads one row per player and filter instead of every record.
CREATE TABLE jailbreak_noscope_totals (
	attacker_steamid TEXT NOT NULL,
	weapon TEXT NOT NULL,
	headshot INTEGER NOT NULL,
	noscope_count INTEGER NOT NULL,
	distance_sum REAL NOT NULL,
	max_distance REAL NOT NULL,
	last_at INTEGER NOT NULL,
	PRIMARY KEY (weapon, headshot, attacker_steamid)
) WITHOUT ROWID;

-- Per map and weapon, over every no-scope: the stats call reads a few rows.
CREATE TABLE jailbreak_noscope_map_totals (
	map_name TEXT NOT NULL,
	weapon TEXT NOT NULL,
	noscope_count INTEGER NOT NULL,
	headshot_count INTEGER NOT NULL,
	distance_sum REAL NOT NULL,
	max_distance REAL NOT NULL,
	PRIMARY KEY (map_name, weapon)
) WITHOUT ROWID;

CREATE TABLE jailbreak_poops (
	id INTEGER PRIMARY KEY,
	source_id INTEGER NOT NULL REFERENCES ingest_keys (id),
	event_id TEXT NOT NULL,
	pooper_steamid TEXT NOT NULL,
	pooper_name TEXT NOT NULL,
	-- NULL for a poop on nobody.
	victim_steamid TEXT,
	victim_name TEXT,
	map_name TEXT NOT NULL,
	occurred_at INTEGER NOT NULL
);

CREATE INDEX jailbreak_poops_by_pooper ON jailbreak_poops (pooper_steamid, victim_steamid);
CREATE INDEX jailbreak_poops_by_victim ON jailbreak_poops (victim_steamid, pooper_steamid)
	WHERE victim_steamid IS NOT NULL;
CREATE INDEX jailbreak_poops_by_map ON jailbreak_poops (map_name);
CREATE INDEX jailbreak_poops_recent ON jailbreak_poops (occurred_at);

CREATE TABLE jailbreak_lootbag_pickups (
	id INTEGER PRIMARY KEY,
	source_id INTEGER NOT NULL REFERENCES ingest_keys (id),
	event_id TEXT NOT NULL,
	picker_steamid TEXT NOT NULL,
	picker_name TEXT NOT NULL,
	-- NULL for a bag found in the map: not a true lootbag.
	dropper_steamid TEXT,
	dropper_name TEXT,
	rarity_name TEXT NOT NULL,
	is_true_lootbag INTEGER NOT NULL CHECK (is_true_lootbag IN (0, 1)),
	resources INTEGER NOT NULL CHECK (resources >= 0),
	picked_at INTEGER NOT NULL
);

CREATE INDEX jailbreak_lootbag_pickups_by_picker
	ON jailbreak_lootbag_pickups (picker_steamid, resources);
CREATE INDEX jailbreak_lootbag_pickups_by_rarity
	ON jailbreak_lootbag_pickups (rarity_name, is_true_lootbag);
CREATE INDEX jailbreak_lootbag_pickups_recent ON jailbreak_lootbag_pickups (picked_at);
`;
