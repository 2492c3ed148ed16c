import type { SiteArea } from '../area';
import { purgeServerHistory } from './history';
import { seedServerHistory } from './history-seed';
import { startServerSampler } from './sampler';
import { seedGameServers } from './seed';

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
};
