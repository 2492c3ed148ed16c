import type { Database } from 'better-sqlite3';
import { findAccountByEmail } from './accounts';
import {
	clearFailures,
	countRecentFailures,
	MAX_LOGIN_FAILURES,
	recordFailure,
} from './login-throttle';
import { hashPassword, verifyPassword, type PasswordHash } from './passwords';
import { issueToken } from './tokens';

/** What a login attempt came to; the route turns it into an HTTP answer. */
export type LoginOutcome =
	| { kind: 'locked' }
	| { kind: 'invalid'; attemptsLeft: number }
	| { kind: 'unverified' }
	| { kind: 'success'; token: string };

let decoyHash: Promise<PasswordHash> | undefined;

// Unknown e-mails still pay for one scrypt run, so response time does not reveal which
// addresses have accounts.
async function checkAgainstDecoy(password: string): Promise<false> {
	decoyHash ??= hashPassword('decoy password that matches nothing');
	const { hash, salt } = await decoyHash;
	await verifyPassword(password, hash, salt);
	return false;
}

/** Checks credentials under the per-e-mail throttle and issues a token when they hold. */
export async function logIn(db: Database, email: string, password: string): Promise<LoginOutcome> {
	// A locked e-mail is refused before the password is looked at, so guessing gains nothing.
	if (countRecentFailures(db, email) >= MAX_LOGIN_FAILURES) return { kind: 'locked' };
	const account = findAccountByEmail(db, email);
	const matches = account
		? await verifyPassword(password, account.password_hash, account.password_salt)
		: await checkAgainstDecoy(password);
	if (!account || !matches) return { kind: 'invalid', attemptsLeft: recordFailure(db, email) };
	if (!account.verified) return { kind: 'unverified' };
	clearFailures(db, email);
	return { kind: 'success', token: issueToken(db, account.id) };
}
