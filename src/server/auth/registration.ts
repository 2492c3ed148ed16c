import { isUniqueViolation } from '../db/errors';
import type { SiteDb } from '../db/kysely';
import { issueAccountToken } from './account-tokens';
import { createAccount, findAccountByEmail, isUsernameTaken, type AccountRow } from './accounts';
import type { PasswordHasher } from './passwords';

/** What a registration came to. */
type RegisterOutcome =
	| { kind: 'usernameTaken' }
	/** The e-mail has an account already: the caller answers as for `created` and tells its owner. */
	| { kind: 'emailKnown'; account: AccountRow }
	/** `verifyToken` is null only when the account's mail quota is used up (never for a new one). */
	| { kind: 'created'; accountId: number; verifyToken: string | null };

/** A validated registration, with the client address it came from. */
interface Registration {
	username: string;
	email: string;
	password: string;
	address: string;
}

/**
 * Creates an unverified account and a verification token for its mail, together. A taken
 * username is refused before the costly hash (usernames are public on the site). A known e-mail
 * pays for the same hash as a new one and comes out as `emailKnown`, so neither the answer nor
 * its timing tells who has an account; of registrations racing for one e-mail or username (on
 * any server process) the unique indexes let one through, and the others come out as the
 * account they lost to.
 */
export async function registerAccount(
	db: SiteDb,
	passwords: PasswordHasher,
	{ username, email, password, address }: Registration,
	now = new Date(),
): Promise<RegisterOutcome> {
	if (await isUsernameTaken(db, username)) return { kind: 'usernameTaken' };
	const passwordHash = await passwords.hash(password, address);
	const known = await findAccountByEmail(db, email);
	if (known) return { kind: 'emailKnown', account: known };
	try {
		return await db.transaction().execute(async (trx) => {
			const accountId = await createAccount(trx, { username, email, passwordHash }, now);
			const verifyToken = await issueAccountToken(trx, accountId, 'verify', now);
			return { kind: 'created', accountId, verifyToken };
		});
	} catch (error) {
		if (!isUniqueViolation(error)) throw error;
		if (await isUsernameTaken(db, username)) return { kind: 'usernameTaken' };
		const raced = await findAccountByEmail(db, email);
		if (!raced) throw error;
		return { kind: 'emailKnown', account: raced };
	}
}
