import { gzipSync } from 'node:zlib';
import type { Database } from 'better-sqlite3';
import { statement } from '../db/statements';
import { FUTURE_TOLERANCE_MS, listRounds } from './list';

/** The round list as sent: JSON text, and its gzip made on first demand. */
export interface RoundListBody {
	json: string;
	gzip(): Buffer;
}

interface Cached extends RoundListBody {
	/** The database state the body was built from. */
	key: string;
	/** When the next future-dated round becomes visible (ms), or Infinity. */
	expiresAt: number;
}

const caches = new WeakMap<Database, Cached>();

// data_version changes when another connection commits, total_changes() when this one writes:
// together they say whether anything may have changed since the body was built.
function stateKey(db: Database): string {
	const { data_version: version } = statement<[], { data_version: number }>(
		db,
		'PRAGMA data_version',
	).get()!;
	const { changes } = statement<[], { changes: number }>(
		db,
		'SELECT total_changes() AS changes',
	).get()!;
	return `${version}/${changes}`;
}

/**
 * `GET /ttt/rounds` for 20,000 rounds is about 3 MB of JSON (370 KB gzipped): built and
 * compressed once per change of the database instead of on every request.
 */
export function getRoundListBody(db: Database, now = Date.now()): RoundListBody {
	const key = stateKey(db);
	const cached = caches.get(db);
	if (cached && cached.key === key && now < cached.expiresAt) return cached;
	const json = JSON.stringify(listRounds(db, now));
	const next = statement<[string], { start: string | null }>(
		db,
		'SELECT MIN(start_time) AS start FROM ttt_rounds WHERE start_time > ?',
	).get(new Date(now + FUTURE_TOLERANCE_MS).toISOString())!.start;
	let gzipped: Buffer | undefined;
	const body: Cached = {
		key,
		expiresAt: next ? Date.parse(next) - FUTURE_TOLERANCE_MS : Infinity,
		json,
		gzip: () => (gzipped ??= gzipSync(json)),
	};
	caches.set(db, body);
	return body;
}

/** Whether an Accept-Encoding header takes gzip (and does not refuse it with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
	return (header ?? '').split(',').some((part) => {
		const [coding, ...params] = part.trim().toLowerCase().split(';');
		if (coding !== 'gzip' && coding !== '*') return false;
		const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
		return !q || Number(q.slice(2)) > 0;
	});
}
