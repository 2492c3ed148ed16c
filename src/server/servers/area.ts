import type { SiteArea } from '../area';
import { purgeServerHistory } from './history';
import { seedServerHistory } from './history-seed';
import { startServerSampler } from './sampler';
import { seedGameServers } from './seed';
import * as gameServers from './migrations/002-game-servers';
import * as serverHistory from './migrations/020-server-history';
import { serverRoutes } from './routes';

/** The game server list, its live status and its player history. */
export const serversArea: SiteArea = {
	name: 'servers',
	seeds: [
		{
			id: '002_game_servers',
			kind: 'demo',
			tables: ['game_servers'],
			run: (db, random) => seedGameServers(db, random),
		},
		{
			id: '020_server_history',
			kind: 'demo',
			tables: ['server_samples', 'server_hourly_peaks'],
			run: (db, random) => seedServerHistory(db, random),
		},
	],
	async housekeeping(db, now) {
		const purged = await purgeServerHistory(db, now);
		return { serverSamples: purged.samples, serverPeaks: purged.peaks };
	},
	// One minute's player counts into the history, every minute.
	jobs: [({ db, adapters }) => startServerSampler(db, adapters.serverStatus)],
	migrations: [
		{ id: '002_game_servers', sql: gameServers.sql, postgres: gameServers.postgres },
		{ id: '020_server_history', sql: serverHistory.sql, postgres: serverHistory.postgres },
	],
	routes: [{ path: '/servers', create: () => serverRoutes }],
};
