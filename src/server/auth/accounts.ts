import type { Database } from 'better-sqlite3';
import type { CurrentUserWire } from '../../contract/user';

/** One row of the `accounts` table. */
export interface AccountRow {
	id: number;
	username: string;
	email: string;
	password_hash: string;
	password_salt: string;
	role: string;
	verified: 0 | 1;
	registered_at: string;
	avatar: string | null;
	discord_id: string | null;
	discord_username: string | null;
	discord_avatar: string | null;
	steam_id: string | null;
	steam_username: string | null;
	steam_avatar: string | null;
	/** When root disabled the account; null while it may log in. */
	disabled_at: string | null;
}

/** Finds an account by e-mail, ignoring case. */
export function findAccountByEmail(db: Database, email: string): AccountRow | undefined {
	return db
		.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE email = ?')
		.get(email.trim());
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
export function findAccountById(db: Database, id: number): AccountRow | undefined {
	return db.prepare<[number], AccountRow>('SELECT * FROM accounts WHERE id = ?').get(id);
}

/** Whether a username is taken, ignoring case. */
export function isUsernameTaken(db: Database, username: string): boolean {
	return db.prepare('SELECT 1 FROM accounts WHERE username = ?').get(username) !== undefined;
}

/** What a new account is made of; it starts unverified with the plain player role. */
export interface NewAccount {
	username: string;
	email: string;
	passwordHash: string;
}

/** Creates an unverified account and answers its id; a taken name or e-mail throws. */
export function createAccount(db: Database, account: NewAccount, now = new Date()): number {
	const result = db
		.prepare(
			`INSERT INTO accounts (username, email, password_hash, password_salt, role, verified,
				registered_at)
			VALUES (?, ?, ?, '', 'user', 0, ?)`,
		)
		.run(account.username, account.email, account.passwordHash, now.toISOString());
	return Number(result.lastInsertRowid);
}

/** Stores a new password hash (the salt lives inside the encoded hash). */
export function setPasswordHash(db: Database, id: number, passwordHash: string): void {
	db.prepare("UPDATE accounts SET password_hash = ?, password_salt = '' WHERE id = ?").run(
		passwordHash,
		id,
	);
}

/** Marks an account's e-mail verified. */
export function markVerified(db: Database, id: number): void {
	db.prepare('UPDATE accounts SET verified = 1 WHERE id = ?').run(id);
}
