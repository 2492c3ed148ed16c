import {
	NOSCOPE_DEFAULT_LIMIT,
	NOSCOPE_DISTANCE,
	NOSCOPE_HEADSHOT_FILTERS,
	NOSCOPE_SORT_OPTIONS,
	NOSCOPE_WEAPON_FILTERS,
	type NoscopeHeadshotFilter,
	type NoscopeSort,
	type NoscopeTopQuery,
	type NoscopeWeaponFilter,
	type TopNoscoper,
} from '../../contract/noscope';

/** The filters the visitor chooses; the limit stays the default. */
export type NoscopeFilters = Omit<NoscopeTopQuery, 'limit'>;

/** Where the page starts: sorted by count, every weapon, any hit, the slider's minimum distance. */
export const DEFAULT_FILTERS: NoscopeFilters = {
	filterBy: 'count',
	weapon: 'all',
	headshot: 'all',
	minDistance: NOSCOPE_DISTANCE.default,
};

/** Labels of the sort options. */
export const SORT_LABELS: Record<NoscopeSort, string> = {
	count: 'Most no-scopes',
	distance: 'Longest distance',
	avgDistance: 'Average distance',
	headshot: 'Most headshots',
	recent: 'Most recent',
};

/** Labels of the weapon filter. */
export const WEAPON_LABELS: Record<NoscopeWeaponFilter, string> = {
	all: 'All',
	awp: 'AWP',
	ssg08: 'SSG 08',
};

/** Labels of the headshot filter. */
export const HEADSHOT_LABELS: Record<NoscopeHeadshotFilter, string> = {
	all: 'All',
	true: 'Headshots',
	false: 'Body shots',
};

/** A weapon id as players know it: 'AWP', 'SSG 08'; an unknown one as sent. */
export function weaponLabel(weapon: string): string {
	return WEAPON_LABELS[weapon as NoscopeWeaponFilter] ?? weapon;
}

function oneOf<T extends string>(options: readonly T[], value: string | null, fallback: T): T {
	return options.includes(value as T) ? (value as T) : fallback;
}

/** A distance on the slider: rounded to its step and kept within its ends. */
export function snapDistance(value: number): number {
	if (!Number.isFinite(value)) return NOSCOPE_DISTANCE.default;
	const stepped = Math.round(value / NOSCOPE_DISTANCE.step) * NOSCOPE_DISTANCE.step;
	return Math.min(NOSCOPE_DISTANCE.max, Math.max(NOSCOPE_DISTANCE.min, stepped));
}

/** The filters a shared link holds; anything missing or unknown falls back to the default. */
export function filtersFromSearch(search: string): NoscopeFilters {
	const params = new URLSearchParams(search);
	const distance = params.get('minDistance');
	return {
		filterBy: oneOf(NOSCOPE_SORT_OPTIONS, params.get('filterBy'), DEFAULT_FILTERS.filterBy),
		weapon: oneOf(NOSCOPE_WEAPON_FILTERS, params.get('weapon'), DEFAULT_FILTERS.weapon),
		headshot: oneOf(NOSCOPE_HEADSHOT_FILTERS, params.get('headshot'), DEFAULT_FILTERS.headshot),
		minDistance:
			distance === null || distance.trim() === ''
				? DEFAULT_FILTERS.minDistance
				: snapDistance(Number(distance)),
	};
}

/**
 * The query string of the filters ('' at the defaults), with only what differs from the
 * default, so a shared link stays short. Other parameters of `current` are kept.
 */
export function filtersToSearch(filters: NoscopeFilters, current = ''): string {
	const params = new URLSearchParams(current);
	for (const key of Object.keys(DEFAULT_FILTERS) as (keyof NoscopeFilters)[]) {
		if (filters[key] === DEFAULT_FILTERS[key]) params.delete(key);
		else params.set(key, String(filters[key]));
	}
	const search = params.toString();
	return search ? `?${search}` : '';
}

/** The top list's query for the filters. */
export function topQuery(filters: NoscopeFilters): NoscopeTopQuery {
	return { ...filters, limit: NOSCOPE_DEFAULT_LIMIT };
}

/** The figure a player earned their place with under a sort, for the podium. */
export function podiumValue(
	row: TopNoscoper,
	sort: NoscopeSort,
	formatNumber: (n: number) => string,
	formatDate: (iso: string) => string,
): string {
	switch (sort) {
		case 'distance':
			return `${formatNumber(Math.round(row.max_distance))} units`;
		case 'avgDistance':
			return `${formatNumber(Math.round(row.avg_distance))} units avg`;
		case 'headshot':
			return `${formatNumber(row.headshot_count)} headshots`;
		case 'recent':
			return formatDate(row.last_noscope);
		default:
			return `${formatNumber(row.noscope_count)} no-scopes`;
	}
}

/** The distance the recent epic cards start at: the epic floor, or farther when the filter asks. */
export function epicDistance(minDistance: number, epicFloor: number): number {
	return Math.max(minDistance, epicFloor);
}
