import type { SiteArea } from '../area';
import { seedAdminReference, seedDemoAdmins } from './seed';

/** In-game admins, admin groups and flags per region, and the configs game servers read. */
export const adminArea: SiteArea = {
	name: 'admin',
	seeds: [
		{
			id: '009_admin',
			kind: 'reference',
			tables: ['game_flags', 'game_groups'],
			run: (db) => seedAdminReference(db),
		},
		{
			id: '009_admin',
			kind: 'demo',
			tables: ['game_admins'],
			run: (db, random) => seedDemoAdmins(db, random),
		},
	],
};
