import { createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { statement } from '../db/statements';
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
export function issueToken(db: Database, accountId: number, now = new Date()): string {
	const token = randomBytes(32).toString('base64url');
	const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS);
	db.prepare(
		`INSERT INTO auth_tokens (token_hash, account_id, created_at, expires_at)
		VALUES (?, ?, ?, ?)`,
	).run(hashToken(token), accountId, now.toISOString(), expiresAt.toISOString());
	return token;
}

/** The account of a live token by its hash; runs on every authenticated request. */
export const TOKEN_LOOKUP_SQL = `SELECT accounts.* FROM auth_tokens
	JOIN accounts ON accounts.id = auth_tokens.account_id
	WHERE auth_tokens.token_hash = ? AND auth_tokens.revoked_at IS NULL
		AND auth_tokens.expires_at > ? AND accounts.disabled_at IS NULL`;

/** Finds the account a token belongs to, if the token is well formed, live and not revoked. */
export function findAccountByToken(
	db: Database,
	token: string,
	now = new Date(),
): AccountRow | undefined {
	if (!TOKEN_PATTERN.test(token)) return undefined;
	return statement<[string, string], AccountRow>(db, TOKEN_LOOKUP_SQL).get(
		hashToken(token),
		now.toISOString(),
	);
}

/** Revokes a token; answers whether a live token was revoked. */
export function revokeToken(db: Database, token: string, now = new Date()): boolean {
	const result = db
		.prepare('UPDATE auth_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL')
		.run(now.toISOString(), hashToken(token));
	return result.changes > 0;
}

/**
 * Ends the account's sessions: revokes every live login token except `keep` (the session that
 * changed the password stays signed in). Answers how many were revoked.
 */
export function revokeAccountTokens(
	db: Database,
	accountId: number,
	keep?: string,
	now = new Date(),
): number {
	const result = db
		.prepare(
			`UPDATE auth_tokens SET revoked_at = ?
			WHERE account_id = ? AND revoked_at IS NULL AND token_hash IS NOT ?`,
		)
		.run(now.toISOString(), accountId, keep === undefined ? null : hashToken(keep));
	return result.changes;
}
