/** Accounts, their bearer tokens and the failed-login log behind the login throttle. */
export const sql = `
CREATE TABLE accounts (
	id INTEGER PRIMARY KEY,
	username TEXT NOT NULL UNIQUE COLLATE NOCASE,
	email TEXT NOT NULL UNIQUE COLLATE NOCASE,
	password_hash TEXT NOT NULL,
	password_salt TEXT NOT NULL,
	role TEXT NOT NULL DEFAULT 'user',
	verified INTEGER NOT NULL DEFAULT 0 CHECK (verified IN (0, 1)),
	registered_at TEXT NOT NULL,
	avatar TEXT,
	discord_id TEXT UNIQUE,
	discord_username TEXT,
	discord_avatar TEXT,
	steam_id TEXT UNIQUE,
	steam_username TEXT,
	steam_avatar TEXT
);

CREATE TABLE auth_tokens (
	token_hash TEXT PRIMARY KEY,
	account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
	created_at TEXT NOT NULL,
	expires_at TEXT NOT NULL,
	revoked_at TEXT
);

CREATE INDEX auth_tokens_account_id ON auth_tokens (account_id);

CREATE TABLE login_failures (
	id INTEGER PRIMARY KEY,
	email TEXT NOT NULL COLLATE NOCASE,
	failed_at TEXT NOT NULL
);

CREATE INDEX login_failures_email_failed_at ON login_failures (email, failed_at);
`;
