/**
 * Moderation: accounts root can disable, and an audit log that records it.
 *
 * `accounts.disabled_at`: when root disabled the account (NULL: it may log in).
 *
 * `admin_audit` now also records changes to accounts and staff descriptions, made in the admin
 * area or with `npm run user`; those have no region. Its CHECKs cannot change in place, so the
 * table is rebuilt the documented way (new table, copy, drop, rename, index and triggers again).
 * Dropping a table fires none of its triggers, so the append-only guard does not stop the copy.
 */
export const sql = `
ALTER TABLE accounts ADD COLUMN disabled_at TEXT;

CREATE TABLE admin_audit_rebuilt (
	id INTEGER PRIMARY KEY,
	at TEXT NOT NULL,
	account_id INTEGER NOT NULL,
	account_name TEXT NOT NULL,
	action TEXT NOT NULL
		CHECK (action IN ('create', 'update', 'delete', 'disable', 'enable', 'role')),
	entity TEXT NOT NULL CHECK (
		entity IN ('game_admin', 'game_group', 'game_group_flags', 'account', 'staff_description')
	),
	entity_id TEXT NOT NULL,
	region TEXT,
	before_json TEXT,
	after_json TEXT
);

INSERT INTO admin_audit_rebuilt (
	id, at, account_id, account_name, action, entity, entity_id, region, before_json, after_json
)
SELECT id, at, account_id, account_name, action, entity, CAST(entity_id AS TEXT), region,
	before_json, after_json
FROM admin_audit;

DROP TABLE admin_audit;
ALTER TABLE admin_audit_rebuilt RENAME TO admin_audit;

CREATE INDEX admin_audit_entity ON admin_audit (entity, entity_id);
CREATE INDEX admin_audit_at ON admin_audit (at);

CREATE TRIGGER admin_audit_no_update BEFORE UPDATE ON admin_audit
BEGIN
	SELECT RAISE(ABORT, 'admin_audit is append-only');
END;

CREATE TRIGGER admin_audit_no_delete BEFORE DELETE ON admin_audit
BEGIN
	SELECT RAISE(ABORT, 'admin_audit is append-only');
END;
`;

/** The same change on PostgreSQL, which changes the CHECKs and the column in place. */
export const postgres = `
ALTER TABLE accounts ADD COLUMN disabled_at TEXT COLLATE "C";

ALTER TABLE admin_audit
	DROP CONSTRAINT admin_audit_action_check,
	ADD CONSTRAINT admin_audit_action_check
		CHECK (action IN ('create', 'update', 'delete', 'disable', 'enable', 'role')),
	DROP CONSTRAINT admin_audit_entity_check,
	ADD CONSTRAINT admin_audit_entity_check CHECK (
		entity IN ('game_admin', 'game_group', 'game_group_flags', 'account', 'staff_description')
	),
	ALTER COLUMN entity_id TYPE TEXT COLLATE "C" USING entity_id::text,
	ALTER COLUMN region DROP NOT NULL;

CREATE INDEX admin_audit_at ON admin_audit (at);
`;
