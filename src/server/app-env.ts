import type { SiteMode } from '../site-mode';
import type { Adapters } from './adapters/index';
import type { AccountRow } from './auth/accounts';
import type { SiteDb } from './db/kysely';
import type { PasswordHasher } from './auth/passwords';
import type { SiteMetrics } from './health/metrics';
import type { PartHealth } from './health/part-health';
import type { RegistrationState } from '../contract/auth';

/** What every request handler can read from `c.var`, and what the host passes in `c.env`. */
export interface AppEnv {
	Bindings: {
		/** The socket's peer address, from the host (not from any header). */
		remoteAddress?: string;
	};
	Variables: {
		/** The query layer over the site's database, SQLite or PostgreSQL. */
		db: SiteDb;
		adapters: Adapters;
		passwords: PasswordHasher;
		/** The client's address, as `setClientAddress` worked it out. */
		clientAddress: string;
		/**
		 * Whether the request carries X-Forwarded-For from a peer TRUST_PROXY does not name: a
		 * proxy the site was not told about, or a client sending the header itself.
		 */
		forwardedUntrusted: boolean;
		/** The mode the site runs in. */
		siteMode: SiteMode;
		/** Whether the cookies the API sets are `Secure` (the site's public address is https). */
		secureCookies: boolean;
		/** How the database and the live parts fare, for `/health` and `/metrics`. */
		health: PartHealth;
		/** The API's Prometheus metrics, which some routes add to (login refusals). */
		metrics: SiteMetrics;
		/** REGISTRATION: whether new accounts are taken. */
		registration: RegistrationState;
	};
}

/** What handlers behind `requireAuth` can read in addition. */
export interface AuthEnv {
	Bindings: AppEnv['Bindings'];
	Variables: AppEnv['Variables'] & {
		/** The signed-in account. */
		account: AccountRow;
		/** The bearer token the request came with. */
		token: string;
	};
}
