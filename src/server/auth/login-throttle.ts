import type { Database } from 'better-sqlite3';

/** Failed logins allowed per e-mail inside the window before the e-mail is locked. */
export const MAX_LOGIN_FAILURES = 5;
/** How far back failed logins count. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

// Failures are keyed by the normalised address so 'A@x' and 'a@x ' share one budget.
function normaliseEmail(email: string): string {
	return email.trim().toLowerCase();
}

function windowStart(now: Date): string {
	return new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS).toISOString();
}

/** Counts the failed (and pending) logins for an e-mail inside the throttle window. */
export function countRecentFailures(db: Database, email: string, now = new Date()): number {
	const row = db
		.prepare<[string, string], { count: number }>(
			'SELECT COUNT(*) AS count FROM login_failures WHERE email = ? AND failed_at > ?',
		)
		.get(normaliseEmail(email), windowStart(now));
	return row?.count ?? 0;
}

/** Attempts left for an e-mail in the window, pending ones counted as failed. */
export function countAttemptsLeft(db: Database, email: string, now = new Date()): number {
	return Math.max(0, MAX_LOGIN_FAILURES - countRecentFailures(db, email, now));
}

/**
 * Reserves one attempt before the password is hashed: counts and inserts in one transaction, so
 * a burst of concurrent requests cannot all pass the check while the first hashes run. The row
 * stands as a failure unless the password turns out right; answers its id, or null when locked.
 */
export function reserveAttempt(db: Database, email: string, now = new Date()): number | null {
	const key = normaliseEmail(email);
	return db
		.transaction(() => {
			// Old rows are dropped here so the table never grows past the window.
			db.prepare('DELETE FROM login_failures WHERE email = ? AND failed_at <= ?').run(
				key,
				windowStart(now),
			);
			if (countRecentFailures(db, key, now) >= MAX_LOGIN_FAILURES) return null;
			const result = db
				.prepare('INSERT INTO login_failures (email, failed_at) VALUES (?, ?)')
				.run(key, now.toISOString());
			return Number(result.lastInsertRowid);
		})
		.immediate();
}

/** Gives a reserved attempt back: the password was right, or it could not be checked. */
export function releaseAttempt(db: Database, reservation: number): void {
	db.prepare('DELETE FROM login_failures WHERE id = ?').run(reservation);
}

/** Forgets an e-mail's failed logins, after a successful login. */
export function clearFailures(db: Database, email: string): void {
	db.prepare('DELETE FROM login_failures WHERE email = ?').run(normaliseEmail(email));
}
