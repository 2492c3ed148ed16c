/**
 * Single-use tokens of the mailed links (e-mail verification and password reset), stored hashed,
 * and the demo outbox that keeps every mail when no SMTP server is configured.
 */
export const sql = `
CREATE TABLE account_tokens (
	token_hash TEXT PRIMARY KEY,
	account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
	purpose TEXT NOT NULL CHECK (purpose IN ('verify', 'reset')),
	created_at TEXT NOT NULL,
	expires_at TEXT NOT NULL,
	used_at TEXT
);

CREATE INDEX account_tokens_account_purpose ON account_tokens (account_id, purpose, created_at);

CREATE TABLE mail_outbox (
	id INTEGER PRIMARY KEY,
	recipient TEXT NOT NULL,
	subject TEXT NOT NULL,
	text TEXT NOT NULL,
	html TEXT NOT NULL,
	link TEXT,
	created_at TEXT NOT NULL
);
`;
