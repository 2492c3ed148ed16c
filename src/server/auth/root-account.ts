import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { isValidUsername, USERNAME_MAX_LENGTH } from '../../contract/credentials';
import { isUniqueViolation } from '../db/errors';
import type { SiteDb } from '../db/kysely';
import { setAccountDisabled, setAccountRole } from '../moderation/accounts';
import { issueAccountToken } from './account-tokens';
import { findAccountByEmail, isUsernameTaken } from './accounts';
import { hashPasswordSync, OWASP_SCRYPT_COST, type ScryptCost } from './passwords';

/** Thrown for an e-mail or username that cannot become the root account; says why. */
export class RootAccountError extends Error {}

/** What `createRootAccount` needs. */
interface RootAccountInput {
	email: string;
	/** Letters and digits; derived from the e-mail when absent. */
	username?: string;
	/** Where the set-password link starts: the site's public address. */
	linkBaseUrl: string;
	/** scrypt cost of the placeholder password; tests lower it. */
	passwordCost?: ScryptCost;
}

/** The new root account and the link that sets its password (valid one hour). */
interface CreatedRootAccount {
	username: string;
	link: string;
}

const EmailSchema = z.email().max(254);

/** A free username from the e-mail's local part: letters and digits, numbered when taken. */
async function deriveUsername(db: SiteDb, email: string): Promise<string> {
	const base =
		email
			.split('@')[0]!
			.replace(/[^A-Za-z0-9]/g, '')
			.slice(0, USERNAME_MAX_LENGTH - 3) || 'root';
	let name = base;
	for (let n = 2; await isUsernameTaken(db, name); n++) name = `${base}${n}`;
	return name;
}

function existsError(email: string): RootAccountError {
	return new RootAccountError(
		`An account with the e-mail ${email} exists already: add --promote to make it root.`,
	);
}

/** Inserts the root account and its set-password token; answers its username and the token. */
async function insertRootAccount(
	trx: SiteDb,
	account: { email: string; username?: string; placeholder: string },
	now: Date,
): Promise<{ username: string; token: string }> {
	const { email, placeholder } = account;
	if (await findAccountByEmail(trx, email)) throw existsError(email);
	const username = account.username ?? (await deriveUsername(trx, email));
	if (!isValidUsername(username)) {
		throw new RootAccountError(
			`'${username}' is not a username: use up to ${USERNAME_MAX_LENGTH} letters and digits.`,
		);
	}
	if (await isUsernameTaken(trx, username)) {
		throw new RootAccountError(`The username ${username} is taken.`);
	}
	const { id } = await trx
		.insertInto('accounts')
		.values({
			username,
			email,
			password_hash: placeholder,
			password_salt: '',
			role: 'root',
			verified: 1,
			registered_at: now.toISOString(),
		})
		.returning('id')
		.executeTakeFirstOrThrow();
	const token = (await issueAccountToken(trx, id, 'reset', now))!;
	return { username, token };
}

/**
 * Creates a verified root account whose password nobody knows, and a password-reset link for
 * it: the first administrator of a production site, which has no demo accounts. The link is the
 * same single-use, one-hour link the "Forgot password" mail carries.
 */
export async function createRootAccount(
	db: SiteDb,
	input: RootAccountInput,
	now = new Date(),
): Promise<CreatedRootAccount> {
	const email = input.email.trim();
	if (!EmailSchema.safeParse(email).success) {
		throw new RootAccountError(`'${email}' is not an e-mail address.`);
	}
	const placeholder = hashPasswordSync(
		randomBytes(32).toString('base64url'),
		input.passwordCost ?? OWASP_SCRYPT_COST,
	);
	let created: { username: string; token: string };
	try {
		created = await db
			.transaction()
			.execute((trx) =>
				insertRootAccount(trx, { email, username: input.username, placeholder }, now),
			);
	} catch (error) {
		if (!isUniqueViolation(error)) throw error;
		// A registration of the same e-mail or name committed in between.
		if (await findAccountByEmail(db, email)) throw existsError(email);
		throw new RootAccountError('The username was taken just now: run the command again.');
	}
	const { username, token } = created;
	return { username, link: `${input.linkBaseUrl.replace(/\/+$/, '')}/reset-password/${token}` };
}

/**
 * Makes an existing account root (and enables it, if it was disabled), in one transaction: for
 * a site whose owner registered through the form first. Audited as made by the command. Answers
 * its username.
 */
export function promoteToRoot(db: SiteDb, email: string): Promise<string> {
	return db.transaction().execute(async (trx) => {
		const account = await findAccountByEmail(trx, email.trim());
		if (!account) throw new RootAccountError(`No account has the e-mail ${email}.`);
		if (account.disabled_at) await setAccountDisabled(trx, ROOT_COMMAND_ACTOR, account.id, false);
		await setAccountRole(trx, ROOT_COMMAND_ACTOR, account.id, 'root');
		return account.username;
	});
}

/** The audit log's actor of `npm run account:root`. */
const ROOT_COMMAND_ACTOR = { id: 0, username: 'npm run account:root' };
