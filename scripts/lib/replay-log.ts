/** Reading a replay log and cutting it into the requests the ingest API takes. */
import { REPLAY_PATHS, ReplayLineSchema, type ReplayPath } from '../../src/contract/ingest-replay';

/** An event of the log with the line it came from (1-based), for messages. */
interface LoggedEvent {
	line: number;
	event: Record<string, unknown>;
}

/** One request of a replay: a path, its body and the lines of the events it carries. */
export interface ReplayRequest {
	path: ReplayPath;
	body: unknown;
	lines: number[];
}

/** Parses an NDJSON log; blank lines are skipped, each bad line is one 'line N: ...' problem. */
export function parseReplayLog(text: string): {
	events: Map<ReplayPath, LoggedEvent[]>;
	problems: string[];
} {
	const events = new Map<ReplayPath, LoggedEvent[]>();
	const problems: string[] = [];
	text.split('\n').forEach((raw, index) => {
		const line = index + 1;
		if (raw.trim() === '') return;
		let json: unknown;
		try {
			json = JSON.parse(raw);
		} catch {
			problems.push(`line ${line}: not JSON`);
			return;
		}
		const parsed = ReplayLineSchema.safeParse(json);
		if (!parsed.success) {
			problems.push(`line ${line}: ${parsed.error.issues[0]?.message ?? 'not a replay line'}`);
			return;
		}
		const list = events.get(parsed.data.path) ?? [];
		list.push({ line, event: parsed.data.event });
		events.set(parsed.data.path, list);
	});
	return { events, problems };
}

/**
 * The requests that replay the events: each path's events in log order, in batches as large as
 * the path takes (one round per request), paths in the order they first appear.
 */
export function planReplay(events: Map<ReplayPath, LoggedEvent[]>): ReplayRequest[] {
	const requests: ReplayRequest[] = [];
	for (const [path, logged] of events) {
		const { field, maxBatch } = REPLAY_PATHS[path];
		for (let start = 0; start < logged.length; start += maxBatch) {
			const chunk = logged.slice(start, start + maxBatch);
			const items = chunk.map((item) => item.event);
			requests.push({
				path,
				body: field === null ? items[0] : { [field]: items },
				lines: chunk.map((item) => item.line),
			});
		}
	}
	return requests;
}

/**
 * The line a batch error points at: the API names the failing item ('events.3.occurredAt: ...'),
 * so index 3 of the batch becomes the log line it came from.
 */
export function lineOfError(message: string, lines: readonly number[]): number | undefined {
	const index = /^(?:events|pickups)\.(\d+)\./.exec(message)?.[1];
	return index === undefined ? undefined : lines[Number(index)];
}
