import type { EggHunterWire } from '../../contract/egg-hunt';
import { createRouter } from '../http/create-router';
import { listEggHunters } from './list';

/** The Easter Egg Hunt leaderboard (spec 7, `GET /ttt/egg-hunters`). */
export const eggHuntRoutes = createRouter().get('/egg-hunters', (c) =>
	c.json(listEggHunters(c.var.db) satisfies EggHunterWire[]),
);
