import type {
	ActionParty,
	ActionUpload,
	RoundActionWire,
	RoundUpload,
	RoundUploadResultWire,
} from '../../contract/rounds';
import type { SiteDb } from '../db/kysely';
import { inOneTransaction } from '../ingest/idempotency';
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
function formatRoundClock(seconds: number): string {
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

/** Stores a round's timeline, replacing the one stored (which rewrites its players). */
async function storeTimeline(trx: SiteDb, roundId: number, actions: readonly ActionUpload[]) {
	const json = JSON.stringify(actions.map(leanAction));
	await trx
		.insertInto('ttt_round_timelines')
		.values({ round_id: roundId, actions: json })
		.onConflict((conflict) => conflict.column('round_id').doUpdateSet({ actions: json }))
		.execute();
}

/**
 * Stores a round a game server uploaded, with its timeline, idempotently on the server's own
 * round id: the first upload creates it, a later one replaces it (a running round becomes
 * finished), and a running upload that arrives after the finished one changes nothing. The
 * unique (server, round id) key decides, so the same round uploaded twice at once is created
 * once and updated by the other upload; each step is a conditional write, never a read first.
 */
export async function ingestRound(
	db: SiteDb,
	source: IngestSource,
	upload: RoundUpload,
): Promise<RoundUploadResultWire> {
	// Never dated after its receipt (a clock running a little ahead), as every event.
	const notAfterNow = (time: string) => new Date(Math.min(Date.parse(time), Date.now()));
	const startTime = notAfterNow(upload.startTime).toISOString();
	const endTime = upload.endTime ? notAfterNow(upload.endTime).toISOString() : null;
	const duration = endTime
		? Math.max(0, Math.round((Date.parse(endTime) - Date.parse(startTime)) / 1000))
		: null;
	const externalId = String(upload.roundId);
	const round = {
		map: upload.map,
		start_time: startTime,
		end_time: endTime,
		duration,
		winning_team: endTime ? (upload.winningTeam ?? null) : null,
	};
	// A running upload never replaces the finished round.
	const update = (trx: SiteDb) => {
		const query = trx
			.updateTable('ttt_rounds')
			.set(round)
			.where('source_key_id', '=', source.id)
			.where('external_id', '=', externalId);
		return (endTime ? query : query.where('end_time', 'is', null))
			.returning('id')
			.executeTakeFirst();
	};
	return inOneTransaction(db, async (trx): Promise<RoundUploadResultWire> => {
		// Updated first: on PostgreSQL an insert that meets the stored round still takes an id.
		let updated = await update(trx);
		if (!updated) {
			const created = await trx
				.insertInto('ttt_rounds')
				.values({ source_key_id: source.id, external_id: externalId, ...round })
				.onConflict((conflict) => conflict.columns(['source_key_id', 'external_id']).doNothing())
				.returning('id')
				.executeTakeFirst();
			if (created) {
				await storeTimeline(trx, created.id, upload.actions);
				return { id: created.id, outcome: 'created' };
			}
			// Stored meanwhile by an upload side by side (which the insert waited for), or finished.
			updated = await update(trx);
		}
		if (updated) {
			await storeTimeline(trx, updated.id, upload.actions);
			return { id: updated.id, outcome: 'updated' };
		}
		const kept = await trx
			.selectFrom('ttt_rounds')
			.select('id')
			.where('source_key_id', '=', source.id)
			.where('external_id', '=', externalId)
			.executeTakeFirstOrThrow();
		return { id: kept.id, outcome: 'unchanged' };
	});
}
