import type { Database } from 'better-sqlite3';
import { POOP_LIST_SIZE, type PoopStats, type RecentPoop } from '../../contract/poop';
import { statement } from '../db/statements';

/** The poop statistics' queries, each grouped in SQL along its own index. */
export const POOP_SQL = {
	total: 'SELECT COUNT(*) AS total FROM jailbreak_poops',
	topPoopers: `WITH grouped AS (
			SELECT pooper_steamid AS steamid, COUNT(*) AS poop_count,
				COUNT(DISTINCT victim_steamid) AS unique_victims
			FROM jailbreak_poops INDEXED BY jailbreak_poops_by_pooper
			GROUP BY pooper_steamid
			ORDER BY poop_count DESC, unique_victims DESC, steamid
			LIMIT ?
		)
		SELECT grouped.steamid, COALESCE(players.name, grouped.steamid) AS player_name,
			poop_count, unique_victims
		FROM grouped LEFT JOIN jailbreak_players AS players ON players.steamid = grouped.steamid
		ORDER BY poop_count DESC, unique_victims DESC, grouped.steamid`,
	topVictims: `WITH grouped AS (
			SELECT victim_steamid AS steamid, COUNT(*) AS victim_count,
				COUNT(DISTINCT pooper_steamid) AS unique_poopers
			FROM jailbreak_poops INDEXED BY jailbreak_poops_by_victim
			WHERE victim_steamid IS NOT NULL
			GROUP BY victim_steamid
			ORDER BY victim_count DESC, unique_poopers DESC, steamid
			LIMIT ?
		)
		SELECT grouped.steamid, COALESCE(players.name, grouped.steamid) AS player_name,
			victim_count, unique_poopers
		FROM grouped LEFT JOIN jailbreak_players AS players ON players.steamid = grouped.steamid
		ORDER BY victim_count DESC, unique_poopers DESC, grouped.steamid`,
	mapStats: `SELECT map_name, COUNT(*) AS poop_count FROM jailbreak_poops
		GROUP BY map_name ORDER BY poop_count DESC, map_name`,
	recent: `SELECT pooper_name, victim_name, map_name, occurred_at FROM jailbreak_poops
		ORDER BY occurred_at DESC, id DESC LIMIT ?`,
} as const;

/** Totals, top poopers, most pooped on, per map and the latest poops (spec 2.19). */
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
