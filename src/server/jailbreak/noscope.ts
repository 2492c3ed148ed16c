import { sql, type Expression, type QueryCreator } from 'kysely';
import {
	NOSCOPE_DISTANCE,
	type NoscopeRecentQuery,
	type NoscopeRecord,
	type NoscopeSort,
	type NoscopeStats,
	type NoscopeTopQuery,
	type TopNoscoper,
} from '../../contract/noscope';
import type { SiteDb } from '../db/kysely';
import type { DB } from '../db/schema';

/**
 * The filters of the top list as two values each, 'all' being both values of the pair: the
 * statement over the records is the same whatever the filter.
 */
function topFilters(query: NoscopeTopQuery) {
	const weapons = query.weapon === 'all' ? ['awp', 'ssg08'] : [query.weapon, query.weapon];
	const headshots = { all: [0, 1], true: [1, 1], false: [0, 0] }[query.headshot];
	return { weapons, headshots };
}

/**
 * Per-player figures of the top list. At the slider's minimum every listed no-scope counts, so
 * the running totals of the filter answer: one range of their key, one row per player. A higher
 * minimum has to look at each record's distance, which one ordered pass over the covering player
 * index does.
 */
function groupedFigures(qc: QueryCreator<DB>, query: NoscopeTopQuery) {
	if (query.minDistance <= NOSCOPE_DISTANCE.min) {
		return qc
			.selectFrom('jailbreak_noscope_board')
			.select([
				'attacker_steamid as steamid',
				'noscope_count',
				'max_distance',
				'distance_sum',
				'headshot_count',
				'last_at',
			])
			.where('weapon', '=', query.weapon)
			.where('headshot', '=', query.headshot);
	}
	const { weapons, headshots } = topFilters(query);
	return qc
		.selectFrom('jailbreak_noscopes')
		.select((eb) => [
			'attacker_steamid as steamid',
			eb.fn.countAll<number>().as('noscope_count'),
			eb.fn.max('distance').as('max_distance'),
			eb.fn.sum<number>('distance').as('distance_sum'),
			eb.fn.sum<number>('headshot').as('headshot_count'),
			eb.fn.max('occurred_at').as('last_at'),
		])
		.where('weapon', 'in', weapons)
		.where('headshot', 'in', headshots)
		.where('distance', '>=', query.minDistance)
		.groupBy('attacker_steamid');
}

/** A ratio of two grouped figures as a fraction (never whole-number division). */
const ratio = (numerator: string, denominator: string) =>
	sql<number>`${sql.ref(numerator)} * 1.0 / ${sql.ref(denominator)}`;

/** How each sort orders the grouped players; ties fall back to more no-scopes, then the id. */
const ORDER_BY: Record<NoscopeSort, Expression<unknown>[]> = {
	count: [sql.ref('grouped.noscope_count'), sql.ref('grouped.max_distance')],
	distance: [sql.ref('grouped.max_distance'), sql.ref('grouped.noscope_count')],
	avgDistance: [
		ratio('grouped.distance_sum', 'grouped.noscope_count'),
		sql.ref('grouped.noscope_count'),
	],
	headshot: [
		sql.ref('grouped.headshot_count'),
		ratio('grouped.headshot_count', 'grouped.noscope_count'),
	],
	recent: [sql.ref('grouped.last_at')],
};

/**
 * The query of the top list under the filters (exported for the query-plan tests). The players
 * are ranked and cut to the list's length before their names are looked up: a lookup for each
 * of the list's rows, not for every player under the filter.
 */
export function topNoscopersQuery(db: SiteDb, query: NoscopeTopQuery) {
	let ordered = db
		.with('grouped', (qc) => groupedFigures(qc, query))
		.with('ranked', (qc) => {
			let ranked = qc.selectFrom('grouped').selectAll();
			for (const expression of ORDER_BY[query.filterBy]) {
				ranked = ranked.orderBy(expression, 'desc');
			}
			return ranked.orderBy('grouped.steamid').limit(query.limit);
		})
		.selectFrom('ranked as grouped')
		.leftJoin('players', 'players.steamid', 'grouped.steamid')
		.select((eb) => [
			'grouped.steamid',
			'grouped.noscope_count',
			'grouped.max_distance',
			'grouped.distance_sum',
			'grouped.headshot_count',
			'grouped.last_at',
			eb.fn.coalesce('players.name', 'grouped.steamid').as('player_name'),
		]);
	for (const expression of ORDER_BY[query.filterBy]) ordered = ordered.orderBy(expression, 'desc');
	return ordered.orderBy('grouped.steamid').limit(query.limit);
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The average distance of `count` no-scopes from their summed distance, to one decimal. The
 * engines add many distances up in different orders, which changes the sum's last bits: rounded
 * to 1e-4 first, an average lying exactly halfway between two tenths (common with distances of
 * one decimal) rounds the same way on both.
 */
export function averageDistance(distanceSum: number, count: number): number {
	return round1(Math.round(distanceSum * 1e4) / 1e4 / count);
}

/** The top no-scopers under the filters. */
export async function getTopNoscopers(db: SiteDb, query: NoscopeTopQuery): Promise<TopNoscoper[]> {
	const rows = await topNoscopersQuery(db, query).execute();
	return rows.map((row, index) => ({
		rank: index + 1,
		steamid: row.steamid,
		player_name: row.player_name,
		noscope_count: row.noscope_count,
		max_distance: round1(row.max_distance),
		avg_distance: averageDistance(row.distance_sum, row.noscope_count),
		headshot_count: row.headshot_count,
		headshot_percentage: round1((row.headshot_count / row.noscope_count) * 100),
		last_noscope: new Date(row.last_at).toISOString(),
	}));
}

/**
 * The recent list (exported for the query-plan tests): newest first, read backwards along the
 * time index, which holds the distance too, until enough are far enough.
 */
export function recentNoscopesQuery(db: SiteDb, query: NoscopeRecentQuery) {
	return db
		.selectFrom('jailbreak_noscopes')
		.select([
			'id',
			'attacker_name',
			'victim_name',
			'weapon',
			'distance',
			'headshot',
			'map_name',
			'occurred_at',
		])
		.where('distance', '>=', query.minDistance)
		.orderBy('occurred_at', 'desc')
		.limit(query.limit);
}

/** The latest no-scopes at or beyond a distance. */
export async function getRecentNoscopes(
	db: SiteDb,
	query: NoscopeRecentQuery,
): Promise<NoscopeRecord[]> {
	const rows = await recentNoscopesQuery(db, query).execute();
	return rows.map(({ occurred_at, headshot, ...row }) => ({
		...row,
		distance: round1(row.distance),
		headshot: headshot === 1,
		timestamp: new Date(occurred_at).toISOString(),
	}));
}

/**
 * The stats' queries (exported for the query-plan tests): they read the per-map-and-weapon
 * running totals (a few rows whatever the number of records), grouped in SQL.
 */
export function noscopeStatsQueries(db: SiteDb) {
	const totals = db.selectFrom('jailbreak_noscope_map_totals');
	return {
		overall: totals.select((eb) => [
			eb.fn.coalesce(eb.fn.sum<number>('noscope_count'), sql.lit(0)).as('total'),
			eb.fn.coalesce(eb.fn.sum<number>('headshot_count'), sql.lit(0)).as('headshots'),
			eb.fn.coalesce(eb.fn.sum<number>('distance_sum'), sql.lit(0)).as('distance_sum'),
			eb.fn.coalesce(eb.fn.max('max_distance'), sql.lit(0)).as('max_distance'),
		]),
		weapons: totals
			.select((eb) => ['weapon', eb.fn.sum<number>('noscope_count').as('count')])
			.groupBy('weapon')
			.orderBy('count', 'desc')
			.orderBy('weapon'),
		maps: totals
			.select((eb) => ['map_name', eb.fn.sum<number>('noscope_count').as('count')])
			.groupBy('map_name')
			.orderBy('count', 'desc')
			.orderBy('map_name'),
	};
}

/** Totals over every no-scope. */
export async function getNoscopeStats(db: SiteDb): Promise<NoscopeStats> {
	const queries = noscopeStatsQueries(db);
	const overall = await queries.overall.executeTakeFirstOrThrow();
	const { total } = overall;
	return {
		total,
		stats: {
			max_distance: round1(overall.max_distance),
			headshot_percentage: total > 0 ? round1((overall.headshots / total) * 100) : 0,
			avg_distance: total > 0 ? averageDistance(overall.distance_sum, total) : 0,
		},
		weapons: await queries.weapons.execute(),
		maps: await queries.maps.execute(),
	};
}
