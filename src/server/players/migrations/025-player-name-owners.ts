/** Epoch milliseconds of an ISO 8601 text column, the unit `players.seen_at` uses. */
const epochMs = (column: string) =>
	`CAST(ROUND((julianday(${column}) - 2440587.5) * 86400000) AS INTEGER)`;

/** An individual account's SteamID64 (as contract/steam-id.ts): 7656119 and ten digits. */
const isIndividual = (column: string) =>
	`${column} GLOB '7656119[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'`;

/**
 * Keeps the newest name of a player from the server that first reported them: an older event
 * never brings an old name back, and another server's key never renames them.
 */
const upsert = (
	values: string,
) => `INSERT INTO players (steamid, name, search_name, seen_at, source_id)
	VALUES (${values})
	ON CONFLICT (steamid) DO UPDATE SET name = excluded.name,
		search_name = excluded.search_name, seen_at = excluded.seen_at,
		source_id = COALESCE(players.source_id, excluded.source_id)
	WHERE excluded.seen_at >= players.seen_at
		AND (players.source_id IS NULL OR excluded.source_id = players.source_id);`;

/** The Jailbreak events naming players: table, the player columns of each party, the time. */
const JAILBREAK_PARTIES = [
	['jailbreak_noscopes', 'attacker', 'occurred_at'],
	['jailbreak_noscopes', 'victim', 'occurred_at'],
	['jailbreak_poops', 'pooper', 'occurred_at'],
	['jailbreak_poops', 'victim', 'occurred_at'],
	['jailbreak_lootbag_pickups', 'picker', 'picked_at'],
	['jailbreak_lootbag_pickups', 'dropper', 'picked_at'],
] as const;

/** Every event naming a player: who, which server reported it (its ingest key), when. */
const SIGHTINGS = [
	...JAILBREAK_PARTIES.map(
		([table, party, at]) => `SELECT ${party}_steamid AS steamid, source_id, ${at} AS at
		FROM ${table}`,
	),
	`SELECT steamid, source_key_id, ${epochMs('picked_up_at')} FROM ttt_egg_pickups`,
	`SELECT players.steamid, rounds.source_key_id, ${epochMs('players.start_time')}
		FROM ttt_round_players AS players JOIN ttt_rounds AS rounds ON rounds.id = players.round_id`,
].join('\n\tUNION ALL ');

const NOW_MS = epochMs("'now'");

/** One trigger per Jailbreak party: the event's server reports that player's name. */
const jailbreakTriggers = JAILBREAK_PARTIES.map(
	([table, party, at]) => `
CREATE TRIGGER players_from_${table.replace('jailbreak_', '')}_${party} AFTER INSERT ON ${table}
WHEN ${isIndividual(`new.${party}_steamid`)}
BEGIN ${upsert(`new.${party}_steamid, new.${party}_name, lower(new.${party}_name), new.${at}, new.source_id`)} END;`,
).join('\n');

/**
 * The directory's part: each player's owner (the server of their earliest event), names no
 * longer dated ahead of the clock, and the triggers that keep both. The Jailbreak triggers read
 * the events, which name their server, rather than `jailbreak_players`, which does not.
 */
export const playerOwnersSql = `
ALTER TABLE players ADD COLUMN source_id INTEGER;

CREATE TEMPORARY TABLE first_reporters AS
SELECT steamid, source_id FROM (
	SELECT steamid, source_id,
		ROW_NUMBER() OVER (PARTITION BY steamid ORDER BY at, source_id) AS n
	FROM (${SIGHTINGS}) AS sightings WHERE steamid IS NOT NULL
) AS ranked WHERE n = 1;
CREATE UNIQUE INDEX first_reporters_by_player ON first_reporters (steamid);
UPDATE players SET source_id = (
	SELECT source_id FROM first_reporters WHERE first_reporters.steamid = players.steamid
);
DROP TABLE first_reporters;

UPDATE players SET seen_at = ${NOW_MS} WHERE seen_at > ${NOW_MS};

DROP TRIGGER IF EXISTS players_from_jailbreak_insert;
DROP TRIGGER IF EXISTS players_from_jailbreak_update;
DROP TRIGGER IF EXISTS players_from_egg_pickup;
DROP TRIGGER IF EXISTS players_from_round;
${jailbreakTriggers}

CREATE TRIGGER players_from_egg_pickup AFTER INSERT ON ttt_egg_pickups
WHEN ${isIndividual('new.steamid')}
BEGIN ${upsert(`new.steamid, new.player_name, lower(new.player_name), ${epochMs('new.picked_up_at')}, new.source_key_id`)} END;

CREATE TRIGGER players_from_round AFTER INSERT ON ttt_round_players
BEGIN ${upsert(`new.steamid, new.name, lower(new.name), ${epochMs('new.start_time')},
	(SELECT source_key_id FROM ttt_rounds WHERE id = new.round_id)`)} END;
`;

/**
 * A player's name belongs to the game server that first reported them (`players.source_id`, its
 * ingest key): only that server's reports rename them, on player pages and the Jailbreak lists; a
 * key of another server brings its events, not a new name. Names already dated ahead of the
 * clock lose that lead (the ingest dates nothing after its receipt any more).
 * `steam_profiles.name` keeps the Steam profile name the live Steam look-up answers, which player
 * pages show before any name a game server reports.
 */
export const sql = `
ALTER TABLE steam_profiles ADD COLUMN name TEXT;
${playerOwnersSql}`;

/** The Jailbreak sightings, the egg pickups and the round players, as PostgreSQL reads them. */
const POSTGRES_SIGHTINGS = [
	...JAILBREAK_PARTIES.map(
		([table, party, at]) => `SELECT ${party}_steamid AS steamid, source_id, ${at} AS at
		FROM ${table}`,
	),
	'SELECT steamid, source_key_id, epoch_ms(picked_up_at) FROM ttt_egg_pickups',
	`SELECT players.steamid, rounds.source_key_id, epoch_ms(players.start_time)
		FROM ttt_round_players AS players JOIN ttt_rounds AS rounds ON rounds.id = players.round_id`,
].join('\n\tUNION ALL ');

/** One trigger per Jailbreak party, all through one function that reads the party's columns. */
const postgresJailbreakTriggers = JAILBREAK_PARTIES.map(
	([table, party, at]) => `
CREATE TRIGGER players_from_${table.replace('jailbreak_', '')}_${party} AFTER INSERT ON ${table}
	FOR EACH ROW WHEN (NEW.${party}_steamid ~ '^7656119[0-9]{10}$')
	EXECUTE FUNCTION players_from_event('${party}', '${at}');`,
).join('\n');

/** The same change on PostgreSQL. */
export const postgres = `
ALTER TABLE steam_profiles ADD COLUMN name TEXT COLLATE "C";
ALTER TABLE players ADD COLUMN source_id BIGINT;

UPDATE players SET source_id = first_reporters.source_id
FROM (
	SELECT DISTINCT ON (steamid) steamid, source_id
	FROM (${POSTGRES_SIGHTINGS}) AS sightings
	WHERE steamid IS NOT NULL
	ORDER BY steamid, at, source_id
) AS first_reporters
WHERE first_reporters.steamid = players.steamid;

UPDATE players SET seen_at = round(extract(epoch FROM now()) * 1000)::bigint
WHERE seen_at > round(extract(epoch FROM now()) * 1000)::bigint;

DROP TRIGGER IF EXISTS players_from_jailbreak_insert ON jailbreak_players;
DROP TRIGGER IF EXISTS players_from_jailbreak_update ON jailbreak_players;
DROP TRIGGER IF EXISTS players_from_egg_pickup ON ttt_egg_pickups;
DROP TRIGGER IF EXISTS players_from_round ON ttt_round_players;
DROP FUNCTION players_from_jailbreak();
DROP FUNCTION players_remember(TEXT, TEXT, BIGINT);

-- Keeps the newest name of a player from the server that first reported them.
CREATE FUNCTION players_remember(player TEXT, player_name TEXT, seen BIGINT, source BIGINT)
RETURNS void LANGUAGE sql AS $$
	INSERT INTO players AS known (steamid, name, search_name, seen_at, source_id)
	VALUES (player, player_name, lower(player_name), seen, source)
	ON CONFLICT (steamid) DO UPDATE SET name = excluded.name,
		search_name = excluded.search_name, seen_at = excluded.seen_at,
		source_id = COALESCE(known.source_id, excluded.source_id)
	WHERE excluded.seen_at >= known.seen_at
		AND (known.source_id IS NULL OR excluded.source_id = known.source_id)
$$;

-- A Jailbreak event names a player: the party's columns are <party>_steamid and <party>_name,
-- its time the column the trigger names.
CREATE FUNCTION players_from_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	event jsonb := to_jsonb(NEW);
BEGIN
	PERFORM players_remember(event ->> (TG_ARGV[0] || '_steamid'),
		event ->> (TG_ARGV[0] || '_name'), (event ->> TG_ARGV[1])::bigint, NEW.source_id);
	RETURN NULL;
END
$$;
${postgresJailbreakTriggers}

CREATE OR REPLACE FUNCTION players_from_egg_pickup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM players_remember(NEW.steamid, NEW.player_name, epoch_ms(NEW.picked_up_at),
		NEW.source_key_id);
	RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION players_from_round() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM players_remember(NEW.steamid, NEW.name, epoch_ms(NEW.start_time),
		(SELECT source_key_id FROM ttt_rounds WHERE id = NEW.round_id));
	RETURN NULL;
END
$$;

CREATE TRIGGER players_from_egg_pickup AFTER INSERT ON ttt_egg_pickups
	FOR EACH ROW WHEN (NEW.steamid ~ '^7656119[0-9]{10}$')
	EXECUTE FUNCTION players_from_egg_pickup();

CREATE TRIGGER players_from_round AFTER INSERT ON ttt_round_players
	FOR EACH ROW EXECUTE FUNCTION players_from_round();
`;
