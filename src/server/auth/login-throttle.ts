import { lockTransactionOn } from '../db/engine-sql';
import type { SiteDb } from '../db/kysely';
import { inTransaction } from './in-transaction';
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

/** Who is trying: the e-mail typed and the client address it came from. */
export interface AttemptKey {
	email: string;
	address: string;
}

/** What reserving an attempt came to: its row, or the lock that refused it. */
export type Reservation =
	{ kind: 'reserved'; id: number } | { kind: 'addressLocked' } | { kind: 'emailLocked' };

const since = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

/** The name the throttle's transactions about one e-mail take turns on. */
const throttleLock = (email: string) => `login-throttle:${email}`;

/** Failures of an e-mail from one address since a moment; runs on every login. */
export function addressFailuresQuery(db: SiteDb, email: string, address: string, after: string) {
	return db
		.selectFrom('login_failures')
		.select((eb) => eb.fn.countAll<number>().as('n'))
		.where('email', '=', email)
		.where('address', '=', address)
		.where('failed_at', '>', after);
}

/** Failures of an e-mail from every address since a moment; runs on every login. */
export function emailFailuresQuery(db: SiteDb, email: string, after: string) {
	return db
		.selectFrom('login_failures')
		.select((eb) => eb.fn.countAll<number>().as('n'))
		.where('email', '=', email)
		.where('failed_at', '>', after);
}

/** Counts an e-mail's failed (and pending) logins: from the address, from everywhere, locked. */
export async function countFailures(
	db: SiteDb,
	key: AttemptKey,
	now = new Date(),
): Promise<FailureCounts> {
	const email = normaliseEmail(key.email);
	const fromAddress = await addressFailuresQuery(
		db,
		email,
		key.address,
		since(now, LOGIN_FAILURE_WINDOW_MS),
	).executeTakeFirstOrThrow();
	const forEmail = await emailFailuresQuery(
		db,
		email,
		since(now, EMAIL_FAILURE_WINDOW_MS),
	).executeTakeFirstOrThrow();
	const lock = await db
		.selectFrom('login_locks')
		.select('email')
		.where('email', '=', email)
		.where('locked_until', '>', now.toISOString())
		.executeTakeFirst();
	return { fromAddress: fromAddress.n, forEmail: forEmail.n, emailLocked: lock !== undefined };
}

/** Attempts the address has left for the e-mail, pending ones counted as failed. */
export async function countAttemptsLeft(
	db: SiteDb,
	key: AttemptKey,
	now = new Date(),
): Promise<number> {
	return attemptsLeft(await countFailures(db, key, now));
}

/**
 * Reserves one attempt before the password is hashed: judges and inserts in one transaction
 * that attempts on the same e-mail take in turns (on every server process), so a burst of
 * concurrent requests cannot all pass while the first hashes run. The row counts against both
 * the address's budget and the e-mail's ceiling unless the password turns out right or cannot
 * be checked.
 */
export function reserveAttempt(
	db: SiteDb,
	key: AttemptKey,
	now = new Date(),
): Promise<Reservation> {
	const email = normaliseEmail(key.email);
	return inTransaction(db, async (trx): Promise<Reservation> => {
		await lockTransactionOn(trx, throttleLock(email));
		// Rows older than the longest window are dropped here, so the table stays bounded.
		await trx
			.deleteFrom('login_failures')
			.where('email', '=', email)
			.where('failed_at', '<=', since(now, EMAIL_FAILURE_WINDOW_MS))
			.execute();
		const verdict = judgeAttempt(await countFailures(trx, key, now));
		if (verdict !== 'allowed') return { kind: verdict };
		const { id } = await trx
			.insertInto('login_failures')
			.values({ email, address: key.address, failed_at: now.toISOString() })
			.returning('id')
			.executeTakeFirstOrThrow();
		return { kind: 'reserved', id };
	});
}

/** Gives a reserved attempt back: the password was right, or it could not be checked. */
export async function releaseAttempt(db: SiteDb, reservation: number): Promise<void> {
	await db.deleteFrom('login_failures').where('id', '=', reservation).execute();
}

/**
 * After a failed login: locks the e-mail for `EMAIL_LOCK_MS` when its failures reached the
 * ceiling. Answers true only for the call that set the lock, so its owner is told once per lock.
 */
export function lockIfOverCeiling(db: SiteDb, email: string, now = new Date()): Promise<boolean> {
	const key = normaliseEmail(email);
	return inTransaction(db, async (trx) => {
		await lockTransactionOn(trx, throttleLock(key));
		const { n } = await emailFailuresQuery(
			trx,
			key,
			since(now, EMAIL_FAILURE_WINDOW_MS),
		).executeTakeFirstOrThrow();
		if (!reachesCeiling(n)) return false;
		const lockedAt = now.toISOString();
		const until = new Date(now.getTime() + EMAIL_LOCK_MS).toISOString();
		// A lock that ran out is replaced; a live one is left alone (and nobody is told twice).
		const result = await trx
			.insertInto('login_locks')
			.values({ email: key, locked_at: lockedAt, locked_until: until })
			.onConflict((conflict) =>
				conflict
					.column('email')
					.doUpdateSet((eb) => ({
						locked_at: eb.ref('excluded.locked_at'),
						locked_until: eb.ref('excluded.locked_until'),
					}))
					.where('login_locks.locked_until', '<=', lockedAt),
			)
			.executeTakeFirst();
		return Number(result.numInsertedOrUpdatedRows) === 1;
	});
}

/** Forgets the address's failed logins for the e-mail, after a successful login from it. */
export async function clearAddressFailures(db: SiteDb, key: AttemptKey): Promise<void> {
	await db
		.deleteFrom('login_failures')
		.where('email', '=', normaliseEmail(key.email))
		.where('address', '=', key.address)
		.execute();
}

/**
 * Ends every lock of an e-mail and forgets its failed logins: its password was just changed,
 * so the guesses made so far count for nothing. Pass the change's transaction.
 */
export async function liftLoginLocks(db: SiteDb, email: string): Promise<void> {
	const key = normaliseEmail(email);
	await db.deleteFrom('login_failures').where('email', '=', key).execute();
	await db.deleteFrom('login_locks').where('email', '=', key).execute();
}
