import type { Database } from 'better-sqlite3';
import { findAccountByEmail, type AccountRow } from './accounts';
import { clearFailures, countAttemptsLeft, releaseAttempt, reserveAttempt } from './login-throttle';
import type { PasswordHasher, StoredPassword } from './passwords';
import { issueToken } from './tokens';

/** What a login attempt came to; the route turns it into an HTTP answer. */
export type LoginOutcome =
	| { kind: 'locked' }
	| { kind: 'invalid'; attemptsLeft: number }
	| { kind: 'unverified' }
	| { kind: 'success'; token: string };

const decoys = new WeakMap<PasswordHasher, Promise<string>>();

// Unknown e-mails still pay for one scrypt run, so response time does not reveal which
// addresses have accounts.
async function checkAgainstDecoy(passwords: PasswordHasher, password: string): Promise<false> {
	let decoy = decoys.get(passwords);
	if (!decoy) {
		decoy = passwords.hash('decoy password that matches nothing');
		decoys.set(passwords, decoy);
	}
	await passwords.verify(password, { hash: await decoy, salt: '' });
	return false;
}

function storedPassword(account: AccountRow): StoredPassword {
	return { hash: account.password_hash, salt: account.password_salt };
}

// Hashes made with older parameters are replaced while the plain password is at hand.
async function upgradeHash(db: Database, passwords: PasswordHasher, id: number, password: string) {
	try {
		const hash = await passwords.hash(password);
		db.prepare("UPDATE accounts SET password_hash = ?, password_salt = '' WHERE id = ?").run(
			hash,
			id,
		);
	} catch (error) {
		// A busy server keeps the old hash and tries again at the next login.
		console.warn('Password hash upgrade postponed:', (error as Error).message);
	}
}

/** Checks credentials under the per-e-mail throttle and issues a token when they hold. */
export async function logIn(
	db: Database,
	passwords: PasswordHasher,
	email: string,
	password: string,
): Promise<LoginOutcome> {
	// A locked e-mail is refused before the password is looked at, so guessing gains nothing.
	const reservation = reserveAttempt(db, email);
	if (reservation === null) return { kind: 'locked' };
	let account: AccountRow | undefined;
	let matches: boolean;
	try {
		account = findAccountByEmail(db, email);
		matches = account
			? await passwords.verify(password, storedPassword(account))
			: await checkAgainstDecoy(passwords, password);
	} catch (error) {
		// Not checked (server busy): the attempt does not count against the e-mail.
		releaseAttempt(db, reservation);
		throw error;
	}
	if (!account || !matches) return { kind: 'invalid', attemptsLeft: countAttemptsLeft(db, email) };
	if (!account.verified) {
		releaseAttempt(db, reservation);
		return { kind: 'unverified' };
	}
	clearFailures(db, email);
	if (passwords.needsRehash(storedPassword(account))) {
		await upgradeHash(db, passwords, account.id, password);
	}
	return { kind: 'success', token: issueToken(db, account.id) };
}
