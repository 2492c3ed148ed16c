import type { Database } from 'better-sqlite3';
import { issueAccountToken } from './account-tokens';
import { createAccount, findAccountByEmail, isUsernameTaken, type AccountRow } from './accounts';
import type { PasswordHasher } from './passwords';
import { isUniqueViolation } from '../db/errors';

/** What a registration came to. */
export type RegisterOutcome =
	| { kind: 'usernameTaken' }
	/** The e-mail has an account already: the caller answers as for `created` and tells its owner. */
	| { kind: 'emailKnown'; account: AccountRow }
	/** `verifyToken` is null only when the account's mail quota is used up (never for a new one). */
	| { kind: 'created'; accountId: number; verifyToken: string | null };

/** A validated registration, with the client address it came from. */
export interface Registration {
	username: string;
	email: string;
	password: string;
	address: string;
}

/**
 * Creates an unverified account and a verification token for its mail. A taken username is
 * refused before the costly hash (usernames are public on the site). A known e-mail pays for the
 * same hash as a new one and comes out as `emailKnown`, so neither the answer nor its timing
 * tells who has an account; a registration racing another is caught by the unique indexes.
 */
export async function registerAccount(
	db: Database,
	passwords: PasswordHasher,
	{ username, email, password, address }: Registration,
	now = new Date(),
): Promise<RegisterOutcome> {
	if (isUsernameTaken(db, username)) return { kind: 'usernameTaken' };
	const passwordHash = await passwords.hash(password, address);
	const known = findAccountByEmail(db, email);
	if (known) return { kind: 'emailKnown', account: known };
	let accountId: number;
	try {
		accountId = createAccount(db, { username, email, passwordHash }, now);
	} catch (error) {
		if (!isUniqueViolation(error)) throw error;
		if (isUsernameTaken(db, username)) return { kind: 'usernameTaken' };
		const raced = findAccountByEmail(db, email);
		if (!raced) throw error;
		return { kind: 'emailKnown', account: raced };
	}
	return {
		kind: 'created',
		accountId,
		verifyToken: issueAccountToken(db, accountId, 'verify', now),
	};
}
