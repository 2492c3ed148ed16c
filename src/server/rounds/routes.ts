import { IdParamSchema } from '../../contract/common';
import { ROUND_NOT_FOUND_MESSAGE, type RoundWire } from '../../contract/rounds';
import { createRouter } from '../http/create-router';
import { apiError } from '../http/errors';
import { validate } from '../http/validate';
import { getRound, readRoundActions } from './list';
import { acceptsGzip, getRoundListBody } from './list-cache';

/** TTT round history (spec 7, `GET /ttt/rounds...`). */
export const roundRoutes = createRouter()
	// The list is JSON of RoundWire[] (listRounds), sent from a cache that is rebuilt when the
	// database changes; gzipped here when the client takes it, so the host does not compress 3 MB
	// on every request.
	.get('/rounds', (c) => {
		const body = getRoundListBody(c.var.db);
		c.header('Content-Type', 'application/json; charset=UTF-8');
		c.header('Vary', 'Accept-Encoding');
		if (!acceptsGzip(c.req.header('Accept-Encoding'))) return c.body(body.json);
		c.header('Content-Encoding', 'gzip');
		return c.body(new Uint8Array(body.gzip()));
	})
	.get('/rounds/:id', validate('param', IdParamSchema), (c) => {
		const round = getRound(c.var.db, c.req.valid('param').id);
		if (!round) throw apiError(404, ROUND_NOT_FOUND_MESSAGE);
		return c.json(round satisfies RoundWire);
	})
	.get('/rounds/:id/actions', validate('param', IdParamSchema), (c) => {
		// JSON of RoundActionWire[], stored in the answer's form when the round was uploaded.
		const actions = readRoundActions(c.var.db, c.req.valid('param').id);
		if (actions === undefined) throw apiError(404, ROUND_NOT_FOUND_MESSAGE);
		c.header('Content-Type', 'application/json; charset=UTF-8');
		return c.body(actions);
	});
