import type { Database } from 'better-sqlite3';
import type { ActionUpload, RoundUpload, RoundUploadResult } from '../../lib/contract/rounds';
import { statement } from '../db/statements';
import type { IngestSource } from '../ingest/keys';

type PartyUpload = NonNullable<ActionUpload['actor']>;

/** A party as stored: only the fields it has, or null when it has none. */
function storeParty(party: PartyUpload | null | undefined): string | null {
	if (!party) return null;
	const kept = Object.fromEntries(
		Object.entries(party).filter(([, value]) => value !== undefined && value !== null),
	);
	return Object.keys(kept).length > 0 ? JSON.stringify(kept) : null;
}

/** 'm:ss' of a time in the round, the game's own way of writing it. */
export function formatRoundClock(seconds: number): string {
	const whole = Math.max(0, Math.floor(seconds));
	return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

function insertActions(db: Database, roundId: number, actions: readonly ActionUpload[]) {
	const insert = statement(
		db,
		`INSERT INTO ttt_round_actions (
			round_id, seq, action_type, message, time_in_round, formatted_time, is_good_action,
			severity, additional_info, actor, target
		) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
	);
	actions.forEach((action, seq) => {
		insert.run(
			roundId,
			seq,
			action.actionType,
			action.message,
			action.timeInRound,
			action.formattedTime ?? formatRoundClock(action.timeInRound),
			action.isGoodAction ? 1 : 0,
			action.severity ?? null,
			action.additionalInfo ?? null,
			storeParty(action.actor),
			storeParty(action.target),
		);
	});
}

/**
 * Stores a round a game server uploaded, with its timeline, idempotently on the server's own
 * round id: the first upload creates it, a later one replaces it (a running round becomes
 * finished), and a running upload that arrives after the finished one changes nothing.
 */
export function ingestRound(
	db: Database,
	source: IngestSource,
	upload: RoundUpload,
): RoundUploadResult {
	const startTime = new Date(upload.startTime).toISOString();
	const endTime = upload.endTime ? new Date(upload.endTime).toISOString() : null;
	const duration = endTime
		? Math.max(0, Math.round((Date.parse(endTime) - Date.parse(startTime)) / 1000))
		: null;
	const externalId = String(upload.roundId);
	const row = {
		sourceKeyId: source.id,
		externalId,
		map: upload.map,
		startTime,
		endTime,
		duration,
		winningTeam: endTime ? (upload.winningTeam ?? null) : null,
	};
	return db.transaction((): RoundUploadResult => {
		const existing = statement<[number, string], { id: number; end_time: string | null }>(
			db,
			'SELECT id, end_time FROM ttt_rounds WHERE source_key_id = ? AND external_id = ?',
		).get(source.id, externalId);
		if (existing?.end_time && !endTime) return { id: existing.id, outcome: 'unchanged' };
		if (existing) {
			statement(
				db,
				`UPDATE ttt_rounds SET map = @map, start_time = @startTime, end_time = @endTime,
				duration = @duration, winning_team = @winningTeam WHERE id = @id`,
			).run({ ...row, id: existing.id });
			statement(db, 'DELETE FROM ttt_round_actions WHERE round_id = ?').run(existing.id);
			insertActions(db, existing.id, upload.actions);
			return { id: existing.id, outcome: 'updated' };
		}
		const { lastInsertRowid } = statement(
			db,
			`INSERT INTO ttt_rounds (
				source_key_id, external_id, map, start_time, end_time, duration, winning_team
			) VALUES (@sourceKeyId, @externalId, @map, @startTime, @endTime, @duration, @winningTeam)`,
		).run(row);
		const id = Number(lastInsertRowid);
		insertActions(db, id, upload.actions);
		return { id, outcome: 'created' };
	})();
}
