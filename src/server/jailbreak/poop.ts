import type { Database } from 'better-sqlite3';
import { POOP_LIST_SIZE, type PoopStats, type RecentPoop } from '../../contract/poop';
import { statement } from '../db/statements';

/**
 * The players of one side of the poops (who made them, or who they landed on) with the most,
 * and how many players of the other side they share them with: grouped in SQL along the side's
 * own index, then named.
 */
function topPartySql(side: {
	column: 'pooper_steamid' | 'victim_steamid';
	other: 'pooper_steamid' | 'victim_steamid';
	index: string;
	count: 'poop_count' | 'victim_count';
	unique: 'unique_victims' | 'unique_poopers';
}) {
	const { column, other, index, count, unique } = side;
	return `WITH grouped AS (
			SELECT ${column} AS steamid, COUNT(*) AS ${count}, COUNT(DISTINCT ${other}) AS ${unique}
			FROM jailbreak_poops INDEXED BY ${index}
			WHERE ${column} IS NOT NULL
			GROUP BY ${column}
			ORDER BY ${count} DESC, ${unique} DESC, steamid
			LIMIT ?
		)
		SELECT grouped.steamid, COALESCE(players.name, grouped.steamid) AS player_name, ${count}, ${unique}
		FROM grouped LEFT JOIN players ON players.steamid = grouped.steamid
		ORDER BY ${count} DESC, ${unique} DESC, grouped.steamid`;
}

/** The poop statistics' queries. */
export const POOP_SQL = {
	total: 'SELECT COUNT(*) AS total FROM jailbreak_poops',
	topPoopers: topPartySql({
		column: 'pooper_steamid',
		other: 'victim_steamid',
		index: 'jailbreak_poops_by_pooper',
		count: 'poop_count',
		unique: 'unique_victims',
	}),
	topVictims: topPartySql({
		column: 'victim_steamid',
		other: 'pooper_steamid',
		index: 'jailbreak_poops_by_victim',
		count: 'victim_count',
		unique: 'unique_poopers',
	}),
	mapStats: `SELECT map_name, COUNT(*) AS poop_count FROM jailbreak_poops
		GROUP BY map_name ORDER BY poop_count DESC, map_name`,
	recent: `SELECT pooper_name, victim_name, map_name, occurred_at FROM jailbreak_poops
		ORDER BY occurred_at DESC, id DESC LIMIT ?`,
} as const;

/** Totals, top poopers, most pooped on, per map and the latest poops. */
export function getPoopStats(db: Database): PoopStats {
	const { total } = statement<[], { total: number }>(db, POOP_SQL.total).get()!;
	const recent = statement<[number], Omit<RecentPoop, 'timestamp'> & { occurred_at: number }>(
		db,
		POOP_SQL.recent,
	).all(POOP_LIST_SIZE);
	return {
		totalPoops: total,
		topPoopers: statement<[number], PoopStats['topPoopers'][number]>(db, POOP_SQL.topPoopers).all(
			POOP_LIST_SIZE,
		),
		topVictims: statement<[number], PoopStats['topVictims'][number]>(db, POOP_SQL.topVictims).all(
			POOP_LIST_SIZE,
		),
		mapStats: statement<[], PoopStats['mapStats'][number]>(db, POOP_SQL.mapStats).all(),
		recentPoops: recent.map(({ occurred_at, ...row }) => ({
			...row,
			timestamp: new Date(occurred_at).toISOString(),
		})),
	};
}
