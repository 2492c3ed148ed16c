/**
 * Link flows bound to the browser that started them, and checkouts that expire.
 *
 * `link_states` gets a step (the one-time start of a flow, then the provider's state) and the
 * hash of the flow's browser cookie. States of the old flows, bound to no browser, cannot be
 * finished any more, so the table is made anew.
 *
 * `donations.status` may now be 'expired'. SQLite cannot change a CHECK in place: the table is
 * rebuilt the documented way (new table, copy, drop, rename, indexes again) with foreign keys
 * off, so `checkout_sessions` keeps its rows and its reference to `donations`.
 */
export const sql = `
DROP TABLE link_states;

CREATE TABLE link_states (
	state_hash TEXT PRIMARY KEY,
	account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
	provider TEXT NOT NULL CHECK (provider IN ('discord', 'steam')),
	step TEXT NOT NULL CHECK (step IN ('start', 'provider')),
	browser_hash TEXT NOT NULL,
	code_verifier TEXT,
	expires_at TEXT NOT NULL
);

CREATE INDEX link_states_account ON link_states (account_id, provider, step);

CREATE TABLE donations_rebuilt (
	id INTEGER PRIMARY KEY,
	account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
	amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
	currency TEXT NOT NULL DEFAULT 'eur',
	message TEXT NOT NULL DEFAULT '',
	status TEXT NOT NULL DEFAULT 'pending'
		CHECK (status IN ('pending', 'paid', 'canceled', 'expired')),
	created_at TEXT NOT NULL,
	paid_at TEXT
);

INSERT INTO donations_rebuilt (id, account_id, amount_cents, currency, message, status, created_at, paid_at)
SELECT id, account_id, amount_cents, currency, message, status, created_at, paid_at FROM donations;

DROP TABLE donations;
ALTER TABLE donations_rebuilt RENAME TO donations;

CREATE INDEX donations_account_created ON donations (account_id, created_at);
CREATE INDEX donations_status_paid_at ON donations (status, paid_at);
`;

/** The same schema change on PostgreSQL. */
export const postgres = `
DROP TABLE link_states;

CREATE TABLE link_states (
	state_hash TEXT COLLATE "C" PRIMARY KEY,
	account_id BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
	provider TEXT COLLATE "C" NOT NULL CHECK (provider IN ('discord', 'steam')),
	step TEXT COLLATE "C" NOT NULL CHECK (step IN ('start', 'provider')),
	browser_hash TEXT COLLATE "C" NOT NULL,
	code_verifier TEXT COLLATE "C",
	expires_at TEXT COLLATE "C" NOT NULL
);

CREATE INDEX link_states_account ON link_states (account_id, provider, step);

ALTER TABLE donations DROP CONSTRAINT donations_status_check,
	ADD CONSTRAINT donations_status_check
		CHECK (status IN ('pending', 'paid', 'canceled', 'expired'));
`;
