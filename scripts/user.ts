/**
 * The site's accounts from the server's shell, for the operator. Every change is written to
 * the audit log as made by 'npm run user'. Usage:
 *   npm run user -- list [--search <text>]
 *   npm run user -- show <email>
 *   npm run user -- disable <email>     (cannot log in; every token revoked)
 *   npm run user -- enable <email>
 *   npm run user -- delete <email>      (personal data removed; donations stay, anonymised)
 *   npm run user -- role <email> <role> (user, root, admin, senioradmin, developer)
 */
import { parseArgs } from 'node:util';
import {
	ACCOUNT_ROLES,
	ADMIN_PAGE_SIZE,
	type AccountRole,
	type AdminUserWire,
} from '../src/contract/moderation';
import { COMMAND_LINE_ACTOR } from '../src/server/admin/audit';
import { findAccountByEmail } from '../src/server/auth/accounts';
import {
	deleteAccount,
	listAccounts,
	ModerationError,
	setAccountDisabled,
	setAccountRole,
	toAdminUser,
} from '../src/server/moderation/accounts';
import { openScriptDatabase } from './lib/site-database';

const USAGE = `Usage: npm run user -- list [--search <text>]
       npm run user -- show|disable|enable|delete <email>
       npm run user -- role <email> <${ACCOUNT_ROLES.join('|')}>`;

/** One account on one line: id, role, state, name and e-mail. */
function formatLine(user: AdminUserWire): string {
	const state = user.disabledAt ? 'disabled' : user.verified ? 'active' : 'unverified';
	return `${String(user.id).padStart(5)}  ${user.role.padEnd(11)} ${state.padEnd(10)} ${user.username} <${user.email}>`;
}

/** Every field root may see of an account. */
function formatDetails(user: AdminUserWire): string[] {
	return [
		`id:         ${user.id}`,
		`username:   ${user.username}`,
		`e-mail:     ${user.email}`,
		`role:       ${user.role}`,
		`verified:   ${user.verified ? 'yes' : 'no'}`,
		`registered: ${user.registeredAt}`,
		`disabled:   ${user.disabledAt ?? 'no'}`,
		`discord:    ${user.discordUsername ?? '-'}`,
		`steam:      ${user.steamId ?? '-'}`,
	];
}

function fail(message: string): never {
	console.error(message);
	process.exit(1);
}

const { values, positionals } = parseArgs({
	options: { search: { type: 'string' } },
	allowPositionals: true,
	strict: true,
});
const [command, email, role] = positionals;
const needsEmail = ['show', 'disable', 'enable', 'delete', 'role'];
if (
	!command ||
	(command !== 'list' && !needsEmail.includes(command)) ||
	(command !== 'list' && !email) ||
	(command === 'role' ? !role : positionals.length > 2)
) {
	console.error(USAGE);
	process.exit(2);
}

const { site } = await openScriptDatabase();
const { db } = site;
try {
	if (command === 'list') {
		const search = values.search ?? '';
		// Pages of the admin size, until every match is printed.
		let total = 0;
		for (let offset = 0, page; offset === 0 || offset < total; offset += ADMIN_PAGE_SIZE) {
			page = await listAccounts(db, { search, limit: ADMIN_PAGE_SIZE, offset });
			total = page.total;
			for (const user of page.users) console.log(formatLine(user));
		}
		console.log(`${total} account${total === 1 ? '' : 's'}`);
	} else {
		const account =
			(await findAccountByEmail(db, email!)) ?? fail(`No account has the e-mail ${email}.`);
		if (command === 'show') {
			for (const line of formatDetails(toAdminUser(account))) console.log(line);
		} else if (command === 'disable' || command === 'enable') {
			const user = await setAccountDisabled(
				db,
				COMMAND_LINE_ACTOR,
				account.id,
				command === 'disable',
			);
			console.log(
				command === 'disable'
					? `Disabled ${user.username} <${user.email}>: it cannot log in, its tokens are revoked.`
					: `Enabled ${user.username} <${user.email}>: it can log in again.`,
			);
		} else if (command === 'delete') {
			await deleteAccount(db, COMMAND_LINE_ACTOR, account.id);
			console.log(
				`Deleted the personal data of account ${account.id}; its donations stay, anonymised.`,
			);
		} else {
			if (!(ACCOUNT_ROLES as readonly string[]).includes(role!)) {
				fail(`Unknown role '${role}': use ${ACCOUNT_ROLES.join(', ')}.`);
			}
			const user = await setAccountRole(db, COMMAND_LINE_ACTOR, account.id, role as AccountRole);
			console.log(`${user.username} <${user.email}> now has the role ${user.role}.`);
		}
	}
} catch (error) {
	if (!(error instanceof ModerationError)) throw error;
	process.exitCode = 1;
	console.error(error.message);
} finally {
	await site.close();
}
