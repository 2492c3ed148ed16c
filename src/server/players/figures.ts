import type { Database } from 'better-sqlite3';
import {
	PLAYER_RECENT_ROUNDS,
	type PlayerProfileWire,
	type PlayerRound,
} from '../../contract/players';
import { TRAITOR_TEAM } from '../../contract/rounds';
import { statement } from '../db/statements';

/** A player's rounds and wins: one range of `ttt_round_players_by_player`. */
export const TTT_TOTALS_SQL = `SELECT COUNT(*) AS rounds,
		COALESCE(SUM(won = 1 AND role = '${TRAITOR_TEAM}'), 0) AS traitorWins,
		COALESCE(SUM(won = 1 AND role <> '${TRAITOR_TEAM}'), 0) AS innocentWins
	FROM ttt_round_players WHERE steamid = ?`;

/** A player's latest rounds, newest first, with each round's map. */
export const RECENT_ROUNDS_SQL = `SELECT players.round_id AS id, rounds.map, players.start_time AS startTime,
		players.role, players.won
	FROM ttt_round_players AS players JOIN ttt_rounds AS rounds ON rounds.id = players.round_id
	WHERE players.steamid = ? ORDER BY players.start_time DESC LIMIT ${PLAYER_RECENT_ROUNDS}`;

/** No-scopes of 500 units or more, as the leaderboard counts them: four rows of the totals. */
export const NOSCOPE_TOTALS_SQL = `SELECT COALESCE(SUM(noscope_count), 0) AS count,
		MAX(max_distance) AS best, SUM(distance_sum) AS distanceSum,
		COALESCE(SUM(headshot * noscope_count), 0) AS headshots
	FROM jailbreak_noscope_totals
	WHERE weapon IN ('awp', 'ssg08') AND headshot IN (0, 1) AND attacker_steamid = ?`;

/** Lootbags a player picked up and their resources, from the picker index. */
export const LOOTBAG_TOTALS_SQL = `SELECT COUNT(*) AS picked, COALESCE(SUM(resources), 0) AS resources
	FROM jailbreak_lootbag_pickups WHERE picker_steamid = ?`;

/** Easter eggs a player found, from the egg hunt's player index. */
export const EGG_COUNT_SQL = 'SELECT COUNT(*) AS eggs FROM ttt_egg_pickups WHERE steamid = ?';

/** Poops a player made and received, from the pooper and victim indexes. */
export const POOPS_MADE_SQL = 'SELECT COUNT(*) AS n FROM jailbreak_poops WHERE pooper_steamid = ?';
export const POOPS_RECEIVED_SQL =
	'SELECT COUNT(*) AS n FROM jailbreak_poops WHERE victim_steamid = ?';

interface RoundRow {
	id: number;
	map: string;
	startTime: string;
	role: string | null;
	won: number | null;
}

/** Rounded to one decimal, as the leaderboards show distances. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** A player's TTT figures and latest rounds. */
export function readTttFigures(db: Database, steamId: string): PlayerProfileWire['ttt'] {
	const totals = statement<[string], { rounds: number; traitorWins: number; innocentWins: number }>(
		db,
		TTT_TOTALS_SQL,
	).get(steamId)!;
	const recentRounds = statement<[string], RoundRow>(db, RECENT_ROUNDS_SQL)
		.all(steamId)
		.map((row): PlayerRound => ({ ...row, won: row.won === null ? null : row.won === 1 }));
	return {
		roundsPlayed: totals.rounds,
		traitorWins: totals.traitorWins,
		innocentWins: totals.innocentWins,
		recentRounds,
	};
}

/** A player's Jailbreak figures (Poop aside, which only members see). */
export function readJailbreakFigures(
	db: Database,
	steamId: string,
): PlayerProfileWire['jailbreak'] {
	const noscopes = statement<
		[string],
		{ count: number; best: number | null; distanceSum: number | null; headshots: number }
	>(db, NOSCOPE_TOTALS_SQL).get(steamId)!;
	const lootbags = statement<[string], { picked: number; resources: number }>(
		db,
		LOOTBAG_TOTALS_SQL,
	).get(steamId)!;
	const any = noscopes.count > 0;
	return {
		noscopes: noscopes.count,
		bestDistance: any && noscopes.best !== null ? oneDecimal(noscopes.best) : null,
		averageDistance: any ? oneDecimal((noscopes.distanceSum ?? 0) / noscopes.count) : null,
		headshotRate: any ? noscopes.headshots / noscopes.count : null,
		lootbagsPicked: lootbags.picked,
		resources: lootbags.resources,
	};
}

/** Easter eggs a player found. */
export function readEggCount(db: Database, steamId: string): number {
	return statement<[string], { eggs: number }>(db, EGG_COUNT_SQL).get(steamId)!.eggs;
}

/** A player's Poop figures. */
export function readPoopFigures(db: Database, steamId: string) {
	const count = (sql: string) => statement<[string], { n: number }>(db, sql).get(steamId)!.n;
	return { made: count(POOPS_MADE_SQL), received: count(POOPS_RECEIVED_SQL) };
}
