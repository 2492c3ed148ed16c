import type { Database } from 'better-sqlite3';
import { NOTICE_INTERVAL_MS } from '../auth/account-notices';
import { PASSWORD_CHECK_WINDOW_MS } from '../auth/password-check-throttle';
import { EMAIL_FAILURE_WINDOW_MS } from '../auth/throttle-rules';
import { expireAbandonedCheckouts } from '../donations/expire';
import { purgeServerHistory } from '../servers/history';

/** How often the housekeeping runs while the server is up. */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/** How long a mailed link's token is kept after it expired or was used. */
export const ACCOUNT_TOKEN_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Rows removed (or, for donations, marked expired) by one housekeeping run. */
export interface HousekeepingResult {
	tokens: number;
	accountTokens: number;
	loginFailures: number;
	loginLocks: number;
	passwordChecks: number;
	notices: number;
	expiredDonations: number;
	/** Server samples past 48 hours and hourly peaks past 30 days. */
	serverSamples: number;
	serverPeaks: number;
}

/**
 * Deletes expired and revoked tokens, mailed links' tokens that expired or were used more than a
 * day ago, and the throttles' rows once no window counts them: failed logins, login locks,
 * current-password checks and notice stamps, and server history past its retention; marks
 * donations whose checkout closed unpaid as expired.
 */
export function purgeStaleRows(db: Database, now = new Date()): HousekeepingResult {
	const tokens = db
		.prepare('DELETE FROM auth_tokens WHERE expires_at <= ? OR revoked_at IS NOT NULL')
		.run(now.toISOString()).changes;
	const dayAgo = new Date(now.getTime() - ACCOUNT_TOKEN_RETENTION_MS).toISOString();
	const accountTokens = db
		.prepare('DELETE FROM account_tokens WHERE expires_at <= ? OR used_at <= ?')
		.run(dayAgo, dayAgo).changes;
	const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
	const loginFailures = db
		.prepare('DELETE FROM login_failures WHERE failed_at <= ?')
		.run(before(EMAIL_FAILURE_WINDOW_MS)).changes;
	const loginLocks = db
		.prepare('DELETE FROM login_locks WHERE locked_until <= ?')
		.run(now.toISOString()).changes;
	const passwordChecks = db
		.prepare('DELETE FROM password_check_failures WHERE failed_at <= ?')
		.run(before(PASSWORD_CHECK_WINDOW_MS)).changes;
	const notices = db
		.prepare('DELETE FROM account_notices WHERE sent_at <= ?')
		.run(before(NOTICE_INTERVAL_MS)).changes;
	const expiredDonations = expireAbandonedCheckouts(db, now);
	const history = purgeServerHistory(db, now);
	return {
		tokens,
		accountTokens,
		loginFailures,
		loginLocks,
		passwordChecks,
		notices,
		expiredDonations,
		serverSamples: history.samples,
		serverPeaks: history.peaks,
	};
}

/** Runs `purgeStaleRows` now and then on an interval that never keeps the process alive. */
export function startHousekeeping(db: Database, intervalMs = HOUSEKEEPING_INTERVAL_MS) {
	const run = () => {
		try {
			purgeStaleRows(db);
		} catch (error) {
			// A locked database is tidied next time; the server goes on either way.
			console.warn('Database housekeeping skipped:', (error as Error).message);
		}
	};
	run();
	const timer = setInterval(run, intervalMs);
	timer.unref();
	return () => clearInterval(timer);
}
