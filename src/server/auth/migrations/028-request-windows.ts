/**
 * The per-address request limits of the routes guessers and spammers aim at (login, register,
 * forgot-password, resend): one counting window per route and client address, kept in the
 * database so that every server process of the site counts the same requests.
 */
export const sql = `
CREATE TABLE request_windows (
	route TEXT NOT NULL,
	address TEXT NOT NULL,
	window_ends_at INTEGER NOT NULL,
	requests INTEGER NOT NULL,
	PRIMARY KEY (route, address)
) WITHOUT ROWID;

CREATE INDEX request_windows_ends ON request_windows (window_ends_at);
`;

/** The same schema on PostgreSQL. */
export const postgres = `
CREATE TABLE request_windows (
	route TEXT COLLATE "C" NOT NULL,
	address TEXT COLLATE "C" NOT NULL,
	window_ends_at BIGINT NOT NULL,
	requests INTEGER NOT NULL,
	PRIMARY KEY (route, address)
);

CREATE INDEX request_windows_ends ON request_windows (window_ends_at);
`;
