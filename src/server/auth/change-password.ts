import type { Database } from 'better-sqlite3';
import { setPasswordHash, type AccountRow } from './accounts';
import { clearFailures, releaseAttempt, reserveAttempt } from './login-throttle';
import type { PasswordHasher } from './passwords';
import { revokeAccountTokens } from './tokens';

/** What a password change came to. */
export type ChangePasswordOutcome =
	{ kind: 'locked' } | { kind: 'wrongPassword' } | { kind: 'unchanged' } | { kind: 'changed' };

/**
 * Changes the signed-in account's password. The current password is checked under the login
 * throttle of the account's e-mail (a stolen session cannot guess it faster than a login could);
 * on success every other session ends and `keepToken`'s stays.
 */
export async function changePassword(
	db: Database,
	passwords: PasswordHasher,
	account: AccountRow,
	keepToken: string,
	currentPassword: string,
	newPassword: string,
): Promise<ChangePasswordOutcome> {
	const reservation = reserveAttempt(db, account.email);
	if (reservation === null) return { kind: 'locked' };
	let matches: boolean;
	try {
		matches = await passwords.verify(currentPassword, {
			hash: account.password_hash,
			salt: account.password_salt,
		});
	} catch (error) {
		releaseAttempt(db, reservation);
		throw error;
	}
	if (!matches) return { kind: 'wrongPassword' };
	releaseAttempt(db, reservation);
	if (currentPassword === newPassword) return { kind: 'unchanged' };
	const passwordHash = await passwords.hash(newPassword);
	db.transaction(() => {
		setPasswordHash(db, account.id, passwordHash);
		revokeAccountTokens(db, account.id, keepToken);
		clearFailures(db, account.email);
	})();
	return { kind: 'changed' };
}
