import type { SiteArea } from '../area';
import { onSqliteHandle } from '../db/seed';
import { seedEggHunt } from '../egg-hunt/seed';
import { seedRounds } from './seed';

/** TTT round history and timelines (and, sharing the TTT seed's stream, the egg hunt). */
export const roundsArea: SiteArea = {
	name: 'rounds',
	seeds: [
		{
			id: '004_ttt',
			kind: 'demo',
			tables: ['ttt_rounds', 'ttt_egg_pickups'],
			run: onSqliteHandle((db, random) => {
				seedRounds(db, random);
				seedEggHunt(db, random);
			}),
		},
	],
};
