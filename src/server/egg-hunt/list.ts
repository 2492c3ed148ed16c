import type { Database } from 'better-sqlite3';
import type { EggHunter } from '../../contract/egg-hunt';
import { statement } from '../db/statements';

/**
 * The leaderboard (`GET /ttt/egg-hunters`): eggs per player, most first; a tie goes to
 * whoever reached the count first. The name is the player directory's (kept by the server that
 * first reported the player), else the one of the player's latest pickup (SQLite takes bare
 * columns from the row that gives MAX()).
 */
export function listEggHunters(db: Database): EggHunter[] {
	return statement<[], EggHunter>(
		db,
		`SELECT ROW_NUMBER() OVER (ORDER BY egg_count DESC, last_pickup ASC, hunters.steamid) AS rank,
			hunters.steamid, COALESCE(players.name, hunters.player_name) AS player_name, egg_count,
			last_pickup
		FROM (
			SELECT steamid, player_name, COUNT(*) AS egg_count, MAX(picked_up_at) AS last_pickup
			FROM ttt_egg_pickups GROUP BY steamid
		) AS hunters LEFT JOIN players ON players.steamid = hunters.steamid
		ORDER BY rank`,
	).all();
}
