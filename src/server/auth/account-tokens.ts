import { createHash, randomBytes } from 'node:crypto';
import { isAccountToken } from '../../contract/auth';
import { lockTransactionOn } from '../db/engine-sql';
import type { SiteDb } from '../db/kysely';
import { inTransaction } from './in-transaction';

/** What a mailed link's token is for. */
type AccountTokenPurpose = 'verify' | 'reset';

/** How long a link works: a day to verify an e-mail, an hour to reset a password. */
export const ACCOUNT_TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
	verify: 24 * 60 * 60 * 1000,
	reset: 60 * 60 * 1000,
};

/** Links mailed per account and purpose within an hour; further requests send nothing. */
export const MAX_TOKENS_PER_HOUR = 5;

const HOUR_MS = 60 * 60 * 1000;

// Only the hash is stored: a leaked database holds no working link.
function hashToken(token: string): string {
	return createHash('sha256').update(token).digest('hex');
}

/**
 * Issues a token for a mailed link and answers it, or null when the account already had
 * `MAX_TOKENS_PER_HOUR` of this purpose within the hour (so nobody can flood a mailbox). Earlier
 * unused links of the same purpose stop working: only the newest mail's link counts. Requests
 * for one account take turns, so a burst cannot pass the count together.
 */
export function issueAccountToken(
	db: SiteDb,
	accountId: number,
	purpose: AccountTokenPurpose,
	now = new Date(),
): Promise<string | null> {
	const token = randomBytes(32).toString('hex');
	const stamp = now.toISOString();
	const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
	return inTransaction(db, async (trx) => {
		await lockTransactionOn(trx, `account-tokens:${accountId}`);
		// Rows past their expiry and the counting hour are of no use any more.
		await trx
			.deleteFrom('account_tokens')
			.where('account_id', '=', accountId)
			.where('expires_at', '<=', stamp)
			.where('created_at', '<=', hourAgo)
			.execute();
		const { recent } = await trx
			.selectFrom('account_tokens')
			.select((eb) => eb.fn.countAll<number>().as('recent'))
			.where('account_id', '=', accountId)
			.where('purpose', '=', purpose)
			.where('created_at', '>', hourAgo)
			.executeTakeFirstOrThrow();
		if (recent >= MAX_TOKENS_PER_HOUR) return null;
		await trx
			.updateTable('account_tokens')
			.set({ used_at: stamp })
			.where('account_id', '=', accountId)
			.where('purpose', '=', purpose)
			.where('used_at', 'is', null)
			.execute();
		const expiresAt = new Date(now.getTime() + ACCOUNT_TOKEN_LIFETIME_MS[purpose]);
		await trx
			.insertInto('account_tokens')
			.values({
				token_hash: hashToken(token),
				account_id: accountId,
				purpose,
				created_at: stamp,
				expires_at: expiresAt.toISOString(),
			})
			.execute();
		return token;
	});
}

/** What checking a link's token came to. */
export type TokenCheck =
	{ kind: 'valid'; accountId: number } | { kind: 'expired' } | { kind: 'invalid' };

/** Looks a token up without using it: unknown, used, expired or valid. */
export async function checkAccountToken(
	db: SiteDb,
	token: string,
	purpose: AccountTokenPurpose,
	now = new Date(),
): Promise<TokenCheck> {
	if (!isAccountToken(token)) return { kind: 'invalid' };
	const row = await db
		.selectFrom('account_tokens')
		.select(['account_id', 'expires_at', 'used_at'])
		.where('token_hash', '=', hashToken(token))
		.where('purpose', '=', purpose)
		.executeTakeFirst();
	if (!row || row.used_at !== null) return { kind: 'invalid' };
	if (row.expires_at <= now.toISOString()) return { kind: 'expired' };
	return { kind: 'valid', accountId: row.account_id };
}

/**
 * Uses a token up: marks it used in one conditional statement, so of two requests with the same
 * link, even at the same moment, only one succeeds. Otherwise answers why it is refused.
 */
export async function consumeAccountToken(
	db: SiteDb,
	token: string,
	purpose: AccountTokenPurpose,
	now = new Date(),
): Promise<TokenCheck> {
	if (!isAccountToken(token)) return { kind: 'invalid' };
	const stamp = now.toISOString();
	const used = await db
		.updateTable('account_tokens')
		.set({ used_at: stamp })
		.where('token_hash', '=', hashToken(token))
		.where('purpose', '=', purpose)
		.where('used_at', 'is', null)
		.where('expires_at', '>', stamp)
		.returning('account_id')
		.executeTakeFirst();
	if (used) return { kind: 'valid', accountId: used.account_id };
	const check = await checkAccountToken(db, token, purpose, now);
	return check.kind === 'expired' ? check : { kind: 'invalid' };
}
