import type { SiteArea } from '../area';
import { seedEggHunt } from '../egg-hunt/seed';
import { seedRounds } from './seed';
import * as ttt from './migrations/004-ttt';
import * as roundSearch from './migrations/018-round-search';
import * as roundDays from './migrations/019-round-days';
import * as tttRoundPlayers from './migrations/022-ttt-round-players';
import { roundIngestRoutes } from './ingest-routes';
import { roundRoutes } from './routes';

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
	migrations: [
		// The rounds' tables and the egg hunt's.
		{ id: '004_ttt', sql: ttt.sql, postgres: ttt.postgres },
		{ id: '018_round_search', sql: roundSearch.sql, postgres: roundSearch.postgres },
		{ id: '019_round_days', sql: roundDays.sql, postgres: roundDays.postgres },
		{ id: '022_ttt_round_players', sql: tttRoundPlayers.sql, postgres: tttRoundPlayers.postgres },
	],
	routes: [
		{ path: '/ttt', create: () => roundRoutes },
		{ path: '/ingest/ttt', create: () => roundIngestRoutes },
	],
};
