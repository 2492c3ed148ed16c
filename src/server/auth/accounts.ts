import type { Database } from 'better-sqlite3';
import type { CurrentUser } from '../../lib/contract/user';

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
}

/** Finds an account by e-mail, ignoring case. */
export function findAccountByEmail(db: Database, email: string): AccountRow | undefined {
	return db
		.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE email = ?')
		.get(email.trim());
}

/** Maps an account row to the public `CurrentUser` shape; secrets never leave this function. */
export function toCurrentUser(row: AccountRow): CurrentUser {
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
