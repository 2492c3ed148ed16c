import { Hono } from 'hono';
import { IdParamSchema } from '@/contract/common';
import {
	HistoryQuerySchema,
	UNKNOWN_SERVER_MESSAGE,
	type ServerHistoryWire,
	type ServerWire,
} from '@/contract/servers';
import type { AppEnv } from '../http/app-env';
import { errorResponse } from '../http/errors';
import { validate } from '../http/validate';
import { readServerHistory } from './history';
import { listGameServers } from './list';

/** The server list with live counts (spec 7, `GET /servers`) and each server's history. */
export const serverRoutes = new Hono<AppEnv>()
	.get('/', async (c) =>
		c.json((await listGameServers(c.var.db, c.var.adapters.serverStatus)) satisfies ServerWire[]),
	)
	.get(
		'/:id/history',
		validate('param', IdParamSchema),
		validate('query', HistoryQuerySchema),
		(c) => {
			const history = readServerHistory(
				c.var.db,
				c.req.valid('param').id,
				c.req.valid('query').range,
			);
			if (!history) return errorResponse(c, 404, UNKNOWN_SERVER_MESSAGE);
			return c.json(history satisfies ServerHistoryWire);
		},
	);
