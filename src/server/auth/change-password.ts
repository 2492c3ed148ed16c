import type { SiteDb } from '../db/kysely';
import { setPasswordHash, type AccountRow } from './accounts';
import { QueueFullError } from '../http/fair-queue';
import { liftLoginLocks } from './login-throttle';
import {
	clearPasswordChecks,
	releasePasswordCheck,
	reservePasswordCheck,
} from './password-check-throttle';
import type { PasswordHasher } from './passwords';
import { revokeAccountTokens } from './tokens';

/** What a password change came to. */
type ChangePasswordOutcome =
	{ kind: 'locked' } | { kind: 'wrongPassword' } | { kind: 'unchanged' } | { kind: 'changed' };

/** A password change asked for by a signed-in session. */
interface PasswordChange {
	account: AccountRow;
	/** The session's bearer token: it stays signed in, and its checks are counted. */
	token: string;
	/** The client address, for the hashing queue. */
	address: string;
	currentPassword: string;
	newPassword: string;
}

/**
 * Changes the signed-in account's password. The current password is checked under the
 * session's own budget (`reservePasswordCheck`), never under the login locks of the e-mail;
 * on success every other session ends and the e-mail's login locks are lifted.
 */
export async function changePassword(
	db: SiteDb,
	passwords: PasswordHasher,
	{ account, token, address, currentPassword, newPassword }: PasswordChange,
): Promise<ChangePasswordOutcome> {
	if (passwords.roomFor(address) !== 'free') throw new QueueFullError();
	const reservation = await reservePasswordCheck(db, token);
	if (reservation === null) return { kind: 'locked' };
	let matches: boolean;
	try {
		const stored = { hash: account.password_hash, salt: account.password_salt };
		matches = await passwords.verify(currentPassword, stored, address);
	} catch (error) {
		await releasePasswordCheck(db, reservation);
		throw error;
	}
	if (!matches) return { kind: 'wrongPassword' };
	await releasePasswordCheck(db, reservation);
	if (currentPassword === newPassword) return { kind: 'unchanged' };
	const passwordHash = await passwords.hash(newPassword, address);
	await db.transaction().execute(async (trx) => {
		await setPasswordHash(trx, account.id, passwordHash);
		await revokeAccountTokens(trx, account.id, token);
		await liftLoginLocks(trx, account.email);
		await clearPasswordChecks(trx, token);
	});
	return { kind: 'changed' };
}
