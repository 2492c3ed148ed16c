import { apiRequest } from '../../lib/api';
import { PoopStatsSchema, type PoopStats } from '../../contract/poop';

/** The poop statistics; members only, so the call carries the login token. */
export function loadPoopStats(signal?: AbortSignal): Promise<PoopStats> {
	return apiRequest('/jailbreak/poop/stats', PoopStatsSchema, { auth: true, signal });
}
