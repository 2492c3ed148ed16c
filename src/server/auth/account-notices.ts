import type { SiteDb } from '../db/kysely';

/** Notices an account's owner may be mailed about what others did with their address. */
type NoticeKind = 'register-attempt';

/** Shortest time between two notices of one kind to one account. */
export const NOTICE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Claims the right to mail the account a notice of this kind: true at most once per
 * `NOTICE_INTERVAL_MS`, so nobody can flood a mailbox by repeating what triggers it. One
 * statement decides, so of concurrent claims only one wins.
 */
export async function claimNotice(
	db: SiteDb,
	accountId: number,
	kind: NoticeKind,
	now = new Date(),
): Promise<boolean> {
	const stamp = now.toISOString();
	const due = new Date(now.getTime() - NOTICE_INTERVAL_MS).toISOString();
	const result = await db
		.insertInto('account_notices')
		.values({ account_id: accountId, kind, sent_at: stamp })
		.onConflict((conflict) =>
			conflict
				.columns(['account_id', 'kind'])
				.doUpdateSet((eb) => ({ sent_at: eb.ref('excluded.sent_at') }))
				.where('account_notices.sent_at', '<=', due),
		)
		.executeTakeFirst();
	return Number(result.numInsertedOrUpdatedRows) === 1;
}
