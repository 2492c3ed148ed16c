import type { SiteArea } from '../area';
import { onSqliteHandle } from '../db/seed';
import { seedAdminReference, seedDemoAdmins } from './seed';

/** In-game admins, admin groups and flags per region, and the configs game servers read. */
export const adminArea: SiteArea = {
	name: 'admin',
	seeds: [
		{
			id: '009_admin',
			kind: 'reference',
			tables: ['game_flags', 'game_groups'],
			run: onSqliteHandle(seedAdminReference),
		},
		{
			id: '009_admin',
			kind: 'demo',
			tables: ['game_admins'],
			run: onSqliteHandle(seedDemoAdmins),
		},
	],
};
