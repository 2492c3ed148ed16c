/**
 * The staff's Discord presence as the server holding the Discord gateway connection last saw it
 * (Discord allows one such connection per bot): it writes the statuses here every few seconds,
 * and every server process reads them for the team page. A member without a row is offline.
 */
export const sql = `
CREATE TABLE discord_presence (
	user_id TEXT PRIMARY KEY,
	status TEXT NOT NULL CHECK (status IN ('online', 'idle', 'dnd')),
	seen_at TEXT NOT NULL
) WITHOUT ROWID;
`;

/** The same schema on PostgreSQL. */
export const postgres = `
CREATE TABLE discord_presence (
	user_id TEXT COLLATE "C" PRIMARY KEY,
	status TEXT COLLATE "C" NOT NULL CHECK (status IN ('online', 'idle', 'dnd')),
	seen_at TEXT COLLATE "C" NOT NULL
);
`;
