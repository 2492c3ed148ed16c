import type { Database } from 'better-sqlite3';
import type { RoundWire } from '../../contract/rounds';
import { statement } from '../db/statements';

interface RoundRow {
	id: number;
	map: string;
	start_time: string;
	end_time: string | null;
	duration: number | null;
	winning_team: string | null;
}

const ROUND_COLUMNS = 'id, map, start_time, end_time, duration, winning_team';

/**
 * The list, newest first, through the start-time index. Rounds dated more than this far ahead
 * (a game server whose clock runs fast) wait until their time instead of topping the list.
 */
export const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

/** The query behind `GET /ttt/rounds` (exported for the query-plan test). */
export const LIST_ROUNDS_SQL = `SELECT ${ROUND_COLUMNS} FROM ttt_rounds
	WHERE start_time <= ? ORDER BY start_time DESC, id DESC`;

/** The query behind `GET /ttt/rounds/{id}/actions` (exported for the query-plan test). */
export const LIST_ACTIONS_SQL = 'SELECT actions FROM ttt_round_timelines WHERE round_id = ?';

function toAnswer(row: RoundRow): RoundWire {
	const round: RoundWire = { id: row.id, map: row.map, startTime: row.start_time };
	if (row.end_time !== null) round.endTime = row.end_time;
	if (row.duration !== null) round.duration = row.duration;
	if (row.winning_team !== null) round.winningTeam = row.winning_team;
	if (row.end_time === null) round.isActive = true;
	return round;
}

/** Every round, newest first (spec 7, `GET /ttt/rounds`). */
export function listRounds(db: Database, now = Date.now()): RoundWire[] {
	const until = new Date(now + FUTURE_TOLERANCE_MS).toISOString();
	return statement<[string], RoundRow>(db, LIST_ROUNDS_SQL).all(until).map(toAnswer);
}

/** One round, or undefined for an unknown id. */
export function getRound(db: Database, id: number): RoundWire | undefined {
	const row = statement<[number], RoundRow>(
		db,
		`SELECT ${ROUND_COLUMNS} FROM ttt_rounds WHERE id = ?`,
	).get(id);
	return row && toAnswer(row);
}

/**
 * A round's timeline in order as the JSON text of `RoundActionWire[]` (stored in that form at
 * upload), or undefined for an unknown round.
 */
export function readRoundActions(db: Database, roundId: number): string | undefined {
	const exists = statement<[number], { id: number }>(
		db,
		'SELECT id FROM ttt_rounds WHERE id = ?',
	).get(roundId);
	if (!exists) return undefined;
	return (
		statement<[number], { actions: string }>(db, LIST_ACTIONS_SQL).get(roundId)?.actions ?? '[]'
	);
}
