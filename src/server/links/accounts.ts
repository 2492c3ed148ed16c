import type { Database } from 'better-sqlite3';
import type { LinkProvider } from '../../contract/links';
import { cleanPlayerName } from '../../contract/player-name';
import type { AccountRow } from '../auth/accounts';
import type { LinkedAccount } from './linked-account';
import { demoDiscordId } from './discord-oauth';
import { demoSteamId } from './steam-openid';

// Column names come from this fixed map only, never from input.
const COLUMNS = {
	discord: ['discord_id', 'discord_username', 'discord_avatar'],
	steam: ['steam_id', 'steam_username', 'steam_avatar'],
} as const;

/** Links an account; false when that provider account is already linked to another user. */
export function linkAccount(
	db: Database,
	accountId: number,
	provider: LinkProvider,
	linked: LinkedAccount,
): boolean {
	const [id, username, avatar] = COLUMNS[provider];
	const owner = db
		.prepare<[string], { id: number }>(`SELECT id FROM accounts WHERE ${id} = ?`)
		.get(linked.id);
	if (owner && owner.id !== accountId) return false;
	db.prepare(`UPDATE accounts SET ${id} = ?, ${username} = ?, ${avatar} = ? WHERE id = ?`).run(
		linked.id,
		// Pages show it as a player's name: no hidden characters, never empty.
		cleanPlayerName(linked.username) || linked.id,
		linked.avatar,
		accountId,
	);
	return true;
}

/** Clears a link. */
export function unlinkAccount(db: Database, accountId: number, provider: LinkProvider): void {
	const [id, username, avatar] = COLUMNS[provider];
	db.prepare(
		`UPDATE accounts SET ${id} = NULL, ${username} = NULL, ${avatar} = NULL WHERE id = ?`,
	).run(accountId);
}

/** The account demo linking attaches: derived from the user id, so it is the same every time. */
export function demoLinkedAccount(account: AccountRow, provider: LinkProvider): LinkedAccount {
	return provider === 'discord'
		? { id: demoDiscordId(account.id), username: account.username.toLowerCase(), avatar: null }
		: { id: demoSteamId(account.id), username: account.username, avatar: null };
}
