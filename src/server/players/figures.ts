import { sql } from 'kysely';
import {
	PLAYER_RECENT_ROUNDS,
	type PlayerProfileWire,
	type PlayerRound,
} from '../../contract/players';
import { TRAITOR_TEAM } from '../../contract/rounds';
import type { SiteDb } from '../db/kysely';
import { averageDistance } from '../jailbreak/noscope';

/**
 * The figures of a player's page (exported for the query-plan tests), each read from one range
 * of an index keyed by the player. None depends on another, so the readers below send them
 * together: on PostgreSQL each takes a connection of the pool and the page waits for one round
 * trip rather than one per figure (SQLite runs them one after another all the same).
 */
export function playerFigureQueries(db: SiteDb, steamId: string) {
	return {
		/** Rounds and wins per side: one range of `ttt_round_players_by_player`. */
		tttTotals: db
			.selectFrom('ttt_round_players')
			.select((eb) => {
				const winsWhere = (side: 'traitor' | 'innocent') =>
					eb.fn.coalesce(
						eb.fn.sum<number>(
							eb
								.case()
								.when(
									eb.and([
										eb('won', '=', 1),
										side === 'traitor'
											? eb('role', '=', TRAITOR_TEAM)
											: eb('role', '<>', TRAITOR_TEAM),
									]),
								)
								.then(sql.lit(1))
								.else(sql.lit(0))
								.end(),
						),
						sql.lit(0),
					);
				return [
					eb.fn.countAll<number>().as('rounds'),
					winsWhere('traitor').as('traitorWins'),
					winsWhere('innocent').as('innocentWins'),
				];
			})
			.where('steamid', '=', steamId),
		/** The latest rounds, newest first, with each round's map. */
		recentRounds: db
			.selectFrom('ttt_round_players as players')
			.innerJoin('ttt_rounds as rounds', 'rounds.id', 'players.round_id')
			.select([
				'players.round_id as id',
				'rounds.map',
				'players.start_time as startTime',
				'players.role',
				'players.won',
			])
			.where('players.steamid', '=', steamId)
			.orderBy('players.start_time', 'desc')
			.limit(PLAYER_RECENT_ROUNDS),
		/**
		 * No-scopes of 500 units or more, as the leaderboard counts them: the player's one row of the
		 * top list's totals over both weapons and headshot flags (no row before their first).
		 */
		noscopeTotals: db
			.selectFrom('jailbreak_noscope_board')
			.select([
				'noscope_count as count',
				'headshot_count as headshots',
				'max_distance as best',
				'distance_sum as distanceSum',
			])
			.where('weapon', '=', 'all')
			.where('headshot', '=', 'all')
			.where('attacker_steamid', '=', steamId),
		/** Lootbags picked up and their resources, from the picker index. */
		lootbagTotals: db
			.selectFrom('jailbreak_lootbag_pickups')
			.select((eb) => [
				eb.fn.countAll<number>().as('picked'),
				eb.fn.coalesce(eb.fn.sum<number>('resources'), sql.lit(0)).as('resources'),
			])
			.where('picker_steamid', '=', steamId),
		/** Easter eggs found, from the egg hunt's player index. */
		eggCount: db
			.selectFrom('ttt_egg_pickups')
			.select((eb) => eb.fn.countAll<number>().as('n'))
			.where('steamid', '=', steamId),
		/** Poops made, from the pooper index. */
		poopsMade: db
			.selectFrom('jailbreak_poops')
			.select((eb) => eb.fn.countAll<number>().as('n'))
			.where('pooper_steamid', '=', steamId),
		/** Poops received, from the victim index. */
		poopsReceived: db
			.selectFrom('jailbreak_poops')
			.select((eb) => eb.fn.countAll<number>().as('n'))
			.where('victim_steamid', '=', steamId),
	};
}

/** Rounded to one decimal, as the leaderboards show distances. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** A player's TTT figures and latest rounds. */
export async function readTttFigures(
	db: SiteDb,
	steamId: string,
): Promise<PlayerProfileWire['ttt']> {
	const queries = playerFigureQueries(db, steamId);
	const [totals, rounds] = await Promise.all([
		queries.tttTotals.executeTakeFirstOrThrow(),
		queries.recentRounds.execute(),
	]);
	const recentRounds = rounds.map((row): PlayerRound => ({
		...row,
		won: row.won === null ? null : row.won === 1,
	}));
	return {
		roundsPlayed: totals.rounds,
		traitorWins: totals.traitorWins,
		innocentWins: totals.innocentWins,
		recentRounds,
	};
}

/** A player's Jailbreak figures (Poop aside, which only members see). */
export async function readJailbreakFigures(
	db: SiteDb,
	steamId: string,
): Promise<PlayerProfileWire['jailbreak']> {
	const queries = playerFigureQueries(db, steamId);
	const [noscopes, lootbags] = await Promise.all([
		queries.noscopeTotals.executeTakeFirst(),
		queries.lootbagTotals.executeTakeFirstOrThrow(),
	]);
	return {
		noscopes: noscopes?.count ?? 0,
		bestDistance: noscopes ? oneDecimal(noscopes.best) : null,
		averageDistance: noscopes ? averageDistance(noscopes.distanceSum, noscopes.count) : null,
		headshotRate: noscopes ? noscopes.headshots / noscopes.count : null,
		lootbagsPicked: lootbags.picked,
		resources: lootbags.resources,
	};
}

/** Easter eggs a player found. */
export async function readEggCount(db: SiteDb, steamId: string): Promise<number> {
	return (await playerFigureQueries(db, steamId).eggCount.executeTakeFirstOrThrow()).n;
}

/** A player's Poop figures. */
export async function readPoopFigures(db: SiteDb, steamId: string) {
	const queries = playerFigureQueries(db, steamId);
	const [made, received] = await Promise.all([
		queries.poopsMade.executeTakeFirstOrThrow(),
		queries.poopsReceived.executeTakeFirstOrThrow(),
	]);
	return { made: made.n, received: received.n };
}
