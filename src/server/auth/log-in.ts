import type { Database } from 'better-sqlite3';
import { findAccountByEmail, setPasswordHash, type AccountRow } from './accounts';
import { QueueFullError } from './fair-queue';
import {
	clearAddressFailures,
	countAttemptsLeft,
	lockIfOverCeiling,
	releaseAttempt,
	reserveAttempt,
	type AttemptKey,
} from './login-throttle';
import type { PasswordHasher, StoredPassword } from './passwords';
import { issueToken } from './tokens';

/** What a login attempt came to; the route turns it into an HTTP answer. */
export type LoginOutcome =
	| { kind: 'addressLocked' }
	/** The address already has its share of the hashing queue running or waiting. */
	| { kind: 'clientShareUsed' }
	| { kind: 'emailLocked' }
	/** `lockedAccount`: this failure locked the e-mail of that account, whose owner is to be told. */
	| { kind: 'invalid'; attemptsLeft: number; lockedAccount?: AccountRow }
	| { kind: 'unverified' }
	/** The right password of an account root disabled. */
	| { kind: 'disabled' }
	| { kind: 'success'; token: string };

/** A login as the route received it, with the address it came from. */
export interface LoginAttempt extends AttemptKey {
	password: string;
}

const decoys = new WeakMap<PasswordHasher, Promise<string>>();

// Unknown e-mails still pay for one scrypt run, so response time does not reveal which
// addresses have accounts.
async function checkAgainstDecoy(
	passwords: PasswordHasher,
	password: string,
	address: string,
): Promise<false> {
	let decoy = decoys.get(passwords);
	if (!decoy) {
		decoy = passwords.hash('decoy password that matches nothing', address);
		// A decoy that could not be made (a full queue) is made again next time.
		decoy.catch(() => decoys.delete(passwords));
		decoys.set(passwords, decoy);
	}
	await passwords.verify(password, { hash: await decoy, salt: '' }, address);
	return false;
}

function storedPassword(account: AccountRow): StoredPassword {
	return { hash: account.password_hash, salt: account.password_salt };
}

// Hashes made with older parameters are replaced while the plain password is at hand.
async function upgradeHash(
	db: Database,
	passwords: PasswordHasher,
	account: AccountRow,
	{ password, address }: LoginAttempt,
) {
	try {
		setPasswordHash(db, account.id, await passwords.hash(password, address));
	} catch (error) {
		// A busy server keeps the old hash and tries again at the next login.
		console.warn('Password hash upgrade postponed:', (error as Error).message);
	}
}

/**
 * Checks credentials under the throttle of the e-mail and address, and issues a token when
 * they hold. A failure that brings the e-mail to its ceiling locks it for everyone.
 */
export async function logIn(
	db: Database,
	passwords: PasswordHasher,
	attempt: LoginAttempt,
): Promise<LoginOutcome> {
	// A queue without room is answered before the throttle writes anything, so a flood that
	// passes the bot check costs no database write either. The route asks the same before it
	// reads the body; asked again here, after the bot check's wait, the answer holds until the
	// hash is queued, since nothing below waits before it.
	const room = passwords.roomFor(attempt.address);
	if (room === 'clientShareUsed') return { kind: 'clientShareUsed' };
	if (room === 'full') throw new QueueFullError();
	// A locked e-mail is refused before the password is looked at, so guessing gains nothing.
	const reservation = reserveAttempt(db, attempt);
	if (reservation.kind !== 'reserved') return { kind: reservation.kind };
	let account: AccountRow | undefined;
	let matches: boolean;
	try {
		account = findAccountByEmail(db, attempt.email);
		matches = account
			? await passwords.verify(attempt.password, storedPassword(account), attempt.address)
			: await checkAgainstDecoy(passwords, attempt.password, attempt.address);
	} catch (error) {
		// Not checked (server busy): the attempt does not count.
		releaseAttempt(db, reservation.id);
		throw error;
	}
	if (!account || !matches) {
		const locked = lockIfOverCeiling(db, attempt.email);
		return {
			kind: 'invalid',
			attemptsLeft: countAttemptsLeft(db, attempt),
			...(locked && account ? { lockedAccount: account } : {}),
		};
	}
	releaseAttempt(db, reservation.id);
	// Told only to who knows the password, so the refusal reveals nothing to a guesser.
	if (account.disabled_at) return { kind: 'disabled' };
	if (!account.verified) return { kind: 'unverified' };
	clearAddressFailures(db, attempt);
	if (passwords.needsRehash(storedPassword(account))) {
		await upgradeHash(db, passwords, account, attempt);
	}
	return { kind: 'success', token: issueToken(db, account.id) };
}
