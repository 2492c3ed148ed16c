import { EggHunterListSchema, type EggHunterWire } from '../../contract/egg-hunt';
import { createRouter } from '../http/create-router';
import { listEggHunters } from './list';
import { describeRoute } from '../http/route-docs';

/** The Easter Egg Hunt leaderboard (spec 7, `GET /ttt/egg-hunters`). */
export const eggHuntRoutes = createRouter().get(
	'/egg-hunters',
	describeRoute({
		summary: 'The Easter Egg Hunt leaderboard (spec 7)',
		answers: { 200: EggHunterListSchema },
	}),
	(c) => c.json(listEggHunters(c.var.db) satisfies EggHunterWire[]),
);
