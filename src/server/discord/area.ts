import type { SiteArea } from '../area';
import { COMMUNITY_TABLES, seedCommunity } from './seed';

/** The Discord community: member count, events, staff roles and presence, staff descriptions. */
export const discordArea: SiteArea = {
	name: 'discord',
	seeds: [
		{
			id: '003_community',
			kind: 'demo',
			tables: COMMUNITY_TABLES,
			run: (db, random) => seedCommunity(db, random),
		},
	],
};
