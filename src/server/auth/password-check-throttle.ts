import type { Database } from 'better-sqlite3';
import { statement } from '../db/statements';
import { hashToken } from './tokens';

/** Wrong current passwords one session may give inside the window before it is refused. */
export const MAX_PASSWORD_CHECK_FAILURES = 5;
/** How far back a session's wrong current passwords count. */
export const PASSWORD_CHECK_WINDOW_MS = 15 * 60 * 1000;

const since = (now: Date) => new Date(now.getTime() - PASSWORD_CHECK_WINDOW_MS).toISOString();

/**
 * Reserves one current-password check for the session of `token` before the hash runs (so a
 * concurrent burst cannot pass together), or answers null when the session has used its
 * budget. The budget is the session's own: a stolen session guesses no faster than a login
 * could, and login locks, which strangers can set, never stop the owner's password change.
 */
export function reservePasswordCheck(db: Database, token: string, now = new Date()): number | null {
	const session = hashToken(token);
	return db
		.transaction(() => {
			statement(
				db,
				'DELETE FROM password_check_failures WHERE token_hash = ? AND failed_at <= ?',
			).run(session, since(now));
			const { n } = statement<[string], { n: number }>(
				db,
				'SELECT COUNT(*) AS n FROM password_check_failures WHERE token_hash = ?',
			).get(session)!;
			if (n >= MAX_PASSWORD_CHECK_FAILURES) return null;
			const result = statement(
				db,
				'INSERT INTO password_check_failures (token_hash, failed_at) VALUES (?, ?)',
			).run(session, now.toISOString());
			return Number(result.lastInsertRowid);
		})
		.immediate();
}

/** Gives a reserved check back: the password was right, or it could not be checked. */
export function releasePasswordCheck(db: Database, reservation: number): void {
	statement(db, 'DELETE FROM password_check_failures WHERE id = ?').run(reservation);
}

/** Forgets the session's wrong current passwords, once it has changed the password. */
export function clearPasswordChecks(db: Database, token: string): void {
	statement(db, 'DELETE FROM password_check_failures WHERE token_hash = ?').run(hashToken(token));
}
