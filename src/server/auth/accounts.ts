import type { Selectable } from 'kysely';
import type { CurrentUserWire } from '../../contract/user';
import type { SiteDb } from '../db/kysely';
import type { Accounts } from '../db/schema';

/**
 * One row of the `accounts` table. `verified` is 0 or 1; `disabled_at` is when root disabled the
 * account, null while it may log in.
 */
export type AccountRow = Selectable<Accounts>;

/** Finds an account by e-mail, ignoring case (NOCASE on SQLite, citext on PostgreSQL). */
export function findAccountByEmail(db: SiteDb, email: string): Promise<AccountRow | undefined> {
	return db.selectFrom('accounts').selectAll().where('email', '=', email.trim()).executeTakeFirst();
}

/** Maps an account row to the public `CurrentUserWire` shape; secrets never leave this function. */
export function toCurrentUser(row: AccountRow): CurrentUserWire {
	return {
		username: row.username,
		role: row.role,
		email: row.email,
		registeredAt: row.registered_at,
		avatar: row.avatar,
		discordId: row.discord_id,
		discordUsername: row.discord_username,
		discordAvatar: row.discord_avatar,
		steamId: row.steam_id,
		steamUsername: row.steam_username,
		steamAvatar: row.steam_avatar,
	};
}

/** Finds an account by id. */
export function findAccountById(db: SiteDb, id: number): Promise<AccountRow | undefined> {
	return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether a username is taken, ignoring case. */
export async function isUsernameTaken(db: SiteDb, username: string): Promise<boolean> {
	const row = await db
		.selectFrom('accounts')
		.select('id')
		.where('username', '=', username)
		.executeTakeFirst();
	return row !== undefined;
}

/** What a new account is made of; it starts unverified with the plain player role. */
interface NewAccount {
	username: string;
	email: string;
	passwordHash: string;
}

/** Creates an unverified account and answers its id; a taken name or e-mail throws. */
export async function createAccount(
	db: SiteDb,
	account: NewAccount,
	now = new Date(),
): Promise<number> {
	const { id } = await db
		.insertInto('accounts')
		.values({
			username: account.username,
			email: account.email,
			password_hash: account.passwordHash,
			password_salt: '',
			role: 'user',
			verified: 0,
			registered_at: now.toISOString(),
		})
		.returning('id')
		.executeTakeFirstOrThrow();
	return id;
}

/** Stores a new password hash (the salt lives inside the encoded hash). */
export async function setPasswordHash(db: SiteDb, id: number, passwordHash: string): Promise<void> {
	await db
		.updateTable('accounts')
		.set({ password_hash: passwordHash, password_salt: '' })
		.where('id', '=', id)
		.execute();
}

/** Marks an account's e-mail verified. */
export async function markVerified(db: SiteDb, id: number): Promise<void> {
	await db.updateTable('accounts').set({ verified: 1 }).where('id', '=', id).execute();
}
