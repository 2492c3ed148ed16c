/**
 * The NoScope top list's running totals per filter it offers: one row per weapon filter (awp,
 * ssg08, all), headshot filter (true, false, all) and player, over the no-scopes of 500 units or
 * more (the distance slider's minimum; a higher minimum reads the records). The default list is
 * then one range of the key, one row per player, instead of adding up every player's totals on
 * each call. A trigger on the records keeps it, so whatever inserts a no-scope (any release of
 * the ingest, a seed) counts it in the same transaction; the migration fills it from the records
 * already stored.
 */

/** A record's headshot flag as the top list's filter value. */
const HEADSHOT_FILTER = `CASE WHEN headshot = 1 THEN 'true' ELSE 'false' END`;

/** The four filter pairs a no-scope counts under: its weapon or all, its headshot flag or all. */
const FILTER_PAIRS = [
	['weapon', HEADSHOT_FILTER],
	["'all'", HEADSHOT_FILTER],
	['weapon', "'all'"],
	["'all'", "'all'"],
] as const;

const COLUMNS = `weapon, headshot, attacker_steamid, noscope_count, headshot_count, distance_sum,
	max_distance, last_at`;

/** Every stored no-scope of 500 units or more, added up under each filter pair it counts in. */
const BACK_FILL = `INSERT INTO jailbreak_noscope_board (${COLUMNS})
${FILTER_PAIRS.map(
	([weapon, headshot]) => `SELECT ${weapon}, ${headshot}, attacker_steamid, COUNT(*), SUM(headshot),
	SUM(distance), MAX(distance), MAX(occurred_at)
FROM jailbreak_noscopes WHERE distance >= 500
GROUP BY ${weapon === 'weapon' ? 'weapon, ' : ''}${headshot === HEADSHOT_FILTER ? 'headshot, ' : ''}attacker_steamid`,
).join('\nUNION ALL\n')};`;

export const sql = `
CREATE TABLE jailbreak_noscope_board (
	weapon TEXT NOT NULL CHECK (weapon IN ('awp', 'ssg08', 'all')),
	headshot TEXT NOT NULL CHECK (headshot IN ('true', 'false', 'all')),
	attacker_steamid TEXT NOT NULL,
	noscope_count INTEGER NOT NULL,
	headshot_count INTEGER NOT NULL,
	distance_sum REAL NOT NULL,
	max_distance REAL NOT NULL,
	-- Epoch milliseconds of the player's latest no-scope under the filter.
	last_at INTEGER NOT NULL,
	PRIMARY KEY (weapon, headshot, attacker_steamid)
) WITHOUT ROWID;

${BACK_FILL}

CREATE TRIGGER jailbreak_noscope_board_insert AFTER INSERT ON jailbreak_noscopes
WHEN new.distance >= 500
BEGIN
	INSERT INTO jailbreak_noscope_board (${COLUMNS})
	SELECT weapons.weapon, shots.headshot, new.attacker_steamid, 1, new.headshot, new.distance,
		new.distance, new.occurred_at
	FROM (SELECT new.weapon AS weapon UNION ALL SELECT 'all') AS weapons,
		(SELECT CASE WHEN new.headshot = 1 THEN 'true' ELSE 'false' END AS headshot
			UNION ALL SELECT 'all') AS shots
	-- WHERE true: without it SQLite would read ON CONFLICT as a join constraint.
	WHERE true
	ON CONFLICT (weapon, headshot, attacker_steamid) DO UPDATE SET
		noscope_count = noscope_count + excluded.noscope_count,
		headshot_count = headshot_count + excluded.headshot_count,
		distance_sum = distance_sum + excluded.distance_sum,
		max_distance = max(max_distance, excluded.max_distance),
		last_at = max(last_at, excluded.last_at);
END;
`;

/**
 * The same change on PostgreSQL. Its trigger runs once per statement over the rows it inserted
 * (a transition table), so a batch of 1,000 is one grouped upsert rather than 1,000 calls; rows
 * are upserted in key order, so concurrent batches lock them in one order.
 */
export const postgres = `
CREATE TABLE jailbreak_noscope_board (
	weapon TEXT COLLATE "C" NOT NULL CHECK (weapon IN ('awp', 'ssg08', 'all')),
	headshot TEXT COLLATE "C" NOT NULL CHECK (headshot IN ('true', 'false', 'all')),
	attacker_steamid TEXT COLLATE "C" NOT NULL,
	noscope_count INTEGER NOT NULL,
	headshot_count INTEGER NOT NULL,
	distance_sum DOUBLE PRECISION NOT NULL,
	max_distance DOUBLE PRECISION NOT NULL,
	last_at BIGINT NOT NULL,
	PRIMARY KEY (weapon, headshot, attacker_steamid)
);

${BACK_FILL}

CREATE FUNCTION jailbreak_noscope_board_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO jailbreak_noscope_board AS board (${COLUMNS})
	SELECT pairs.weapon, pairs.headshot, added.attacker_steamid, COUNT(*), SUM(added.headshot),
		SUM(added.distance), MAX(added.distance), MAX(added.occurred_at)
	FROM added CROSS JOIN LATERAL (VALUES
		${FILTER_PAIRS.map(([weapon, headshot]) => `(${weapon === 'weapon' ? 'added.weapon' : weapon}, ${headshot.replace('headshot', 'added.headshot')})`).join(',\n\t\t')}
	) AS pairs (weapon, headshot)
	WHERE added.distance >= 500
	GROUP BY 1, 2, 3
	ORDER BY 1, 2, 3
	ON CONFLICT (weapon, headshot, attacker_steamid) DO UPDATE SET
		noscope_count = board.noscope_count + excluded.noscope_count,
		headshot_count = board.headshot_count + excluded.headshot_count,
		distance_sum = board.distance_sum + excluded.distance_sum,
		max_distance = GREATEST(board.max_distance, excluded.max_distance),
		last_at = GREATEST(board.last_at, excluded.last_at);
	RETURN NULL;
END
$$;

CREATE TRIGGER jailbreak_noscope_board_insert AFTER INSERT ON jailbreak_noscopes
	REFERENCING NEW TABLE AS added
	FOR EACH STATEMENT EXECUTE FUNCTION jailbreak_noscope_board_add();
`;
