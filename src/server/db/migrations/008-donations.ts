/**
 * Card donations and what settles them: the checkout sessions, the Stripe events already handled
 * (so a replayed webhook changes nothing), each account's Donator expiry, and the single-use
 * state nonces of the Discord and Steam link flows.
 */
export const sql = `
CREATE TABLE donations (
	id INTEGER PRIMARY KEY,
	account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
	amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
	currency TEXT NOT NULL DEFAULT 'eur',
	message TEXT NOT NULL DEFAULT '',
	status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'canceled')),
	created_at TEXT NOT NULL,
	paid_at TEXT
);

CREATE INDEX donations_account_created ON donations (account_id, created_at);
CREATE INDEX donations_status_paid_at ON donations (status, paid_at);

CREATE TABLE checkout_sessions (
	id TEXT PRIMARY KEY,
	donation_id INTEGER NOT NULL UNIQUE REFERENCES donations (id) ON DELETE CASCADE,
	provider TEXT NOT NULL CHECK (provider IN ('stripe', 'demo')),
	created_at TEXT NOT NULL
);

CREATE TABLE donator_status (
	account_id INTEGER PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
	expires_at TEXT NOT NULL
);

CREATE TABLE handled_stripe_events (
	id TEXT PRIMARY KEY,
	type TEXT NOT NULL,
	handled_at TEXT NOT NULL
);

CREATE TABLE link_states (
	state_hash TEXT PRIMARY KEY,
	account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
	provider TEXT NOT NULL CHECK (provider IN ('discord', 'steam')),
	code_verifier TEXT,
	expires_at TEXT NOT NULL
);
`;
