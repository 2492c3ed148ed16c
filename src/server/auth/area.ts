import type { SiteArea } from '../area';
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
			run: (db, random, { passwordCost }) => seedAccounts(db, random, passwordCost),
		},
	],
	housekeeping: tidyAccounts,
};
