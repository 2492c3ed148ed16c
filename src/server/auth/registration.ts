import type { Database } from 'better-sqlite3';
import { issueAccountToken } from './account-tokens';
import { createAccount, findAccountByEmail, isUsernameTaken } from './accounts';
import type { PasswordHasher } from './passwords';

/** What a registration came to. */
export type RegisterOutcome =
	| { kind: 'usernameTaken' }
	| { kind: 'emailTaken' }
	/** `verifyToken` is null only when the account's mail quota is used up (never for a new one). */
	| { kind: 'created'; accountId: number; verifyToken: string | null };

/** A validated registration. */
export interface Registration {
	username: string;
	email: string;
	password: string;
}

function isUniqueViolation(error: unknown): boolean {
	return (error as { code?: unknown } | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Creates an unverified account and a verification token for its mail. Taken names are checked
 * before the costly hash; a registration racing another for the same name or e-mail is caught
 * by the unique indexes.
 */
export async function registerAccount(
	db: Database,
	passwords: PasswordHasher,
	{ username, email, password }: Registration,
	now = new Date(),
): Promise<RegisterOutcome> {
	if (isUsernameTaken(db, username)) return { kind: 'usernameTaken' };
	if (findAccountByEmail(db, email)) return { kind: 'emailTaken' };
	const passwordHash = await passwords.hash(password);
	let accountId: number;
	try {
		accountId = createAccount(db, { username, email, passwordHash }, now);
	} catch (error) {
		if (!isUniqueViolation(error)) throw error;
		return isUsernameTaken(db, username) ? { kind: 'usernameTaken' } : { kind: 'emailTaken' };
	}
	return {
		kind: 'created',
		accountId,
		verifyToken: issueAccountToken(db, accountId, 'verify', now),
	};
}
