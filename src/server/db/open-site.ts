import { resolve } from 'node:path';
import type { Database } from 'better-sqlite3';
import type { SiteMode } from '../../site-mode';
import { findDemoAccounts } from './demo-accounts';
import { openDatabase } from './open';

/** Thrown when the database may not be used in the site's mode; the message says why. */
export class DatabaseRefusedError extends Error {}

/**
 * Opens the site's database for its mode: migrated, and seeded with the demo community in demo
 * mode or only reference data in production. Production refuses a database that holds the demo
 * accounts (their passwords are public), such as one a demo build created.
 */
export function openSiteDatabase(path: string, mode: SiteMode): Database {
	const db = openDatabase(resolve(path), { mode });
	if (mode !== 'production') return db;
	const demo = findDemoAccounts(db);
	if (demo.length > 0) {
		db.close();
		throw new DatabaseRefusedError(
			`The database ${resolve(path)} holds the demo accounts (${demo.join(', ')}), whose ` +
				'passwords are public: production needs a database without demo data. Set ' +
				'DATABASE_PATH to a new file.',
		);
	}
	return db;
}
