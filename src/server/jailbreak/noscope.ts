import type { Database } from 'better-sqlite3';
import {
	NOSCOPE_DISTANCE,
	type NoscopeRecentQuery,
	type NoscopeRecord,
	type NoscopeSort,
	type NoscopeStats,
	type NoscopeTopQuery,
	type TopNoscoper,
} from '../../contract/noscope';
import { statement } from '../db/statements';

/** How each sort orders the grouped players; ties fall back to more no-scopes, then the id. */
const ORDER_BY: Record<NoscopeSort, string> = {
	count: 'noscope_count DESC, max_distance DESC',
	distance: 'max_distance DESC, noscope_count DESC',
	avgDistance: 'distance_sum / noscope_count DESC, noscope_count DESC',
	headshot: 'headshot_count DESC, headshot_count * 1.0 / noscope_count DESC',
	recent: 'last_at DESC',
};

/**
 * Per-player figures of the top list. At the slider's minimum every listed no-scope counts, so
 * the running totals answer (a few rows per player); a higher minimum has to look at each
 * record's distance, which one ordered pass over the covering index does.
 */
const GROUPED_FROM = {
	totals: `SELECT attacker_steamid AS steamid,
			SUM(noscope_count) AS noscope_count,
			MAX(max_distance) AS max_distance,
			SUM(distance_sum) AS distance_sum,
			SUM(headshot * noscope_count) AS headshot_count,
			MAX(last_at) AS last_at
		FROM jailbreak_noscope_totals
		WHERE weapon IN (:weaponA, :weaponB) AND headshot IN (:headshotA, :headshotB)
		GROUP BY attacker_steamid`,
	records: `SELECT attacker_steamid AS steamid,
			COUNT(*) AS noscope_count,
			MAX(distance) AS max_distance,
			SUM(distance) AS distance_sum,
			SUM(headshot) AS headshot_count,
			MAX(occurred_at) AS last_at
		FROM jailbreak_noscopes INDEXED BY jailbreak_noscopes_by_attacker
		WHERE weapon IN (:weaponA, :weaponB) AND headshot IN (:headshotA, :headshotB)
			AND distance >= :minDistance
		GROUP BY attacker_steamid`,
} as const;

/** The SQL of the top list for a sort and a source of figures. */
export function topNoscopersSql(sort: NoscopeSort, from: keyof typeof GROUPED_FROM): string {
	return `WITH grouped AS (${GROUPED_FROM[from]})
	SELECT grouped.*, COALESCE(players.name, grouped.steamid) AS player_name
	FROM grouped LEFT JOIN players ON players.steamid = grouped.steamid
	ORDER BY ${ORDER_BY[sort]}, grouped.steamid
	LIMIT :limit`;
}

interface TopRow {
	steamid: string;
	player_name: string;
	noscope_count: number;
	max_distance: number;
	distance_sum: number;
	headshot_count: number;
	last_at: number;
}

/** The bind values of the top list's filters: 'all' is both values of the pair. */
export function topNoscopersParams(query: NoscopeTopQuery) {
	const [weaponA, weaponB] =
		query.weapon === 'all' ? ['awp', 'ssg08'] : [query.weapon, query.weapon];
	const headshot = { all: [0, 1], true: [1, 1], false: [0, 0] }[query.headshot];
	return {
		weaponA,
		weaponB,
		headshotA: headshot[0],
		headshotB: headshot[1],
		minDistance: query.minDistance,
		limit: query.limit,
	};
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The top no-scopers under the filters. */
export function getTopNoscopers(db: Database, query: NoscopeTopQuery): TopNoscoper[] {
	const from = query.minDistance <= NOSCOPE_DISTANCE.min ? 'totals' : 'records';
	const params = topNoscopersParams(query);
	const { minDistance: _unused, ...totalsParams } = params;
	const rows = statement<object, TopRow>(db, topNoscopersSql(query.filterBy, from)).all(
		from === 'totals' ? totalsParams : params,
	);
	return rows.map((row, index) => ({
		rank: index + 1,
		steamid: row.steamid,
		player_name: row.player_name,
		noscope_count: row.noscope_count,
		max_distance: round1(row.max_distance),
		avg_distance: round1(row.distance_sum / row.noscope_count),
		headshot_count: row.headshot_count,
		headshot_percentage: round1((row.headshot_count / row.noscope_count) * 100),
		last_noscope: new Date(row.last_at).toISOString(),
	}));
}

/** Newest first, read backwards along the time index until enough are far enough. */
export const RECENT_NOSCOPES_SQL = `SELECT id, attacker_name, victim_name, weapon, distance,
		headshot, map_name, occurred_at
	FROM jailbreak_noscopes INDEXED BY jailbreak_noscopes_recent
	WHERE distance >= ?
	ORDER BY occurred_at DESC
	LIMIT ?`;

interface RecentRow extends Omit<NoscopeRecord, 'headshot' | 'timestamp'> {
	headshot: number;
	occurred_at: number;
}

/** The latest no-scopes at or beyond a distance. */
export function getRecentNoscopes(db: Database, query: NoscopeRecentQuery): NoscopeRecord[] {
	const rows = statement<[number, number], RecentRow>(db, RECENT_NOSCOPES_SQL).all(
		query.minDistance,
		query.limit,
	);
	return rows.map(({ occurred_at, headshot, ...row }) => ({
		...row,
		distance: round1(row.distance),
		headshot: headshot === 1,
		timestamp: new Date(occurred_at).toISOString(),
	}));
}

/**
 * The stats read the per-map-and-weapon running totals (a few rows whatever the number of
 * records), grouped in SQL.
 */
export const NOSCOPE_STATS_SQL = {
	overall: `SELECT COALESCE(SUM(noscope_count), 0) AS total,
			COALESCE(SUM(headshot_count), 0) AS headshots,
			COALESCE(SUM(distance_sum), 0) AS distance_sum,
			COALESCE(MAX(max_distance), 0) AS max_distance
		FROM jailbreak_noscope_map_totals`,
	weapons: `SELECT weapon, SUM(noscope_count) AS count FROM jailbreak_noscope_map_totals
		GROUP BY weapon ORDER BY count DESC, weapon`,
	maps: `SELECT map_name, SUM(noscope_count) AS count FROM jailbreak_noscope_map_totals
		GROUP BY map_name ORDER BY count DESC, map_name`,
} as const;

interface OverallRow {
	total: number;
	headshots: number;
	distance_sum: number;
	max_distance: number;
}

/** Totals over every no-scope. */
export function getNoscopeStats(db: Database): NoscopeStats {
	const overall = statement<[], OverallRow>(db, NOSCOPE_STATS_SQL.overall).get()!;
	const { total } = overall;
	return {
		total,
		stats: {
			max_distance: round1(overall.max_distance),
			headshot_percentage: total > 0 ? round1((overall.headshots / total) * 100) : 0,
			avg_distance: total > 0 ? round1(overall.distance_sum / total) : 0,
		},
		weapons: statement<[], { weapon: string; count: number }>(db, NOSCOPE_STATS_SQL.weapons).all(),
		maps: statement<[], { map_name: string; count: number }>(db, NOSCOPE_STATS_SQL.maps).all(),
	};
}
