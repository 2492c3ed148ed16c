import type { EggHunterWire } from '../../contract/egg-hunt';
import { createRouter } from '../http/create-router';
import { withAvatars } from '../players/avatars';
import { listEggHunters } from './list';

/** The Easter Egg Hunt leaderboard (spec 7, `GET /ttt/egg-hunters`). */
export const eggHuntRoutes = createRouter().get('/egg-hunters', async (c) =>
	c.json(
		(await withAvatars(
			c,
			listEggHunters(c.var.db),
			(row) => row.steamid,
		)) satisfies EggHunterWire[],
	),
);
