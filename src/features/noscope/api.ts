import { apiRequest } from '../../lib/api';
import {
	NOSCOPE_RECENT_COUNT,
	NoscopeRecentListSchema,
	NoscopeStatsSchema,
	TopNoscoperListSchema,
	type NoscopeRecord,
	type NoscopeStats,
	type TopNoscoper,
} from '../../contract/noscope';
import { topQuery, type NoscopeFilters } from './model';

let pendingStats: Promise<NoscopeStats> | undefined;

/**
 * The totals of this page view. The stat cards and the weapon and map bars are separate islands;
 * they share one request.
 */
export function loadNoscopeStats(): Promise<NoscopeStats> {
	pendingStats ??= apiRequest('/jailbreak/noscope/stats', NoscopeStatsSchema).catch(
		(error: unknown) => {
			// A failure is not kept: Retry asks again.
			pendingStats = undefined;
			throw error;
		},
	);
	return pendingStats;
}

/** Forgets the shared request (tests render several page views in one process). */
export function resetNoscopeCache(): void {
	pendingStats = undefined;
}

/** The top no-scopers under the filters. */
export function loadTopNoscopers(
	filters: NoscopeFilters,
	signal?: AbortSignal,
): Promise<TopNoscoper[]> {
	return apiRequest('/jailbreak/noscope/top', TopNoscoperListSchema, {
		query: topQuery(filters),
		signal,
	});
}

/** The latest no-scopes at or beyond the chosen distance. */
export function loadRecentNoscopes(
	minDistance: number,
	signal?: AbortSignal,
): Promise<NoscopeRecord[]> {
	return apiRequest('/jailbreak/noscope/recent', NoscopeRecentListSchema, {
		query: { limit: NOSCOPE_RECENT_COUNT, minDistance },
		signal,
	});
}
