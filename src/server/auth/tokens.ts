import { createHash, randomBytes } from 'node:crypto';
import type { SiteDb } from '../db/kysely';
import type { AccountRow } from './accounts';

/** How long a login token stays valid. */
export const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

// 32 bytes in base64url, without padding.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The stored form of a login token: only the hash is kept, so a leaked database opens nothing. */
export function hashToken(token: string): string {
	return createHash('sha256').update(token).digest('hex');
}

/** Issues a new login token for an account and returns it; only its hash is kept. */
export async function issueToken(db: SiteDb, accountId: number, now = new Date()): Promise<string> {
	const token = randomBytes(32).toString('base64url');
	const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS);
	await db
		.insertInto('auth_tokens')
		.values({
			token_hash: hashToken(token),
			account_id: accountId,
			created_at: now.toISOString(),
			expires_at: expiresAt.toISOString(),
		})
		.execute();
	return token;
}

/**
 * The account of a live token by its hash; runs on every authenticated request, so it reads
 * through the token's primary key and the account's (exported for the query-plan test).
 */
export function tokenLookupQuery(db: SiteDb, tokenHash: string, now: Date) {
	return db
		.selectFrom('auth_tokens')
		.innerJoin('accounts', 'accounts.id', 'auth_tokens.account_id')
		.selectAll('accounts')
		.where('auth_tokens.token_hash', '=', tokenHash)
		.where('auth_tokens.revoked_at', 'is', null)
		.where('auth_tokens.expires_at', '>', now.toISOString())
		.where('accounts.disabled_at', 'is', null);
}

/** Finds the account a token belongs to, if the token is well formed, live and not revoked. */
export async function findAccountByToken(
	db: SiteDb,
	token: string,
	now = new Date(),
): Promise<AccountRow | undefined> {
	if (!TOKEN_PATTERN.test(token)) return undefined;
	return tokenLookupQuery(db, hashToken(token), now).executeTakeFirst();
}

/** Revokes a token; answers whether a live token was revoked. */
export async function revokeToken(db: SiteDb, token: string, now = new Date()): Promise<boolean> {
	const result = await db
		.updateTable('auth_tokens')
		.set({ revoked_at: now.toISOString() })
		.where('token_hash', '=', hashToken(token))
		.where('revoked_at', 'is', null)
		.executeTakeFirst();
	return Number(result.numUpdatedRows) > 0;
}

/**
 * Ends the account's sessions: revokes every live login token except `keep` (the session that
 * changed the password stays signed in). Answers how many were revoked.
 */
export async function revokeAccountTokens(
	db: SiteDb,
	accountId: number,
	keep?: string,
	now = new Date(),
): Promise<number> {
	let query = db
		.updateTable('auth_tokens')
		.set({ revoked_at: now.toISOString() })
		.where('account_id', '=', accountId)
		.where('revoked_at', 'is', null);
	if (keep !== undefined) query = query.where('token_hash', '!=', hashToken(keep));
	const result = await query.executeTakeFirst();
	return Number(result.numUpdatedRows);
}
