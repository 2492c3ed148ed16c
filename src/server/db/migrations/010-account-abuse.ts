/**
 * Failed logins counted per e-mail and client address (rows from before keep an empty address:
 * they still count toward the e-mail's ceiling), the e-mail locks that ceiling sets, the
 * current-password checks of each session, and when an account was last sent a notice.
 */
export const sql = `
ALTER TABLE login_failures ADD COLUMN address TEXT NOT NULL DEFAULT '';

CREATE INDEX login_failures_email_address ON login_failures (email, address, failed_at);
CREATE INDEX login_failures_failed_at ON login_failures (failed_at);

CREATE TABLE login_locks (
	email TEXT PRIMARY KEY COLLATE NOCASE,
	locked_at TEXT NOT NULL,
	locked_until TEXT NOT NULL
);

CREATE TABLE password_check_failures (
	id INTEGER PRIMARY KEY,
	token_hash TEXT NOT NULL REFERENCES auth_tokens (token_hash) ON DELETE CASCADE,
	failed_at TEXT NOT NULL
);

CREATE INDEX password_check_failures_token ON password_check_failures (token_hash, failed_at);

CREATE TABLE account_notices (
	account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
	kind TEXT NOT NULL CHECK (kind IN ('register-attempt')),
	sent_at TEXT NOT NULL,
	PRIMARY KEY (account_id, kind)
) WITHOUT ROWID;
`;
