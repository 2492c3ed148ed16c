import type { Database } from 'better-sqlite3';
import { ROUND_LIST_CAP, type RoundAnswerWire } from '../../contract/rounds';
import { statement } from '../db/statements';

/** A row of `ttt_rounds` in the columns the answers use. */
export interface RoundRow {
	id: number;
	map: string;
	start_time: string;
	end_time: string | null;
	duration: number | null;
	winning_team: string | null;
}

/** The columns of a RoundRow, for the queries that read rounds. */
export const ROUND_COLUMNS = 'id, map, start_time, end_time, duration, winning_team';

/**
 * Lists are newest first, through the start-time index. Rounds dated more than this far ahead
 * (a game server whose clock runs fast) wait until their time instead of topping the list.
 */
export const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

/** The newest start time a list shows at `now`. */
export function visibleUntil(now: number): string {
	return new Date(now + FUTURE_TOLERANCE_MS).toISOString();
}

/** The query behind `GET /ttt/rounds` without parameters (exported for the query-plan test). */
export const LIST_ROUNDS_SQL = `SELECT ${ROUND_COLUMNS} FROM ttt_rounds
	WHERE start_time <= ? ORDER BY start_time DESC, id DESC LIMIT ?`;

/** The query behind `GET /ttt/rounds/{id}/actions` (exported for the query-plan test). */
export const LIST_ACTIONS_SQL = 'SELECT actions FROM ttt_round_timelines WHERE round_id = ?';

/**
 * A round as the API sends it. Unset end, duration and winner are left out (the contract fills
 * them in); `isActive` is always sent, as spec 3 lists it among a round's fields.
 */
export function toAnswer(row: RoundRow): RoundAnswerWire {
	const round: RoundAnswerWire = {
		id: row.id,
		map: row.map,
		startTime: row.start_time,
		isActive: row.end_time === null,
	};
	if (row.end_time !== null) round.endTime = row.end_time;
	if (row.duration !== null) round.duration = row.duration;
	if (row.winning_team !== null) round.winningTeam = row.winning_team;
	return round;
}

/** The newest rounds, newest first, at most ROUND_LIST_CAP (spec 7, `GET /ttt/rounds`). */
export function listRounds(db: Database, now = Date.now()): RoundAnswerWire[] {
	return statement<[string, number], RoundRow>(db, LIST_ROUNDS_SQL)
		.all(visibleUntil(now), ROUND_LIST_CAP)
		.map(toAnswer);
}

/** One round, or undefined for an unknown id. */
export function getRound(db: Database, id: number): RoundAnswerWire | undefined {
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
