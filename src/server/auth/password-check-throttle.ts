import { lockTransactionOn } from '../db/engine-sql';
import type { SiteDb } from '../db/kysely';
import { hashToken } from './tokens';

/** Wrong current passwords one session may give inside the window before it is refused. */
export const MAX_PASSWORD_CHECK_FAILURES = 5;
/** How far back a session's wrong current passwords count. */
export const PASSWORD_CHECK_WINDOW_MS = 15 * 60 * 1000;

const since = (now: Date) => new Date(now.getTime() - PASSWORD_CHECK_WINDOW_MS).toISOString();

/**
 * Reserves one current-password check for the session of `token` before the hash runs (checks
 * of one session take turns, so a concurrent burst cannot pass together), or answers null when
 * the session has used its budget. The budget is the session's own: a stolen session guesses no
 * faster than a login could, and login locks, which strangers can set, never stop the owner's
 * password change.
 */
export function reservePasswordCheck(
	db: SiteDb,
	token: string,
	now = new Date(),
): Promise<number | null> {
	const session = hashToken(token);
	return db.transaction().execute(async (trx) => {
		await lockTransactionOn(trx, `password-check:${session}`);
		await trx
			.deleteFrom('password_check_failures')
			.where('token_hash', '=', session)
			.where('failed_at', '<=', since(now))
			.execute();
		const { n } = await trx
			.selectFrom('password_check_failures')
			.select((eb) => eb.fn.countAll<number>().as('n'))
			.where('token_hash', '=', session)
			.executeTakeFirstOrThrow();
		if (n >= MAX_PASSWORD_CHECK_FAILURES) return null;
		const { id } = await trx
			.insertInto('password_check_failures')
			.values({ token_hash: session, failed_at: now.toISOString() })
			.returning('id')
			.executeTakeFirstOrThrow();
		return id;
	});
}

/** Gives a reserved check back: the password was right, or it could not be checked. */
export async function releasePasswordCheck(db: SiteDb, reservation: number): Promise<void> {
	await db.deleteFrom('password_check_failures').where('id', '=', reservation).execute();
}

/** Forgets the session's wrong current passwords, once it has changed the password. */
export async function clearPasswordChecks(db: SiteDb, token: string): Promise<void> {
	await db
		.deleteFrom('password_check_failures')
		.where('token_hash', '=', hashToken(token))
		.execute();
}
