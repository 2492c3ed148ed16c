import type { SiteMode } from '../site-mode';
import { SITE_MIGRATIONS, SITE_SEEDS } from './areas';
import { findDemoAccounts } from './auth/demo-accounts';
import { DatabaseRefusedError } from './db/errors';
import { openDatabase, type DatabaseLocation, type SiteDatabase } from './db/open';

export { DatabaseRefusedError };

/**
 * Opens the site's database for its mode, on PostgreSQL (`url`) or SQLite (`path`): migrated,
 * and seeded with the demo community in demo mode or only reference data in production.
 * Production refuses a database that holds the demo accounts (their passwords are public), such
 * as one a demo build created.
 */
export async function openSiteDatabase(
	location: DatabaseLocation,
	mode: SiteMode,
	log: (line: string) => void = console.info,
	backupDir?: string,
): Promise<SiteDatabase> {
	const site = await openDatabase(location, {
		mode,
		migrations: SITE_MIGRATIONS,
		seeds: SITE_SEEDS,
		log,
		backupDir,
	});
	if (mode !== 'production') return site;
	const demo = await findDemoAccounts(site.db);
	if (demo.length > 0) {
		await site.close();
		const change =
			site.engine === 'sqlite' ? 'DATABASE_PATH to a new file' : 'DATABASE_URL to a new database';
		throw new DatabaseRefusedError(
			`The database ${site.where} holds the demo accounts (${demo.join(', ')}), whose ` +
				`passwords are public: production needs a database without demo data. Set ${change}.`,
		);
	}
	return site;
}
