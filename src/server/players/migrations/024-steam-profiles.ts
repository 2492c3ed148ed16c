/**
 * Steam profiles (avatar URL) as the Steam Web API answered them, kept a day so that page views
 * do not ask Steam again and a restart keeps what was fetched. `avatar` is NULL for an id Steam
 * did not answer (a deleted or unknown account): that answer is kept a day too.
 */
export const sql = `
CREATE TABLE steam_profiles (
	steamid TEXT PRIMARY KEY,
	avatar TEXT,
	-- Epoch milliseconds of Steam's answer.
	fetched_at INTEGER NOT NULL
) WITHOUT ROWID;
`;

/** The same schema change on PostgreSQL. */
export const postgres = `
CREATE TABLE steam_profiles (
	steamid TEXT COLLATE "C" PRIMARY KEY,
	avatar TEXT COLLATE "C",
	fetched_at BIGINT NOT NULL
);
`;
