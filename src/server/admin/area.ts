import type { SiteArea } from '../area';
import { seedAdminReference, seedDemoAdmins } from './seed';
import * as admin from './migrations/009-admin';
import { gameServerConfigRoutes } from './game-server-config-routes';
import { adminRoutes } from './routes';

/** In-game admins, admin groups and flags per region, and the configs game servers read. */
export const adminArea: SiteArea = {
	name: 'admin',
	seeds: [
		{
			id: '009_admin',
			kind: 'reference',
			tables: ['game_flags', 'game_groups'],
			run: (db) => seedAdminReference(db),
		},
		{
			id: '009_admin',
			kind: 'demo',
			tables: ['game_admins'],
			run: (db, random) => seedDemoAdmins(db, random),
		},
	],
	migrations: [{ id: '009_admin', sql: admin.sql, postgres: admin.postgres }],
	routes: [
		// The admins and groups that apply to a game server, which it reads with its ingest key.
		{ path: '/ingest', create: () => gameServerConfigRoutes },
		// Paths of its own: /game-admins, /game-groups, /game-flags, /game-servers.
		{ path: '/', create: () => adminRoutes },
	],
};
