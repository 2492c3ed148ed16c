/**
 * The admin area: admin groups, admin configurations (game admins) and known flags per region,
 * plus the append-only audit log of every change made through the API. Game servers are the
 * rows of `game_servers` (migration 002), read per region by the admin area.
 */
export const sql = `
CREATE TABLE game_groups (
	id INTEGER PRIMARY KEY,
	region TEXT NOT NULL CHECK (region IN ('eu', 'na')),
	name TEXT NOT NULL COLLATE NOCASE CHECK (length(trim(name)) > 0),
	immunity INTEGER NOT NULL DEFAULT 100 CHECK (immunity BETWEEN 0 AND 100),
	-- Comma list, as the API sends it.
	flags TEXT NOT NULL DEFAULT '',
	UNIQUE (region, name)
);

CREATE TABLE game_admins (
	-- Ids 0 to 3 are the protected configs; INTEGER PRIMARY KEY takes 0 when given explicitly.
	id INTEGER PRIMARY KEY,
	region TEXT NOT NULL CHECK (region IN ('eu', 'na')),
	player_steamid TEXT NOT NULL CHECK (length(player_steamid) = 17 AND player_steamid GLOB '7656119[0-9]*'),
	player_name TEXT NOT NULL DEFAULT '',
	immunity INTEGER NOT NULL DEFAULT 100 CHECK (immunity BETWEEN 0 AND 100),
	-- NULL: every server of the region.
	server_id INTEGER REFERENCES game_servers (id) ON DELETE CASCADE,
	-- NULL: the config's own flags.
	group_id INTEGER REFERENCES game_groups (id),
	flags TEXT NOT NULL DEFAULT '',
	created TEXT NOT NULL,
	CHECK (group_id IS NULL OR flags = '')
);

CREATE INDEX game_admins_region_player ON game_admins (region, player_steamid);
CREATE INDEX game_admins_group ON game_admins (group_id);

CREATE TABLE game_flags (
	region TEXT NOT NULL CHECK (region IN ('eu', 'na')),
	name TEXT NOT NULL,
	sort_order INTEGER NOT NULL,
	PRIMARY KEY (region, name)
);

-- Who changed what and when; account id and name are copied, not referenced, so the log
-- outlives the account.
CREATE TABLE admin_audit (
	id INTEGER PRIMARY KEY,
	at TEXT NOT NULL,
	account_id INTEGER NOT NULL,
	account_name TEXT NOT NULL,
	action TEXT NOT NULL CHECK (action IN ('create', 'update', 'delete')),
	entity TEXT NOT NULL CHECK (entity IN ('game_admin', 'game_group', 'game_group_flags')),
	entity_id INTEGER NOT NULL,
	region TEXT NOT NULL,
	before_json TEXT,
	after_json TEXT
);

CREATE INDEX admin_audit_entity ON admin_audit (entity, entity_id);

CREATE TRIGGER admin_audit_no_update BEFORE UPDATE ON admin_audit
BEGIN
	SELECT RAISE(ABORT, 'admin_audit is append-only');
END;

CREATE TRIGGER admin_audit_no_delete BEFORE DELETE ON admin_audit
BEGIN
	SELECT RAISE(ABORT, 'admin_audit is append-only');
END;
`;
