import type { Database } from 'better-sqlite3';
import {
	checkAccountToken,
	consumeAccountToken,
	issueAccountToken,
	type TokenCheck,
} from './account-tokens';
import { findAccountByEmail, markVerified, setPasswordHash, type AccountRow } from './accounts';
import { liftLoginLocks } from './login-throttle';
import type { PasswordHasher } from './passwords';
import { revokeAccountTokens } from './tokens';

/** An account to mail and the token its link carries. */
export interface LinkToSend {
	account: AccountRow;
	token: string;
}

/**
 * A new verification link for an unverified account; null (nothing to send) for an unknown,
 * already verified or over-quota e-mail. The caller answers the same in every case.
 */
export function requestVerificationLink(
	db: Database,
	email: string,
	now = new Date(),
): LinkToSend | null {
	const account = findAccountByEmail(db, email);
	if (!account || account.verified) return null;
	const token = issueAccountToken(db, account.id, 'verify', now);
	return token ? { account, token } : null;
}

/** A password reset link for a known e-mail; null for an unknown or over-quota one. */
export function requestResetLink(db: Database, email: string, now = new Date()): LinkToSend | null {
	const account = findAccountByEmail(db, email);
	if (!account) return null;
	const token = issueAccountToken(db, account.id, 'reset', now);
	return token ? { account, token } : null;
}

/** Uses a verification token up and marks its account verified. */
export function verifyEmail(db: Database, token: string, now = new Date()): TokenCheck {
	return db.transaction(() => {
		const check = consumeAccountToken(db, token, 'verify', now);
		if (check.kind === 'valid') markVerified(db, check.accountId);
		return check;
	})();
}

/** A new password sent with a reset link's token, and the client address it came from. */
export interface PasswordReset {
	token: string;
	password: string;
	address: string;
}

/**
 * Sets a new password with a reset token: the token is checked before the costly hash and used
 * up after it, together with the password change, ending every session of the account. The link
 * came through the account's mailbox, so it also verifies the e-mail and lifts its login locks.
 */
export async function resetPassword(
	db: Database,
	passwords: PasswordHasher,
	{ token, password, address }: PasswordReset,
	now = () => new Date(),
): Promise<TokenCheck> {
	const before = checkAccountToken(db, token, 'reset', now());
	if (before.kind !== 'valid') return before;
	const passwordHash = await passwords.hash(password, address);
	return db.transaction(() => {
		const check = consumeAccountToken(db, token, 'reset', now());
		if (check.kind !== 'valid') return check;
		setPasswordHash(db, check.accountId, passwordHash);
		markVerified(db, check.accountId);
		revokeAccountTokens(db, check.accountId);
		const account = db
			.prepare<[number], { email: string }>('SELECT email FROM accounts WHERE id = ?')
			.get(check.accountId);
		if (account) liftLoginLocks(db, account.email);
		return check;
	})();
}
