/**
 * Creates the first root account of a site (production has no demo accounts) and prints a link
 * that sets its password, on the site's public address. Usage:
 * npm run account:root -- <email> [--username <name>]
 * An account that exists already (registered through the form) is made root with --promote:
 * npm run account:root -- <email> --promote
 */
import { parseArgs } from 'node:util';
import { DEFAULT_HOST, DEFAULT_PORT } from '../src/defaults';
import { formatListenUrl } from '../src/hosting/startup';
import { resolveLinkBase } from '../src/site-mode';
import {
	createRootAccount,
	promoteToRoot,
	RootAccountError,
} from '../src/server/auth/root-account';
import { openScriptDatabase } from './lib/site-database';

const USAGE = 'Usage: npm run account:root -- <email> [--username <name> | --promote]';

const { values, positionals } = parseArgs({
	options: { username: { type: 'string' }, promote: { type: 'boolean' } },
	allowPositionals: true,
	strict: false,
});
const [email] = positionals;
if (!email || positionals.length > 1) {
	console.error(USAGE);
	process.exit(2);
}

const { site, profile } = await openScriptDatabase();
// In demo the links open on the address the server listens on, as its mail does.
const port = Number(process.env.PORT ?? DEFAULT_PORT);
const listenUrl = formatListenUrl(
	{ port, address: '', family: 'IPv4' },
	process.env.HOST ?? DEFAULT_HOST,
);
try {
	if (values.promote === true) {
		const username = await promoteToRoot(site.db, email);
		console.log(`${username} <${email}> is now root; it logs in with its own password.`);
	} else {
		const { username, link } = await createRootAccount(site.db, {
			email,
			username: typeof values.username === 'string' ? values.username : undefined,
			linkBaseUrl: resolveLinkBase(profile.mode, profile.siteUrl, listenUrl),
		});
		console.log(`Root account ${username} <${email}> created (e-mail verified).`);
		console.log('Set its password within the hour, once, at:');
		console.log(link);
		console.log('Later, "Forgot Password?" on the login page mails a new link.');
	}
} catch (error) {
	if (!(error instanceof RootAccountError)) throw error;
	console.error(error.message);
	process.exitCode = 1;
} finally {
	await site.close();
}
