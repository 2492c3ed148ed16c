import { createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { isAccountToken } from '../../contract/auth';
import { statement } from '../db/statements';

/** What a mailed link's token is for. */
export type AccountTokenPurpose = 'verify' | 'reset';

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
 * unused links of the same purpose stop working: only the newest mail's link counts.
 */
export function issueAccountToken(
	db: Database,
	accountId: number,
	purpose: AccountTokenPurpose,
	now = new Date(),
): string | null {
	const token = randomBytes(32).toString('hex');
	const stamp = now.toISOString();
	const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
	const issued = db
		.transaction(() => {
			// Rows past their expiry and the counting hour are of no use any more.
			db.prepare(
				'DELETE FROM account_tokens WHERE account_id = ? AND expires_at <= ? AND created_at <= ?',
			).run(accountId, stamp, hourAgo);
			const { recent } = db
				.prepare<[number, string, string], { recent: number }>(
					`SELECT COUNT(*) AS recent FROM account_tokens
					WHERE account_id = ? AND purpose = ? AND created_at > ?`,
				)
				.get(accountId, purpose, hourAgo)!;
			if (recent >= MAX_TOKENS_PER_HOUR) return false;
			db.prepare(
				`UPDATE account_tokens SET used_at = ?
				WHERE account_id = ? AND purpose = ? AND used_at IS NULL`,
			).run(stamp, accountId, purpose);
			const expiresAt = new Date(now.getTime() + ACCOUNT_TOKEN_LIFETIME_MS[purpose]);
			db.prepare(
				`INSERT INTO account_tokens (token_hash, account_id, purpose, created_at, expires_at)
				VALUES (?, ?, ?, ?, ?)`,
			).run(hashToken(token), accountId, purpose, stamp, expiresAt.toISOString());
			return true;
		})
		.immediate();
	return issued ? token : null;
}

/** What checking a link's token came to. */
export type TokenCheck =
	{ kind: 'valid'; accountId: number } | { kind: 'expired' } | { kind: 'invalid' };

interface TokenRow {
	account_id: number;
	expires_at: string;
	used_at: string | null;
}

const FIND_SQL =
	'SELECT account_id, expires_at, used_at FROM account_tokens WHERE token_hash = ? AND purpose = ?';

/** Looks a token up without using it: unknown, used, expired or valid. */
export function checkAccountToken(
	db: Database,
	token: string,
	purpose: AccountTokenPurpose,
	now = new Date(),
): TokenCheck {
	if (!isAccountToken(token)) return { kind: 'invalid' };
	const row = statement<[string, string], TokenRow>(db, FIND_SQL).get(hashToken(token), purpose);
	if (!row || row.used_at !== null) return { kind: 'invalid' };
	if (row.expires_at <= now.toISOString()) return { kind: 'expired' };
	return { kind: 'valid', accountId: row.account_id };
}

/**
 * Uses a token up: marks it used in one statement, so two requests with the same link cannot
 * both succeed. Answers the same as `checkAccountToken` did at that moment.
 */
export function consumeAccountToken(
	db: Database,
	token: string,
	purpose: AccountTokenPurpose,
	now = new Date(),
): TokenCheck {
	const check = checkAccountToken(db, token, purpose, now);
	if (check.kind !== 'valid') return check;
	const result = db
		.prepare(
			`UPDATE account_tokens SET used_at = ?
			WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?`,
		)
		.run(now.toISOString(), hashToken(token), purpose, now.toISOString());
	return result.changes === 1 ? check : { kind: 'invalid' };
}
