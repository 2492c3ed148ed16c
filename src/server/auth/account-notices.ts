import type { Database } from 'better-sqlite3';

/** Notices an account's owner may be mailed about what others did with their address. */
export type NoticeKind = 'register-attempt';

/** Shortest time between two notices of one kind to one account. */
export const NOTICE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Claims the right to mail the account a notice of this kind: true at most once per
 * `NOTICE_INTERVAL_MS`, so nobody can flood a mailbox by repeating what triggers it.
 */
export function claimNotice(
	db: Database,
	accountId: number,
	kind: NoticeKind,
	now = new Date(),
): boolean {
	const stamp = now.toISOString();
	const due = new Date(now.getTime() - NOTICE_INTERVAL_MS).toISOString();
	const result = db
		.prepare(
			`INSERT INTO account_notices (account_id, kind, sent_at) VALUES (?, ?, ?)
			ON CONFLICT (account_id, kind) DO UPDATE SET sent_at = excluded.sent_at
			WHERE account_notices.sent_at <= ?`,
		)
		.run(accountId, kind, stamp, due);
	return result.changes === 1;
}
