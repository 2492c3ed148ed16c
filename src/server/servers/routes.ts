import { Hono } from 'hono';
import type { ServerWire } from '../../contract/servers';
import type { AppEnv } from '../http/app-env';
import { listGameServers } from './list';

/** The server list with live counts (spec 7, `GET /servers`). */
export const serverRoutes = new Hono<AppEnv>().get('/', async (c) =>
	c.json((await listGameServers(c.var.db, c.var.adapters.serverStatus)) satisfies ServerWire[]),
);
