/** Epoch milliseconds of an ISO 8601 text column, the unit `jailbreak_players.seen_at` uses. */
const epochMs = (column: string) =>
	`CAST(ROUND((julianday(${column}) - 2440587.5) * 86400000) AS INTEGER)`;

/** An individual account's SteamID64 (as contract/steam-id.ts): 7656119 and ten digits. */
const isIndividual = (column: string) =>
	`${column} GLOB '7656119[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'`;

/** Keeps the newest name of a player: an older event never brings an old name back. */
const upsert = (values: string) => `INSERT INTO players (steamid, name, search_name, seen_at)
	VALUES (${values})
	ON CONFLICT (steamid) DO UPDATE SET name = excluded.name,
		search_name = excluded.search_name, seen_at = excluded.seen_at
	WHERE excluded.seen_at >= players.seen_at;`;

/**
 * One directory of every player any game server reported (Jailbreak events, TTT rounds, egg
 * pickups), with their newest name, for player pages and the player search. Triggers on the
 * tables the ingest writes keep it current, so the ingest code needs no change and costs one
 * small upsert per player and batch. `search_name` is the name in lower case (ASCII letters, as
 * SQLite's lower() folds them): a name search is a range of its index.
 */
export const sql = `
CREATE TABLE players (
	steamid TEXT PRIMARY KEY,
	name TEXT NOT NULL,
	search_name TEXT NOT NULL,
	-- Epoch milliseconds of the event that gave the name.
	seen_at INTEGER NOT NULL
) WITHOUT ROWID;

CREATE INDEX players_by_search_name ON players (search_name, steamid);

INSERT INTO players (steamid, name, search_name, seen_at)
SELECT steamid, name, lower(name), seen_at FROM (
	SELECT steamid, name, seen_at FROM jailbreak_players
	UNION ALL
	SELECT steamid, player_name, ${epochMs('picked_up_at')} FROM ttt_egg_pickups
	UNION ALL
	SELECT steamid, name, ${epochMs('start_time')} FROM ttt_round_players
) WHERE ${isIndividual('steamid')}
ORDER BY seen_at
ON CONFLICT (steamid) DO UPDATE SET name = excluded.name,
	search_name = excluded.search_name, seen_at = excluded.seen_at
WHERE excluded.seen_at >= players.seen_at;

CREATE TRIGGER players_from_jailbreak_insert AFTER INSERT ON jailbreak_players
WHEN ${isIndividual('new.steamid')}
BEGIN ${upsert('new.steamid, new.name, lower(new.name), new.seen_at')} END;

CREATE TRIGGER players_from_jailbreak_update AFTER UPDATE ON jailbreak_players
WHEN ${isIndividual('new.steamid')}
BEGIN ${upsert('new.steamid, new.name, lower(new.name), new.seen_at')} END;

CREATE TRIGGER players_from_egg_pickup AFTER INSERT ON ttt_egg_pickups
WHEN ${isIndividual('new.steamid')}
BEGIN ${upsert(`new.steamid, new.player_name, lower(new.player_name), ${epochMs('new.picked_up_at')}`)} END;

CREATE TRIGGER players_from_round AFTER INSERT ON ttt_round_players
BEGIN ${upsert(`new.steamid, new.name, lower(new.name), ${epochMs('new.start_time')}`)} END;
`;

/** The same schema change on PostgreSQL. */
export const postgres = `
CREATE TABLE players (
	steamid TEXT COLLATE "C" PRIMARY KEY,
	name TEXT COLLATE "C" NOT NULL,
	search_name TEXT COLLATE "C" NOT NULL,
	seen_at BIGINT NOT NULL
);

CREATE INDEX players_by_search_name ON players (search_name, steamid);

-- Epoch milliseconds of an ISO 8601 text, the unit jailbreak_players.seen_at uses.
CREATE FUNCTION epoch_ms(iso TEXT) RETURNS BIGINT LANGUAGE sql STABLE AS $$
	SELECT round(extract(epoch FROM iso::timestamptz) * 1000)::bigint
$$;

-- Keeps the newest name of a player: an older event never brings an old name back.
CREATE FUNCTION players_remember(player TEXT, player_name TEXT, seen BIGINT)
RETURNS void LANGUAGE sql AS $$
	INSERT INTO players AS known (steamid, name, search_name, seen_at)
	VALUES (player, player_name, lower(player_name), seen)
	ON CONFLICT (steamid) DO UPDATE SET name = excluded.name,
		search_name = excluded.search_name, seen_at = excluded.seen_at
	WHERE excluded.seen_at >= known.seen_at
$$;

INSERT INTO players AS known (steamid, name, search_name, seen_at)
SELECT DISTINCT ON (steamid) steamid, name, lower(name), seen_at FROM (
	SELECT steamid, name, seen_at FROM jailbreak_players
	UNION ALL
	SELECT steamid, player_name, epoch_ms(picked_up_at) FROM ttt_egg_pickups
	UNION ALL
	SELECT steamid, name, epoch_ms(start_time) FROM ttt_round_players
) AS reported
WHERE steamid ~ '^7656119[0-9]{10}$'
ORDER BY steamid, seen_at DESC;

CREATE FUNCTION players_from_jailbreak() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM players_remember(NEW.steamid, NEW.name, NEW.seen_at);
	RETURN NULL;
END
$$;

CREATE FUNCTION players_from_egg_pickup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM players_remember(NEW.steamid, NEW.player_name, epoch_ms(NEW.picked_up_at));
	RETURN NULL;
END
$$;

CREATE FUNCTION players_from_round() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM players_remember(NEW.steamid, NEW.name, epoch_ms(NEW.start_time));
	RETURN NULL;
END
$$;

CREATE TRIGGER players_from_jailbreak_insert AFTER INSERT ON jailbreak_players
	FOR EACH ROW WHEN (NEW.steamid ~ '^7656119[0-9]{10}$')
	EXECUTE FUNCTION players_from_jailbreak();

CREATE TRIGGER players_from_jailbreak_update AFTER UPDATE ON jailbreak_players
	FOR EACH ROW WHEN (NEW.steamid ~ '^7656119[0-9]{10}$')
	EXECUTE FUNCTION players_from_jailbreak();

CREATE TRIGGER players_from_egg_pickup AFTER INSERT ON ttt_egg_pickups
	FOR EACH ROW WHEN (NEW.steamid ~ '^7656119[0-9]{10}$')
	EXECUTE FUNCTION players_from_egg_pickup();

CREATE TRIGGER players_from_round AFTER INSERT ON ttt_round_players
	FOR EACH ROW EXECUTE FUNCTION players_from_round();
`;
