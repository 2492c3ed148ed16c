import type { SiteArea } from '../area';
import { OWASP_SCRYPT_COST } from './passwords';
import { tidyAccounts } from './housekeeping';
import { seedAccounts } from './seed-accounts';

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
};
