/** The parties (actor, then target) of the timelines `from` selects, in timeline order. */
const parties = (from: string) =>
	['actor', 'target']
		.map(
			(side, offset) => `SELECT timelines.round_id,
			json_extract(action.value, '$.${side}.steamId') AS steamid,
			json_extract(action.value, '$.${side}.name') AS name,
			json_extract(action.value, '$.${side}.role') AS role,
			action.key * 2 + ${offset} AS position
		FROM ${from}, json_each(timelines.actions) AS action`,
		)
		.join('\nUNION ALL\n');

/**
 * The rows of the rounds `from` selects: each individual SteamID64 a timeline names, with the
 * name and role of the last action naming them (bare columns beside MAX(), as SQLite defines).
 * Subqueries rather than WITH, which triggers do not allow.
 */
const insertRoundPlayers = (from: string) => `
INSERT INTO ttt_round_players (round_id, steamid, name, role, start_time, won)
SELECT players.round_id, players.steamid, COALESCE(players.name, players.steamid), players.role,
	rounds.start_time,
	CASE WHEN rounds.end_time IS NULL OR players.role IS NULL THEN NULL
		ELSE (COALESCE(rounds.winning_team, '') = 'traitor') = (players.role = 'traitor') END
FROM (
	SELECT round_id, steamid, name, role, MAX(position) FROM (${parties(from)})
	WHERE steamid GLOB '7656119[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'
	GROUP BY round_id, steamid
) AS players JOIN ttt_rounds AS rounds ON rounds.id = players.round_id;`;

const FROM_NEW = '(SELECT new.round_id AS round_id, new.actions AS actions) AS timelines';

/**
 * Who played each TTT round, one row per round and player, so a player's page counts their
 * rounds and wins and lists their latest rounds from one index instead of reading every
 * timeline. Triggers rewrite a round's rows whenever its timeline is stored (each upload stores
 * it after the round's row, so the winner is known); the migration fills them from the timelines
 * already stored. Only individual SteamID64s are kept: bots and malformed ids have no page.
 */
export const sql = `
CREATE TABLE ttt_round_players (
	round_id INTEGER NOT NULL REFERENCES ttt_rounds (id) ON DELETE CASCADE,
	steamid TEXT NOT NULL,
	-- The name the timeline last gives the player in this round.
	name TEXT NOT NULL,
	-- The role it last gives them, when it names one.
	role TEXT,
	-- The round's start (ISO 8601 UTC, as ttt_rounds), so a player's rounds come in time order.
	start_time TEXT NOT NULL,
	-- 1 when the player's side won, 0 when it lost, NULL while running or without a role.
	won INTEGER CHECK (won IN (0, 1)),
	PRIMARY KEY (round_id, steamid)
) WITHOUT ROWID;

-- A player's figures and latest rounds: one range of this covering index.
CREATE INDEX ttt_round_players_by_player
	ON ttt_round_players (steamid, start_time, role, won);

${insertRoundPlayers('ttt_round_timelines AS timelines')}

CREATE TRIGGER ttt_round_players_on_insert AFTER INSERT ON ttt_round_timelines
BEGIN
	DELETE FROM ttt_round_players WHERE round_id = new.round_id;
	${insertRoundPlayers(FROM_NEW)}
END;

CREATE TRIGGER ttt_round_players_on_update AFTER UPDATE ON ttt_round_timelines
BEGIN
	DELETE FROM ttt_round_players WHERE round_id = new.round_id;
	${insertRoundPlayers(FROM_NEW)}
END;
`;

/** The same schema change on PostgreSQL. */
export const postgres = `
CREATE TABLE ttt_round_players (
	round_id BIGINT NOT NULL REFERENCES ttt_rounds (id) ON DELETE CASCADE,
	steamid TEXT COLLATE "C" NOT NULL,
	name TEXT COLLATE "C" NOT NULL,
	role TEXT COLLATE "C",
	start_time TEXT COLLATE "C" NOT NULL,
	won SMALLINT CHECK (won IN (0, 1)),
	PRIMARY KEY (round_id, steamid)
);

CREATE INDEX ttt_round_players_by_player
	ON ttt_round_players (steamid, start_time, role, won);

-- The players of one round from its timeline: each individual SteamID64 named as actor or
-- target, with the name and role of the last action naming them.
CREATE FUNCTION ttt_round_players_of(round BIGINT, actions TEXT)
RETURNS TABLE (steamid TEXT, name TEXT, role TEXT) LANGUAGE sql STABLE AS $$
	SELECT DISTINCT ON (party.steamid) party.steamid, party.name, party.role
	FROM (
		SELECT action.value -> 'actor' ->> 'steamId' AS steamid,
			action.value -> 'actor' ->> 'name' AS name,
			action.value -> 'actor' ->> 'role' AS role,
			action.position * 2 AS position
		FROM jsonb_array_elements(actions::jsonb) WITH ORDINALITY AS action (value, position)
		UNION ALL
		SELECT action.value -> 'target' ->> 'steamId',
			action.value -> 'target' ->> 'name',
			action.value -> 'target' ->> 'role',
			action.position * 2 + 1
		FROM jsonb_array_elements(actions::jsonb) WITH ORDINALITY AS action (value, position)
	) AS party
	WHERE party.steamid ~ '^7656119[0-9]{10}$'
	ORDER BY party.steamid, party.position DESC
$$;

CREATE FUNCTION ttt_round_players_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM ttt_round_players WHERE round_id = NEW.round_id;
	INSERT INTO ttt_round_players (round_id, steamid, name, role, start_time, won)
	SELECT rounds.id, players.steamid, COALESCE(players.name, players.steamid), players.role,
		rounds.start_time,
		CASE WHEN rounds.end_time IS NULL OR players.role IS NULL THEN NULL
			ELSE ((COALESCE(rounds.winning_team, '') = 'traitor') = (players.role = 'traitor'))::int
		END
	FROM ttt_rounds AS rounds, ttt_round_players_of(rounds.id, NEW.actions) AS players
	WHERE rounds.id = NEW.round_id;
	RETURN NULL;
END
$$;

INSERT INTO ttt_round_players (round_id, steamid, name, role, start_time, won)
SELECT rounds.id, players.steamid, COALESCE(players.name, players.steamid), players.role,
	rounds.start_time,
	CASE WHEN rounds.end_time IS NULL OR players.role IS NULL THEN NULL
		ELSE ((COALESCE(rounds.winning_team, '') = 'traitor') = (players.role = 'traitor'))::int
	END
FROM ttt_round_timelines AS timelines
JOIN ttt_rounds AS rounds ON rounds.id = timelines.round_id,
	ttt_round_players_of(rounds.id, timelines.actions) AS players;

CREATE TRIGGER ttt_round_players_on_insert AFTER INSERT ON ttt_round_timelines
	FOR EACH ROW EXECUTE FUNCTION ttt_round_players_refresh();

CREATE TRIGGER ttt_round_players_on_update AFTER UPDATE ON ttt_round_timelines
	FOR EACH ROW EXECUTE FUNCTION ttt_round_players_refresh();
`;
