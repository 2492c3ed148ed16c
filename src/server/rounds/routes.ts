import { IdParamSchema } from '../../contract/common';
import {
	ROUND_NOT_FOUND_MESSAGE,
	RoundPageQuerySchema,
	type RoundAnswerWire,
	type RoundPageWire,
} from '../../contract/rounds';
import { createRouter } from '../http/create-router';
import { apiError } from '../http/errors';
import { validate } from '../http/validate';
import { getRound, listRounds, readRoundActions } from './list';
import { readRoundPage } from './page';

const PAGE_PARAMS = ['page', 'pageSize', 'search'] as const;

/** TTT round history (spec 7, `GET /ttt/rounds...`). */
export const roundRoutes = createRouter()
	// Without query parameters the spec's array (the newest rounds); with any of them, a page.
	.get('/rounds', validate('query', RoundPageQuerySchema), (c) => {
		const asked = PAGE_PARAMS.some((name) => c.req.query(name) !== undefined);
		if (!asked) return c.json(listRounds(c.var.db) satisfies RoundAnswerWire[]);
		return c.json(readRoundPage(c.var.db, c.req.valid('query')) satisfies RoundPageWire);
	})
	.get('/rounds/:id', validate('param', IdParamSchema), (c) => {
		const round = getRound(c.var.db, c.req.valid('param').id);
		if (!round) throw apiError(404, ROUND_NOT_FOUND_MESSAGE);
		return c.json(round satisfies RoundAnswerWire);
	})
	.get('/rounds/:id/actions', validate('param', IdParamSchema), (c) => {
		// JSON of RoundActionWire[], stored in the answer's form when the round was uploaded.
		const actions = readRoundActions(c.var.db, c.req.valid('param').id);
		if (actions === undefined) throw apiError(404, ROUND_NOT_FOUND_MESSAGE);
		c.header('Content-Type', 'application/json; charset=UTF-8');
		return c.body(actions);
	});
