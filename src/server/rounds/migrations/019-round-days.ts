/**
 * Rounds per day, in all and per map, kept by triggers: a deep page of the round history walks
 * these few hundred day counts to the day it starts in, then reads that day from the start-time
 * or map index, instead of stepping over hundreds of thousands of index entries (OFFSET).
 */
const counted = (table: string, keys: string, values: string, row: 'NEW' | 'OLD') =>
	row === 'NEW'
		? `INSERT INTO ${table} (${keys}, rounds) VALUES (${values}, 1)
		ON CONFLICT (${keys}) DO UPDATE SET rounds = rounds + 1;`
		: `UPDATE ${table} SET rounds = rounds - 1 WHERE (${keys}) = (${values});
	DELETE FROM ${table} WHERE (${keys}) = (${values}) AND rounds = 0;`;

const DAY = (row: 'NEW' | 'OLD') => `substr(${row}.start_time, 1, 10)`;

function changes(row: 'NEW' | 'OLD'): string {
	return `${counted('ttt_round_days', 'day', DAY(row), row)}
	${counted('ttt_map_days', 'map, day', `${row}.map, ${DAY(row)}`, row)}`;
}

export const sql = `
CREATE TABLE ttt_round_days (
	day TEXT PRIMARY KEY,
	rounds INTEGER NOT NULL CHECK (rounds >= 0)
) WITHOUT ROWID;

CREATE TABLE ttt_map_days (
	map TEXT NOT NULL,
	day TEXT NOT NULL,
	rounds INTEGER NOT NULL CHECK (rounds >= 0),
	PRIMARY KEY (map, day)
) WITHOUT ROWID;

INSERT INTO ttt_round_days (day, rounds)
	SELECT substr(start_time, 1, 10), COUNT(*) FROM ttt_rounds GROUP BY 1;
INSERT INTO ttt_map_days (map, day, rounds)
	SELECT map, substr(start_time, 1, 10), COUNT(*) FROM ttt_rounds GROUP BY 1, 2;

CREATE TRIGGER ttt_round_days_insert AFTER INSERT ON ttt_rounds BEGIN
	${changes('NEW')}
END;

CREATE TRIGGER ttt_round_days_delete AFTER DELETE ON ttt_rounds BEGIN
	${changes('OLD')}
END;

CREATE TRIGGER ttt_round_days_update AFTER UPDATE OF map, start_time ON ttt_rounds
	WHEN NEW.map IS NOT OLD.map OR NEW.start_time IS NOT OLD.start_time BEGIN
	${changes('OLD')}
	${changes('NEW')}
END;
`;

/** The same schema change on PostgreSQL. */
export const postgres = `
CREATE TABLE ttt_round_days (
	day TEXT COLLATE "C" PRIMARY KEY,
	rounds INTEGER NOT NULL CHECK (rounds >= 0)
);

CREATE TABLE ttt_map_days (
	map TEXT COLLATE "C" NOT NULL,
	day TEXT COLLATE "C" NOT NULL,
	rounds INTEGER NOT NULL CHECK (rounds >= 0),
	PRIMARY KEY (map, day)
);

INSERT INTO ttt_round_days (day, rounds)
	SELECT substr(start_time, 1, 10), COUNT(*) FROM ttt_rounds GROUP BY 1;
INSERT INTO ttt_map_days (map, day, rounds)
	SELECT map, substr(start_time, 1, 10), COUNT(*) FROM ttt_rounds GROUP BY 1, 2;

CREATE FUNCTION ttt_round_days_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		UPDATE ttt_round_days SET rounds = rounds - 1 WHERE day = substr(OLD.start_time, 1, 10);
		DELETE FROM ttt_round_days WHERE day = substr(OLD.start_time, 1, 10) AND rounds = 0;
		UPDATE ttt_map_days SET rounds = rounds - 1
			WHERE map = OLD.map AND day = substr(OLD.start_time, 1, 10);
		DELETE FROM ttt_map_days
			WHERE map = OLD.map AND day = substr(OLD.start_time, 1, 10) AND rounds = 0;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO ttt_round_days AS counted (day, rounds)
			VALUES (substr(NEW.start_time, 1, 10), 1)
			ON CONFLICT (day) DO UPDATE SET rounds = counted.rounds + 1;
		INSERT INTO ttt_map_days AS counted (map, day, rounds)
			VALUES (NEW.map, substr(NEW.start_time, 1, 10), 1)
			ON CONFLICT (map, day) DO UPDATE SET rounds = counted.rounds + 1;
	END IF;
	RETURN NULL;
END
$$;

CREATE TRIGGER ttt_round_days_insert AFTER INSERT ON ttt_rounds
	FOR EACH ROW EXECUTE FUNCTION ttt_round_days_count();

CREATE TRIGGER ttt_round_days_delete AFTER DELETE ON ttt_rounds
	FOR EACH ROW EXECUTE FUNCTION ttt_round_days_count();

CREATE TRIGGER ttt_round_days_update AFTER UPDATE OF map, start_time ON ttt_rounds
	FOR EACH ROW
	WHEN (NEW.map IS DISTINCT FROM OLD.map OR NEW.start_time IS DISTINCT FROM OLD.start_time)
	EXECUTE FUNCTION ttt_round_days_count();
`;
