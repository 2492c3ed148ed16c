import type { SiteArea } from '../area';
import { eggHuntIngestRoutes } from './ingest-routes';
import { eggHuntRoutes } from './routes';

/**
 * The TTT Easter egg hunt. Its table and seed belong to the rounds area (one migration, one
 * random stream); its routes are its own.
 */
export const eggHuntArea: SiteArea = {
	name: 'egg-hunt',
	routes: [
		{ path: '/ttt', create: () => eggHuntRoutes },
		{ path: '/ingest/ttt', create: () => eggHuntIngestRoutes },
	],
};
