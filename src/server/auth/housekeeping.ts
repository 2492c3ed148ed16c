import type { SiteDb } from '../db/kysely';
import { NOTICE_INTERVAL_MS } from './account-notices';
import { PASSWORD_CHECK_WINDOW_MS } from './password-check-throttle';
import { EMAIL_FAILURE_WINDOW_MS } from './throttle-rules';

/** How long a mailed link's token is kept after it expired or was used. */
const ACCOUNT_TOKEN_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes expired and revoked sessions, mailed links' tokens that expired or were used more than
 * a day ago, and the throttles' rows once no window counts them: failed logins, login locks,
 * current-password checks and notice stamps. Answers the rows deleted, by kind.
 */
export async function tidyAccounts(db: SiteDb, now: Date): Promise<Record<string, number>> {
	const at = now.toISOString();
	const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
	const dayAgo = before(ACCOUNT_TOKEN_RETENTION_MS);
	const deleted = async (query: { executeTakeFirst(): Promise<{ numDeletedRows: bigint }> }) =>
		Number((await query.executeTakeFirst()).numDeletedRows);
	return {
		tokens: await deleted(
			db
				.deleteFrom('auth_tokens')
				.where((eb) => eb.or([eb('expires_at', '<=', at), eb('revoked_at', 'is not', null)])),
		),
		accountTokens: await deleted(
			db
				.deleteFrom('account_tokens')
				.where((eb) => eb.or([eb('expires_at', '<=', dayAgo), eb('used_at', '<=', dayAgo)])),
		),
		loginFailures: await deleted(
			db.deleteFrom('login_failures').where('failed_at', '<=', before(EMAIL_FAILURE_WINDOW_MS)),
		),
		loginLocks: await deleted(db.deleteFrom('login_locks').where('locked_until', '<=', at)),
		passwordChecks: await deleted(
			db
				.deleteFrom('password_check_failures')
				.where('failed_at', '<=', before(PASSWORD_CHECK_WINDOW_MS)),
		),
		notices: await deleted(
			db.deleteFrom('account_notices').where('sent_at', '<=', before(NOTICE_INTERVAL_MS)),
		),
	};
}
