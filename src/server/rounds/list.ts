import { ROUND_LIST_CAP, type RoundAnswerWire } from '../../contract/rounds';
import type { SiteDb } from '../db/kysely';

/** The columns of `ttt_rounds` that the answers use. */
export const ROUND_COLUMNS = [
	'id',
	'map',
	'start_time',
	'end_time',
	'duration',
	'winning_team',
] as const;

/** A row of `ttt_rounds` in the columns the answers use. */
export interface RoundRow {
	id: number;
	map: string;
	start_time: string;
	end_time: string | null;
	duration: number | null;
	winning_team: string | null;
}

/**
 * Lists are newest first, through the start-time index. Rounds dated more than this far ahead
 * (a game server whose clock runs fast) wait until their time instead of topping the list.
 */
const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

/** The newest start time a list shows at `now`. */
export function visibleUntil(now: number): string {
	return new Date(now + FUTURE_TOLERANCE_MS).toISOString();
}

/** The query behind `GET /ttt/rounds` without parameters (exported for the query-plan test). */
export function newestRoundsQuery(db: SiteDb, until: string) {
	return db
		.selectFrom('ttt_rounds')
		.select(ROUND_COLUMNS)
		.where('start_time', '<=', until)
		.orderBy('start_time', 'desc')
		.orderBy('id', 'desc')
		.limit(ROUND_LIST_CAP);
}

/** The query behind `GET /ttt/rounds/{id}/actions` (exported for the query-plan test). */
export function roundActionsQuery(db: SiteDb, roundId: number) {
	return db.selectFrom('ttt_round_timelines').select('actions').where('round_id', '=', roundId);
}

/**
 * A round as the API sends it. Unset end, duration and winner are left out (the contract fills
 * them in); `isActive` is always sent, as one of a round's fields.
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

/** The newest rounds, newest first, at most ROUND_LIST_CAP (`GET /ttt/rounds`). */
export async function listRounds(db: SiteDb, now = Date.now()): Promise<RoundAnswerWire[]> {
	const rows = await newestRoundsQuery(db, visibleUntil(now)).execute();
	return rows.map(toAnswer);
}

/** One round, or undefined for an unknown id. */
export async function getRound(db: SiteDb, id: number): Promise<RoundAnswerWire | undefined> {
	const row = await db
		.selectFrom('ttt_rounds')
		.select(ROUND_COLUMNS)
		.where('id', '=', id)
		.executeTakeFirst();
	return row && toAnswer(row);
}

/**
 * A round's timeline in order as the JSON text of `RoundActionWire[]` (stored in that form at
 * upload), or undefined for an unknown round.
 */
export async function readRoundActions(db: SiteDb, roundId: number): Promise<string | undefined> {
	const exists = await db
		.selectFrom('ttt_rounds')
		.select('id')
		.where('id', '=', roundId)
		.executeTakeFirst();
	if (!exists) return undefined;
	const timeline = await roundActionsQuery(db, roundId).executeTakeFirst();
	return timeline?.actions ?? '[]';
}
