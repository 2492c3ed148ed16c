import type { Database } from 'better-sqlite3';
import {
	MODERATION_MESSAGES,
	type AccountRole,
	type AdminUserWire,
} from '../../contract/moderation';
import { writeAudit, type AuditActor } from '../admin/audit';
import type { AccountRow } from '../auth/accounts';
import { revokeAccountTokens } from '../auth/tokens';

type ModeratedAccountRow = AccountRow;

/** Thrown when a moderation step may not be taken; `status` is the API's answer. */
export class ModerationError extends Error {
	constructor(
		message: string,
		readonly status: 404 | 409,
	) {
		super(message);
	}
}

/** Maps an account to what root sees of it; never its password or tokens. */
export function toAdminUser(row: ModeratedAccountRow): AdminUserWire {
	return {
		id: row.id,
		username: row.username,
		email: row.email,
		role: row.role,
		verified: row.verified === 1,
		registeredAt: row.registered_at,
		disabledAt: row.disabled_at,
		discordUsername: row.discord_username,
		steamId: row.steam_id,
	};
}

/** The account of an id, or a 404 error. */
function requireAccount(db: Database, id: number): ModeratedAccountRow {
	const row = db
		.prepare<[number], ModeratedAccountRow>('SELECT * FROM accounts WHERE id = ?')
		.get(id);
	if (!row) throw new ModerationError(MODERATION_MESSAGES.accountNotFound, 404);
	return row;
}

/** Whether another enabled root account than `id` exists, so that `id` may stop being one. */
function hasOtherActiveRoot(db: Database, id: number): boolean {
	return (
		db
			.prepare(
				`SELECT 1 FROM accounts WHERE role = 'root' AND disabled_at IS NULL AND id <> ? LIMIT 1`,
			)
			.get(id) !== undefined
	);
}

/** Refuses to take away the site's last way into the admin area. */
function keepOneRoot(db: Database, account: ModeratedAccountRow): void {
	if (account.role === 'root' && !account.disabled_at && !hasOtherActiveRoot(db, account.id)) {
		throw new ModerationError(MODERATION_MESSAGES.lastRoot, 409);
	}
}

/** What the audit log keeps of an account: no e-mail, so a deleted account leaves none behind. */
function auditView(row: ModeratedAccountRow) {
	return { username: row.username, role: row.role, disabled: row.disabled_at !== null };
}

/** Escapes LIKE's wildcards so a search for '50%' finds that text. */
function likePattern(search: string): string {
	return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One page of accounts whose username or e-mail contains `search`, newest first. */
export function listAccounts(
	db: Database,
	{ search, limit, offset }: { search: string; limit: number; offset: number },
): { users: AdminUserWire[]; total: number } {
	const where = `WHERE username LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\'`;
	const pattern = likePattern(search);
	const rows = db
		.prepare<[string, string, number, number], ModeratedAccountRow>(
			`SELECT * FROM accounts ${where} ORDER BY id DESC LIMIT ? OFFSET ?`,
		)
		.all(pattern, pattern, limit, offset);
	const { total } = db
		.prepare<[string, string], { total: number }>(`SELECT COUNT(*) AS total FROM accounts ${where}`)
		.get(pattern, pattern)!;
	return { users: rows.map(toAdminUser), total };
}

/**
 * Disables an account: it cannot log in, and every login token it holds is revoked at once.
 * Enabling lets it log in again (its old tokens stay revoked). Audited; a no-op is not.
 */
export function setAccountDisabled(
	db: Database,
	actor: AuditActor,
	id: number,
	disabled: boolean,
	now = new Date(),
): AdminUserWire {
	return db
		.transaction(() => {
			const before = requireAccount(db, id);
			if (disabled === (before.disabled_at !== null)) return toAdminUser(before);
			if (disabled) keepOneRoot(db, before);
			db.prepare('UPDATE accounts SET disabled_at = ? WHERE id = ?').run(
				disabled ? now.toISOString() : null,
				id,
			);
			if (disabled) revokeAccountTokens(db, id, undefined, now);
			const after = requireAccount(db, id);
			writeAudit(db, actor, {
				action: disabled ? 'disable' : 'enable',
				entity: 'account',
				entityId: id,
				before: auditView(before),
				after: auditView(after),
			});
			return toAdminUser(after);
		})
		.immediate();
}

/** Gives an account a role; the last enabled root cannot lose it. Audited. */
export function setAccountRole(
	db: Database,
	actor: AuditActor,
	id: number,
	role: AccountRole,
): AdminUserWire {
	return db
		.transaction(() => {
			const before = requireAccount(db, id);
			if (before.role === role) return toAdminUser(before);
			keepOneRoot(db, before);
			db.prepare('UPDATE accounts SET role = ? WHERE id = ?').run(role, id);
			const after = requireAccount(db, id);
			writeAudit(db, actor, {
				action: 'role',
				entity: 'account',
				entityId: id,
				before: auditView(before),
				after: auditView(after),
			});
			return toAdminUser(after);
		})
		.immediate();
}

/**
 * Deletes an account's personal data: name, e-mail, password, avatars and linked Discord and
 * Steam accounts, its tokens and its donations' messages. The row stays, disabled, as
 * `deleted<id>`, so its donations stay counted (amounts and dates) without anyone's name.
 * Audited without the e-mail.
 */
export function deleteAccount(db: Database, actor: AuditActor, id: number, now = new Date()): void {
	db.transaction(() => {
		const before = requireAccount(db, id);
		keepOneRoot(db, before);
		db.prepare(
			`UPDATE accounts SET username = ?, email = ?, password_hash = '', password_salt = '',
				role = 'user', verified = 0, avatar = NULL, discord_id = NULL, discord_username = NULL,
				discord_avatar = NULL, steam_id = NULL, steam_username = NULL, steam_avatar = NULL,
				disabled_at = ?
			WHERE id = ?`,
		).run(`deleted${id}`, `deleted${id}@deleted.invalid`, now.toISOString(), id);
		db.prepare(`UPDATE donations SET message = '' WHERE account_id = ?`).run(id);
		db.prepare('DELETE FROM auth_tokens WHERE account_id = ?').run(id);
		db.prepare('DELETE FROM account_tokens WHERE account_id = ?').run(id);
		db.prepare('DELETE FROM link_states WHERE account_id = ?').run(id);
		db.prepare('DELETE FROM account_notices WHERE account_id = ?').run(id);
		db.prepare('DELETE FROM login_failures WHERE email = ?').run(before.email);
		db.prepare('DELETE FROM login_locks WHERE email = ?').run(before.email);
		writeAudit(db, actor, {
			action: 'delete',
			entity: 'account',
			entityId: id,
			before: { role: before.role },
		});
	}).immediate();
}

/** Whether an account was deleted (only its donations remain). */
export function isDeletedAccount(row: Pick<AccountRow, 'email'>): boolean {
	return row.email.endsWith('@deleted.invalid');
}
