import type { SiteArea } from '../area';
import { OWASP_SCRYPT_COST } from './passwords';
import { tidyAccounts } from './housekeeping';
import { seedAccounts } from './seed-accounts';
import * as accounts from './migrations/001-accounts';
import * as accountTokens from './migrations/007-account-tokens';
import * as accountAbuse from './migrations/010-account-abuse';
import * as requestWindows from './migrations/028-request-windows';
import { authRoutes } from './routes';

/** Site accounts: registration, login, tokens, mailed links. */
export const authArea: SiteArea = {
	name: 'auth',
	seeds: [
		{
			id: '001_accounts',
			kind: 'demo',
			tables: ['accounts'],
			run: (db, random, { passwordCost = OWASP_SCRYPT_COST }) =>
				seedAccounts(db, random, passwordCost),
		},
	],
	housekeeping: tidyAccounts,
	migrations: [
		{ id: '001_accounts', sql: accounts.sql, postgres: accounts.postgres },
		{ id: '007_account_tokens', sql: accountTokens.sql, postgres: accountTokens.postgres },
		{ id: '010_account_abuse', sql: accountAbuse.sql, postgres: accountAbuse.postgres },
		// The per-address limits of login, register, forgot-password and resend (app.ts).
		{ id: '028_request_windows', sql: requestWindows.sql, postgres: requestWindows.postgres },
	],
	routes: [{ path: '/auth', create: () => authRoutes }],
};
