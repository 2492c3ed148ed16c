import { ApiError } from '../../lib/api';
import type { PoopMapStat } from '../../contract/poop';

/** Whether a failed call means the login is missing or no longer valid. */
export function isUnauthorized(error: unknown): boolean {
	return error instanceof ApiError && error.status === 401;
}

/** The login page that brings the visitor back here afterwards (the `redirect` query). */
export function loginRedirectUrl(path: string): string {
	return `/login?redirect=${encodeURIComponent(path)}`;
}

/** A map's poops as a percent of all poops, one decimal; 0 when there are none. */
export function shareOfTotal(count: number, total: number): number {
	return total > 0 ? Math.round((count / total) * 1000) / 10 : 0;
}

/** Map rows with their share of the total, biggest first as the API sends them. */
export function withShares(rows: readonly PoopMapStat[], total: number) {
	return rows.map((row) => ({ ...row, percent: shareOfTotal(row.poop_count, total) }));
}
