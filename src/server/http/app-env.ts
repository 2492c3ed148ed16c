import type { Database } from 'better-sqlite3';
import type { Adapters } from '../adapters/index';
import type { AccountRow } from '../auth/accounts';

/** What every request handler can read from `c.var`. */
export interface AppEnv {
	Variables: {
		db: Database;
		adapters: Adapters;
	};
}

/** What handlers behind `requireAuth` can read in addition. */
export interface AuthEnv {
	Variables: AppEnv['Variables'] & {
		/** The signed-in account. */
		account: AccountRow;
		/** The bearer token the request came with. */
		token: string;
	};
}
