import type { SiteDb } from '../db/kysely';
import { findAccountByEmail, setPasswordHash, type AccountRow } from './accounts';
import { QueueFullError } from '../http/fair-queue';
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
type LoginOutcome =
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
interface LoginAttempt extends AttemptKey {
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
	db: SiteDb,
	passwords: PasswordHasher,
	account: AccountRow,
	{ password, address }: LoginAttempt,
) {
	try {
		await setPasswordHash(db, account.id, await passwords.hash(password, address));
	} catch (error) {
		// A busy server keeps the old hash and tries again at the next login.
		console.warn('Password hash upgrade postponed:', (error as Error).message);
	}
}

/** What a check queued in its turn settles to: it never rejects, so nothing goes unhandled. */
type Settled<T> = { value: T } | { error: unknown };

function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
	return promise.then(
		(value) => ({ value }),
		(error: unknown) => ({ error }),
	);
}

const queueTurns = new WeakMap<PasswordHasher, Promise<void>>();

/**
 * Runs `work` when the logins before it on this hasher have had theirs: from the hashing queue's
 * room check to the moment the hash is queued, one login at a time. The throttle's database
 * steps wait in between, and without turns a burst would all see room in the queue, and all
 * write their attempts, before any took its place there.
 */
async function inQueueTurn<T>(passwords: PasswordHasher, work: () => Promise<T>): Promise<T> {
	const previous = queueTurns.get(passwords) ?? Promise.resolve();
	let done!: () => void;
	const turn = new Promise<void>((resolve) => (done = resolve));
	queueTurns.set(passwords, turn);
	await previous;
	try {
		return await work();
	} finally {
		done();
		if (queueTurns.get(passwords) === turn) queueTurns.delete(passwords);
	}
}

/** A login whose attempt is reserved and whose password check is queued. */
interface QueuedCheck {
	reservation: number;
	account: AccountRow | undefined;
	matches: Promise<Settled<boolean>>;
}

/**
 * The part of a login taken in the queue's turn: a queue without room is answered before the
 * throttle writes anything (so a flood that passes the bot check costs no database write either),
 * a locked e-mail before the password is looked at (so guessing gains nothing); else the attempt
 * is reserved and its check queued.
 */
async function queueCheck(
	db: SiteDb,
	passwords: PasswordHasher,
	attempt: LoginAttempt,
): Promise<QueuedCheck | LoginOutcome> {
	const room = passwords.roomFor(attempt.address);
	if (room === 'clientShareUsed') return { kind: 'clientShareUsed' };
	if (room === 'full') throw new QueueFullError();
	const reservation = await reserveAttempt(db, attempt);
	if (reservation.kind !== 'reserved') return { kind: reservation.kind };
	let account: AccountRow | undefined;
	try {
		account = await findAccountByEmail(db, attempt.email);
	} catch (error) {
		await releaseAttempt(db, reservation.id);
		throw error;
	}
	const matches = settle(
		account
			? passwords.verify(attempt.password, storedPassword(account), attempt.address)
			: checkAgainstDecoy(passwords, attempt.password, attempt.address),
	);
	return { reservation: reservation.id, account, matches };
}

/**
 * Checks credentials under the throttle of the e-mail and address, and issues a token when
 * they hold. A failure that brings the e-mail to its ceiling locks it for everyone.
 */
export async function logIn(
	db: SiteDb,
	passwords: PasswordHasher,
	attempt: LoginAttempt,
): Promise<LoginOutcome> {
	const queued = await inQueueTurn(passwords, () => queueCheck(db, passwords, attempt));
	if (!('reservation' in queued)) return queued;
	const { reservation, account } = queued;
	const checked = await queued.matches;
	if ('error' in checked) {
		// Not checked (server busy): the attempt does not count.
		await releaseAttempt(db, reservation);
		throw checked.error;
	}
	if (!account || !checked.value) {
		const locked = await lockIfOverCeiling(db, attempt.email);
		return {
			kind: 'invalid',
			attemptsLeft: await countAttemptsLeft(db, attempt),
			...(locked && account ? { lockedAccount: account } : {}),
		};
	}
	await releaseAttempt(db, reservation);
	// Told only to who knows the password, so the refusal reveals nothing to a guesser.
	if (account.disabled_at) return { kind: 'disabled' };
	if (!account.verified) return { kind: 'unverified' };
	await clearAddressFailures(db, attempt);
	if (passwords.needsRehash(storedPassword(account))) {
		await upgradeHash(db, passwords, account, attempt);
	}
	return { kind: 'success', token: await issueToken(db, account.id) };
}
