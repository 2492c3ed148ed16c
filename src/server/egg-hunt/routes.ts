import { EggHunterListSchema, type EggHunterWire } from '../../contract/egg-hunt';
import { createRouter } from '../http/create-router';
import { withAvatars } from '../players/avatars';
import { listEggHunters } from './list';
import { describeRoute } from '../http/route-docs';

/** The Easter Egg Hunt leaderboard (`GET /ttt/egg-hunters`). */
export const eggHuntRoutes = createRouter().get(
	'/egg-hunters',
	describeRoute({
		summary: 'The Easter Egg Hunt leaderboard',
		answers: { 200: EggHunterListSchema },
	}),
	async (c) =>
		c.json(
			(await withAvatars(
				c,
				await listEggHunters(c.var.db),
				(row) => row.steamid,
			)) satisfies EggHunterWire[],
		),
);
