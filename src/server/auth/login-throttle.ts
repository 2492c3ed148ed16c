import type { Database } from 'better-sqlite3';

/** Failed logins allowed per e-mail inside the window before the e-mail is locked. */
export const MAX_LOGIN_FAILURES = 5;
/** How far back failed logins count. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

// Failures are keyed by the normalised address so 'A@x' and 'a@x ' share one budget.
function normaliseEmail(email: string): string {
	return email.trim().toLowerCase();
}

/** Counts the failed logins for an e-mail inside the throttle window. */
export function countRecentFailures(db: Database, email: string, now = new Date()): number {
	const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS).toISOString();
	const row = db
		.prepare<[string, string], { count: number }>(
			'SELECT COUNT(*) AS count FROM login_failures WHERE email = ? AND failed_at > ?',
		)
		.get(normaliseEmail(email), since);
	return row?.count ?? 0;
}

/** Records one failed login and answers how many attempts are left in the window. */
export function recordFailure(db: Database, email: string, now = new Date()): number {
	const key = normaliseEmail(email);
	const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS).toISOString();
	// Old rows are dropped here so the table never grows past the window.
	db.prepare('DELETE FROM login_failures WHERE email = ? AND failed_at <= ?').run(key, since);
	db.prepare('INSERT INTO login_failures (email, failed_at) VALUES (?, ?)').run(
		key,
		now.toISOString(),
	);
	return Math.max(0, MAX_LOGIN_FAILURES - countRecentFailures(db, key, now));
}

/** Forgets an e-mail's failed logins, after a successful login. */
export function clearFailures(db: Database, email: string): void {
	db.prepare('DELETE FROM login_failures WHERE email = ?').run(normaliseEmail(email));
}
