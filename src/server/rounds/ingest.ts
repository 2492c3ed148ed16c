import type { Database } from 'better-sqlite3';
import type {
	ActionParty,
	ActionUpload,
	RoundActionWire,
	RoundUpload,
	RoundUploadResultWire,
} from '../../contract/rounds';
import { statement } from '../db/statements';
import type { IngestSource } from '../ingest/keys';

type PartyUpload = NonNullable<ActionUpload['actor']>;

/** A party as stored and sent: only the fields it has, or undefined when it has none. */
function leanParty(party: PartyUpload | null | undefined): Partial<ActionParty> | undefined {
	if (!party) return undefined;
	const kept = Object.fromEntries(
		Object.entries(party).filter(([, value]) => value !== undefined && value !== null),
	);
	return Object.keys(kept).length > 0 ? kept : undefined;
}

/** 'm:ss' of a time in the round, the game's own way of writing it. */
export function formatRoundClock(seconds: number): string {
	const whole = Math.max(0, Math.floor(seconds));
	return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** An uploaded action in the API's lean form (fields at their contract default left out). */
function leanAction(action: ActionUpload): RoundActionWire {
	const lean: RoundActionWire = {
		actionType: action.actionType,
		message: action.message,
		timeInRound: action.timeInRound,
		formattedTime: action.formattedTime ?? formatRoundClock(action.timeInRound),
		isGoodAction: action.isGoodAction,
	};
	if (action.severity) lean.severity = action.severity;
	if (action.additionalInfo) lean.additionalInfo = action.additionalInfo;
	const actor = leanParty(action.actor);
	const target = leanParty(action.target);
	if (actor) lean.actor = actor;
	if (target) lean.target = target;
	return lean;
}

function storeTimeline(db: Database, roundId: number, actions: readonly ActionUpload[]) {
	statement(db, 'INSERT OR REPLACE INTO ttt_round_timelines (round_id, actions) VALUES (?, ?)').run(
		roundId,
		JSON.stringify(actions.map(leanAction)),
	);
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
): RoundUploadResultWire {
	// Never dated after its receipt (a clock running a little ahead), as every event.
	const notAfterNow = (time: string) => new Date(Math.min(Date.parse(time), Date.now()));
	const startTime = notAfterNow(upload.startTime).toISOString();
	const endTime = upload.endTime ? notAfterNow(upload.endTime).toISOString() : null;
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
	return db.transaction((): RoundUploadResultWire => {
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
			storeTimeline(db, existing.id, upload.actions);
			return { id: existing.id, outcome: 'updated' };
		}
		const { lastInsertRowid } = statement(
			db,
			`INSERT INTO ttt_rounds (
				source_key_id, external_id, map, start_time, end_time, duration, winning_team
			) VALUES (@sourceKeyId, @externalId, @map, @startTime, @endTime, @duration, @winningTeam)`,
		).run(row);
		const id = Number(lastInsertRowid);
		storeTimeline(db, id, upload.actions);
		return { id, outcome: 'created' };
	})();
}
