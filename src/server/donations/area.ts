import type { SiteArea } from '../area';
import { expireAbandonedCheckouts } from './expire';
import { seedDonations } from './seed';
import * as donations from './migrations/008-donations';
import { donatorIngestRoutes } from './ingest-routes';
import { donationRoutes } from './routes';

/** Donations, the monthly goal, top supporters and donator status. */
export const donationsArea: SiteArea = {
	name: 'donations',
	seeds: [
		{
			id: '008_donations',
			kind: 'demo',
			tables: ['donations'],
			run: (db, random) => seedDonations(db, random),
		},
	],
	housekeeping: async (db, now) => ({ expiredDonations: await expireAbandonedCheckouts(db, now) }),
	migrations: [{ id: '008_donations', sql: donations.sql, postgres: donations.postgres }],
	routes: [
		// The donator list game servers read.
		{ path: '/ingest', create: () => donatorIngestRoutes },
		{ path: '/donations', create: () => donationRoutes },
	],
};
