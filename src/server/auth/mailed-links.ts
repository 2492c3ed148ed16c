import type { SiteDb } from '../db/kysely';
import {
	checkAccountToken,
	consumeAccountToken,
	issueAccountToken,
	type TokenCheck,
} from './account-tokens';
import {
	findAccountByEmail,
	findAccountById,
	markVerified,
	setPasswordHash,
	type AccountRow,
} from './accounts';
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
export async function requestVerificationLink(
	db: SiteDb,
	email: string,
	now = new Date(),
): Promise<LinkToSend | null> {
	const account = await findAccountByEmail(db, email);
	if (!account || account.verified) return null;
	const token = await issueAccountToken(db, account.id, 'verify', now);
	return token ? { account, token } : null;
}

/** A password reset link for a known e-mail; null for an unknown or over-quota one. */
export async function requestResetLink(
	db: SiteDb,
	email: string,
	now = new Date(),
): Promise<LinkToSend | null> {
	const account = await findAccountByEmail(db, email);
	if (!account) return null;
	const token = await issueAccountToken(db, account.id, 'reset', now);
	return token ? { account, token } : null;
}

/** Uses a verification token up and marks its account verified. */
export function verifyEmail(db: SiteDb, token: string, now = new Date()): Promise<TokenCheck> {
	return db.transaction().execute(async (trx) => {
		const check = await consumeAccountToken(trx, token, 'verify', now);
		if (check.kind === 'valid') await markVerified(trx, check.accountId);
		return check;
	});
}

/** A new password sent with a reset link's token, and the client address it came from. */
interface PasswordReset {
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
	db: SiteDb,
	passwords: PasswordHasher,
	{ token, password, address }: PasswordReset,
	now = () => new Date(),
): Promise<TokenCheck> {
	const before = await checkAccountToken(db, token, 'reset', now());
	if (before.kind !== 'valid') return before;
	const passwordHash = await passwords.hash(password, address);
	return db.transaction().execute(async (trx) => {
		const check = await consumeAccountToken(trx, token, 'reset', now());
		if (check.kind !== 'valid') return check;
		await setPasswordHash(trx, check.accountId, passwordHash);
		await markVerified(trx, check.accountId);
		await revokeAccountTokens(trx, check.accountId);
		const account = await findAccountById(trx, check.accountId);
		if (account) await liftLoginLocks(trx, account.email);
		return check;
	});
}
