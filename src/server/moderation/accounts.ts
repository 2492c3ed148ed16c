import { sql } from 'kysely';
import {
	MODERATION_MESSAGES,
	type AccountRole,
	type AdminUserWire,
} from '../../contract/moderation';
import { recordAudit, type AuditActor } from '../admin/audit';
import { findAccountById, type AccountRow } from '../auth/accounts';
import { inTransaction } from '../auth/in-transaction';
import { revokeAccountTokens } from '../auth/tokens';
import { lockTransactionOn } from '../db/engine-sql';
import type { SiteDb } from '../db/kysely';

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
async function requireAccount(db: SiteDb, id: number): Promise<ModeratedAccountRow> {
	const row = await findAccountById(db, id);
	if (!row) throw new ModerationError(MODERATION_MESSAGES.accountNotFound, 404);
	return row;
}

/** Whether another enabled root account than `id` exists, so that `id` may stop being one. */
async function hasOtherActiveRoot(db: SiteDb, id: number): Promise<boolean> {
	const row = await db
		.selectFrom('accounts')
		.select('id')
		.where('role', '=', 'root')
		.where('disabled_at', 'is', null)
		.where('id', '<>', id)
		.limit(1)
		.executeTakeFirst();
	return row !== undefined;
}

/** Refuses to take away the site's last way into the admin area. */
async function keepOneRoot(db: SiteDb, account: ModeratedAccountRow): Promise<void> {
	if (
		account.role === 'root' &&
		!account.disabled_at &&
		!(await hasOtherActiveRoot(db, account.id))
	) {
		throw new ModerationError(MODERATION_MESSAGES.lastRoot, 409);
	}
}

/**
 * Runs one moderation step in a transaction that every other moderation step waits for (on any
 * server process): two roots disabling each other at once cannot both pass the last-root check.
 */
function moderationStep<T>(db: SiteDb, step: (trx: SiteDb) => Promise<T>): Promise<T> {
	return inTransaction(db, async (trx) => {
		await lockTransactionOn(trx, 'account-moderation');
		return step(trx);
	});
}

/** What the audit log keeps of an account: no e-mail, so a deleted account leaves none behind. */
function auditView(row: ModeratedAccountRow) {
	return { username: row.username, role: row.role, disabled: row.disabled_at !== null };
}

/** Escapes LIKE's wildcards so a search for '50%' finds that text. */
function likePattern(search: string): string {
	return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One page of accounts whose username or e-mail contains `search`, ignoring case on both engines
 * (PostgreSQL's LIKE minds case, SQLite's does not), newest first.
 */
export async function listAccounts(
	db: SiteDb,
	{ search, limit, offset }: { search: string; limit: number; offset: number },
): Promise<{ users: AdminUserWire[]; total: number }> {
	const pattern = likePattern(search);
	const contains = (column: 'username' | 'email') =>
		sql<boolean>`lower(${sql.ref(column)}) LIKE lower(${pattern}) ESCAPE '\\'`;
	const matching = db
		.selectFrom('accounts')
		.where((eb) => eb.or([contains('username'), contains('email')]));
	const rows = await matching
		.selectAll()
		.orderBy('id', 'desc')
		.limit(limit)
		.offset(offset)
		.execute();
	const { total } = await matching
		.select((eb) => eb.fn.countAll<number>().as('total'))
		.executeTakeFirstOrThrow();
	return { users: rows.map(toAdminUser), total };
}

/**
 * Disables an account: it cannot log in, and every login token it holds is revoked at once.
 * Enabling lets it log in again (its old tokens stay revoked). Audited; a no-op is not.
 */
export function setAccountDisabled(
	db: SiteDb,
	actor: AuditActor,
	id: number,
	disabled: boolean,
	now = new Date(),
): Promise<AdminUserWire> {
	return moderationStep(db, async (trx) => {
		const before = await requireAccount(trx, id);
		if (disabled === (before.disabled_at !== null)) return toAdminUser(before);
		if (disabled) await keepOneRoot(trx, before);
		await trx
			.updateTable('accounts')
			.set({ disabled_at: disabled ? now.toISOString() : null })
			.where('id', '=', id)
			.execute();
		if (disabled) await revokeAccountTokens(trx, id, undefined, now);
		const after = await requireAccount(trx, id);
		await recordAudit(trx, actor, {
			action: disabled ? 'disable' : 'enable',
			entity: 'account',
			entityId: id,
			before: auditView(before),
			after: auditView(after),
		});
		return toAdminUser(after);
	});
}

/** Gives an account a role; the last enabled root cannot lose it. Audited. */
export function setAccountRole(
	db: SiteDb,
	actor: AuditActor,
	id: number,
	role: AccountRole,
): Promise<AdminUserWire> {
	return moderationStep(db, async (trx) => {
		const before = await requireAccount(trx, id);
		if (before.role === role) return toAdminUser(before);
		await keepOneRoot(trx, before);
		await trx.updateTable('accounts').set({ role }).where('id', '=', id).execute();
		const after = await requireAccount(trx, id);
		await recordAudit(trx, actor, {
			action: 'role',
			entity: 'account',
			entityId: id,
			before: auditView(before),
			after: auditView(after),
		});
		return toAdminUser(after);
	});
}

/**
 * Deletes an account's personal data: name, e-mail, password, avatars and linked Discord and
 * Steam accounts, its tokens and its donations' messages. The row stays, disabled, as
 * `deleted<id>`, so its donations stay counted (amounts and dates) without anyone's name.
 * Audited without the e-mail.
 */
export function deleteAccount(
	db: SiteDb,
	actor: AuditActor,
	id: number,
	now = new Date(),
): Promise<void> {
	return moderationStep(db, async (trx) => {
		const before = await requireAccount(trx, id);
		await keepOneRoot(trx, before);
		await trx
			.updateTable('accounts')
			.set({
				username: `deleted${id}`,
				email: `deleted${id}@deleted.invalid`,
				password_hash: '',
				password_salt: '',
				role: 'user',
				verified: 0,
				avatar: null,
				discord_id: null,
				discord_username: null,
				discord_avatar: null,
				steam_id: null,
				steam_username: null,
				steam_avatar: null,
				disabled_at: now.toISOString(),
			})
			.where('id', '=', id)
			.execute();
		await trx.updateTable('donations').set({ message: '' }).where('account_id', '=', id).execute();
		for (const table of [
			'auth_tokens',
			'account_tokens',
			'link_states',
			'account_notices',
		] as const) {
			await trx.deleteFrom(table).where('account_id', '=', id).execute();
		}
		await trx.deleteFrom('login_failures').where('email', '=', before.email).execute();
		await trx.deleteFrom('login_locks').where('email', '=', before.email).execute();
		await recordAudit(trx, actor, {
			action: 'delete',
			entity: 'account',
			entityId: id,
			before: { role: before.role },
		});
	});
}

/** Whether an account was deleted (only its donations remain). */
export function isDeletedAccount(row: Pick<AccountRow, 'email'>): boolean {
	return row.email.endsWith('@deleted.invalid');
}
