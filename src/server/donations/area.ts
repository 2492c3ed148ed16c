import type { SiteArea } from '../area';
import { expireAbandonedCheckouts } from './expire';
import { seedDonations } from './seed';

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
};
