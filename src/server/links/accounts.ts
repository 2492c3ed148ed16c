import type { LinkProvider } from '../../contract/links';
import { cleanPlayerName } from '../../contract/player-name';
import type { AccountRow } from '../auth/accounts';
import { isUniqueViolation } from '../db/errors';
import type { SiteDb } from '../db/kysely';
import type { LinkedAccount } from './linked-account';
import { demoDiscordId } from './discord-oauth';
import { demoSteamId } from './steam-openid';

/** The columns of one provider's link, set and cleared together. */
function linkColumns(provider: LinkProvider, linked: LinkedAccount | null) {
	const name = linked && (cleanPlayerName(linked.username) || linked.id);
	return provider === 'discord'
		? {
				discord_id: linked?.id ?? null,
				discord_username: name,
				discord_avatar: linked?.avatar ?? null,
			}
		: { steam_id: linked?.id ?? null, steam_username: name, steam_avatar: linked?.avatar ?? null };
}

/**
 * Links an account; false when that provider account is already linked to another user. The
 * unique index on the provider id decides, so two users linking one provider account at once
 * cannot both have it.
 */
export async function linkAccount(
	db: SiteDb,
	accountId: number,
	provider: LinkProvider,
	linked: LinkedAccount,
): Promise<boolean> {
	try {
		// Pages show the name as a player's: no hidden characters, never empty.
		await db
			.updateTable('accounts')
			.set(linkColumns(provider, linked))
			.where('id', '=', accountId)
			.execute();
	} catch (error) {
		if (isUniqueViolation(error)) return false;
		throw error;
	}
	return true;
}

/** Clears a link. */
export async function unlinkAccount(
	db: SiteDb,
	accountId: number,
	provider: LinkProvider,
): Promise<void> {
	await db
		.updateTable('accounts')
		.set(linkColumns(provider, null))
		.where('id', '=', accountId)
		.execute();
}

/** The account demo linking attaches: derived from the user id, so it is the same every time. */
export function demoLinkedAccount(account: AccountRow, provider: LinkProvider): LinkedAccount {
	return provider === 'discord'
		? { id: demoDiscordId(account.id), username: account.username.toLowerCase(), avatar: null }
		: { id: demoSteamId(account.id), username: account.username, avatar: null };
}
