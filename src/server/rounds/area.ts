import type { SiteArea } from '../area';
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
			// One random stream: the egg hunt draws after the rounds, in this order.
			async run(db, random) {
				await seedRounds(db, random);
				await seedEggHunt(db, random);
			},
		},
	],
};
