import type { Database } from 'better-sqlite3';
import { statement } from '../db/statements';
import {
	attemptsLeft,
	EMAIL_FAILURE_WINDOW_MS,
	EMAIL_LOCK_MS,
	judgeAttempt,
	LOGIN_FAILURE_WINDOW_MS,
	normaliseEmail,
	reachesCeiling,
	type FailureCounts,
} from './throttle-rules';

export {
	EMAIL_FAILURE_CEILING,
	LOGIN_FAILURE_WINDOW_MS,
	MAX_LOGIN_FAILURES,
} from './throttle-rules';

/** Who is trying: the e-mail typed and the client address it came from. */
export interface AttemptKey {
	email: string;
	address: string;
}

/** What reserving an attempt came to: its row, or the lock that refused it. */
export type Reservation =
	{ kind: 'reserved'; id: number } | { kind: 'addressLocked' } | { kind: 'emailLocked' };

const since = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

/** Failures of an e-mail from one address since a moment; runs on every login. */
export const ADDRESS_FAILURES_SQL =
	'SELECT COUNT(*) AS n FROM login_failures WHERE email = ? AND address = ? AND failed_at > ?';
/** Failures of an e-mail from every address since a moment; runs on every login. */
export const EMAIL_FAILURES_SQL =
	'SELECT COUNT(*) AS n FROM login_failures WHERE email = ? AND failed_at > ?';

/** Counts an e-mail's failed (and pending) logins: from the address, from everywhere, locked. */
export function countFailures(db: Database, key: AttemptKey, now = new Date()): FailureCounts {
	const email = normaliseEmail(key.email);
	const fromAddress = statement<[string, string, string], { n: number }>(
		db,
		ADDRESS_FAILURES_SQL,
	).get(email, key.address, since(now, LOGIN_FAILURE_WINDOW_MS))!.n;
	const forEmail = statement<[string, string], { n: number }>(db, EMAIL_FAILURES_SQL).get(
		email,
		since(now, EMAIL_FAILURE_WINDOW_MS),
	)!.n;
	const lock = statement<[string, string], { email: string }>(
		db,
		'SELECT email FROM login_locks WHERE email = ? AND locked_until > ?',
	).get(email, now.toISOString());
	return { fromAddress, forEmail, emailLocked: lock !== undefined };
}

/** Attempts the address has left for the e-mail, pending ones counted as failed. */
export function countAttemptsLeft(db: Database, key: AttemptKey, now = new Date()): number {
	return attemptsLeft(countFailures(db, key, now));
}

/**
 * Reserves one attempt before the password is hashed: judges and inserts in one transaction,
 * so a burst of concurrent requests cannot all pass while the first hashes run. The row counts
 * against both the address's budget and the e-mail's ceiling unless the password turns out
 * right or cannot be checked.
 */
export function reserveAttempt(db: Database, key: AttemptKey, now = new Date()): Reservation {
	const email = normaliseEmail(key.email);
	return db
		.transaction((): Reservation => {
			// Rows older than the longest window are dropped here, so the table stays bounded.
			statement(db, 'DELETE FROM login_failures WHERE email = ? AND failed_at <= ?').run(
				email,
				since(now, EMAIL_FAILURE_WINDOW_MS),
			);
			const verdict = judgeAttempt(countFailures(db, key, now));
			if (verdict !== 'allowed') return { kind: verdict };
			const result = statement(
				db,
				'INSERT INTO login_failures (email, address, failed_at) VALUES (?, ?, ?)',
			).run(email, key.address, now.toISOString());
			return { kind: 'reserved', id: Number(result.lastInsertRowid) };
		})
		.immediate();
}

/** Gives a reserved attempt back: the password was right, or it could not be checked. */
export function releaseAttempt(db: Database, reservation: number): void {
	statement(db, 'DELETE FROM login_failures WHERE id = ?').run(reservation);
}

/**
 * After a failed login: locks the e-mail for `EMAIL_LOCK_MS` when its failures reached the
 * ceiling. Answers true only for the call that set the lock, so its owner is told once per lock.
 */
export function lockIfOverCeiling(db: Database, email: string, now = new Date()): boolean {
	const key = normaliseEmail(email);
	return db
		.transaction(() => {
			const forEmail = statement<[string, string], { n: number }>(db, EMAIL_FAILURES_SQL).get(
				key,
				since(now, EMAIL_FAILURE_WINDOW_MS),
			)!.n;
			if (!reachesCeiling(forEmail)) return false;
			const until = new Date(now.getTime() + EMAIL_LOCK_MS).toISOString();
			// A lock that ran out is replaced; a live one is left alone (and nobody is told twice).
			const result = statement(
				db,
				`INSERT INTO login_locks (email, locked_at, locked_until) VALUES (?, ?, ?)
				ON CONFLICT (email) DO UPDATE SET locked_at = excluded.locked_at,
					locked_until = excluded.locked_until
				WHERE login_locks.locked_until <= excluded.locked_at`,
			).run(key, now.toISOString(), until);
			return result.changes === 1;
		})
		.immediate();
}

/** Forgets the address's failed logins for the e-mail, after a successful login from it. */
export function clearAddressFailures(db: Database, key: AttemptKey): void {
	statement(db, 'DELETE FROM login_failures WHERE email = ? AND address = ?').run(
		normaliseEmail(key.email),
		key.address,
	);
}

/**
 * Ends every lock of an e-mail and forgets its failed logins: its password was just changed,
 * so the guesses made so far count for nothing.
 */
export function liftLoginLocks(db: Database, email: string): void {
	const key = normaliseEmail(email);
	statement(db, 'DELETE FROM login_failures WHERE email = ?').run(key);
	statement(db, 'DELETE FROM login_locks WHERE email = ?').run(key);
}
