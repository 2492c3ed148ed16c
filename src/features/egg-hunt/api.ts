import { apiRequest } from '../../lib/api';
import { EggHunterListSchema, type EggHunter } from '../../contract/egg-hunt';

/** The leaderboard, best first (`GET /ttt/egg-hunters`). */
export function loadEggHunters(signal?: AbortSignal): Promise<EggHunter[]> {
	return apiRequest('/ttt/egg-hunters', EggHunterListSchema, { signal });
}
