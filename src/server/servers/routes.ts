import { Hono } from 'hono';
import { IdParamSchema } from '@/contract/common';
import {
	HistoryQuerySchema,
	ServerHistorySchema,
	ServerListSchema,
	UNKNOWN_SERVER_MESSAGE,
	type ServerHistoryWire,
	type ServerWire,
} from '@/contract/servers';
import type { AppEnv } from '../app-env';
import { errorResponse } from '../http/errors';
import { validate } from '../http/validate';
import { readServerHistory } from './history';
import { listGameServers } from './list';
import { describeRoute } from '../http/route-docs';

/** The server list with live counts (`GET /servers`) and each server's history. */
export const serverRoutes = new Hono<AppEnv>()
	.get(
		'/',
		describeRoute({
			summary: 'The server list with live player counts',
			description: 'Counts come from the status source, refreshed in the background.',
			answers: { 200: ServerListSchema },
		}),
		async (c) =>
			c.json((await listGameServers(c.var.db, c.var.adapters.serverStatus)) satisfies ServerWire[]),
	)
	.get(
		'/:id/history',
		describeRoute({
			summary: "A server's player counts over the last 24 hours, 7 or 30 days",
			answers: { 200: ServerHistorySchema, 404: UNKNOWN_SERVER_MESSAGE },
		}),
		validate('param', IdParamSchema),
		validate('query', HistoryQuerySchema),
		async (c) => {
			const history = await readServerHistory(
				c.var.db,
				c.req.valid('param').id,
				c.req.valid('query').range,
			);
			if (!history) return errorResponse(c, 404, UNKNOWN_SERVER_MESSAGE);
			return c.json(history satisfies ServerHistoryWire);
		},
	);
