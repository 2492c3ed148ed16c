import { IdParamSchema } from '../../lib/contract/common';
import type { EggHunter } from '../../lib/contract/egg-hunt';
import { ROUND_NOT_FOUND_MESSAGE } from '../../lib/contract/rounds';
import { listEggHunters } from '../egg-hunt/list';
import { createRouter } from '../http/create-router';
import { apiError } from '../http/errors';
import { validate } from '../http/validate';
import {
	getRound,
	listRoundActions,
	listRounds,
	type RoundActionAnswer,
	type RoundAnswer,
} from '../rounds/list';

/** Round history and the egg hunt leaderboard (spec 7, `GET /ttt/...`). */
export const tttRoutes = createRouter()
	.get('/rounds', (c) => c.json(listRounds(c.var.db) satisfies RoundAnswer[]))
	.get('/rounds/:id', validate('param', IdParamSchema), (c) => {
		const round = getRound(c.var.db, c.req.valid('param').id);
		if (!round) throw apiError(404, ROUND_NOT_FOUND_MESSAGE);
		return c.json(round satisfies RoundAnswer);
	})
	.get('/rounds/:id/actions', validate('param', IdParamSchema), (c) => {
		const actions = listRoundActions(c.var.db, c.req.valid('param').id);
		if (!actions) throw apiError(404, ROUND_NOT_FOUND_MESSAGE);
		return c.json(actions satisfies RoundActionAnswer[]);
	})
	.get('/egg-hunters', (c) => c.json(listEggHunters(c.var.db) satisfies EggHunter[]));
