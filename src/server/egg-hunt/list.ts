import type { EggHunter } from '../../contract/egg-hunt';
import type { SiteDb } from '../db/kysely';

/**
 * The leaderboard's query (exported for the query-plan tests): eggs per player from the player
 * index, most first; a tie goes to whoever reached the count first. The name is the player
 * directory's (kept by the server that first reported the player), else the one of the player's
 * latest pickup.
 */
function eggHuntersQuery(db: SiteDb) {
	return db
		.with('hunters', (qc) =>
			qc
				.selectFrom('ttt_egg_pickups')
				.select((eb) => [
					'steamid',
					eb.fn.countAll<number>().as('egg_count'),
					eb.fn.max('picked_up_at').as('last_pickup'),
				])
				.groupBy('steamid'),
		)
		.selectFrom('hunters')
		.leftJoin('players', 'players.steamid', 'hunters.steamid')
		.select((eb) => [
			'hunters.steamid',
			eb.fn
				.coalesce(
					'players.name',
					eb
						.selectFrom('ttt_egg_pickups as latest')
						.select('latest.player_name')
						.whereRef('latest.steamid', '=', 'hunters.steamid')
						.orderBy('latest.picked_up_at', 'desc')
						.orderBy('latest.player_name', 'desc')
						.limit(1),
				)
				.as('player_name'),
			'hunters.egg_count',
			'hunters.last_pickup',
		])
		.orderBy('hunters.egg_count', 'desc')
		.orderBy('hunters.last_pickup')
		.orderBy('hunters.steamid');
}

/** The Easter Egg Hunt leaderboard (`GET /ttt/egg-hunters`), ranked. */
export async function listEggHunters(db: SiteDb): Promise<EggHunter[]> {
	const rows = await eggHuntersQuery(db).execute();
	return rows.map((row, index) => ({
		rank: index + 1,
		steamid: row.steamid,
		player_name: row.player_name ?? row.steamid,
		egg_count: row.egg_count,
		last_pickup: row.last_pickup,
	}));
}
