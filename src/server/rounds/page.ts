import type { Database } from 'better-sqlite3';
import type { RoundAnswerWire, RoundPageQuery, RoundPageWire } from '../../contract/rounds';
import { statement } from '../db/statements';
import { ROUND_COLUMNS, toAnswer, visibleUntil, type RoundRow } from './list';

/** Which rounds a search matches: every one, or those on some maps; plus a round named by id. */
interface Match {
	/** null: every map; else the maps whose name contains the search. */
	maps: string[] | null;
	/** The round whose id the search is, when it exists and is visible; listed first. */
	hit: RoundRow | undefined;
}

const NO_ROUND = 0;

/**
 * Ids of one page of every visible round, newest first, between two start times (the days a
 * deep page lies in; '' and '~' are below and above every date). Exported for the plan test.
 */
export const PAGE_IDS_SQL = `SELECT id FROM ttt_rounds
	WHERE start_time >= ? AND start_time < ? AND start_time <= ? AND id != ?
	ORDER BY start_time DESC, id DESC LIMIT ? OFFSET ?`;

/** The same for the rounds of `count` maps, through the map index (for the query-plan test). */
export function mapPageIdsSql(count: number): string {
	return `SELECT id FROM ttt_rounds
	WHERE map IN (${placeholders(count)}) AND start_time >= ? AND start_time < ? AND start_time <= ?
		AND id != ?
	ORDER BY start_time DESC, id DESC LIMIT ? OFFSET ?`;
}

/** Rounds per day, newest first, of every map or of `count` maps (for the query-plan test). */
export function daysSql(count: number | null): string {
	return count === null
		? 'SELECT day, rounds FROM ttt_round_days ORDER BY day DESC'
		: `SELECT day, SUM(rounds) AS rounds FROM ttt_map_days WHERE map IN (${placeholders(count)})
		GROUP BY day ORDER BY day DESC`;
}

/** Rounds dated ahead of `until` on some maps: the counts per map include them. */
export function futureCountSql(count: number | null): string {
	const maps = count === null ? '' : `map IN (${placeholders(count)}) AND `;
	return `SELECT COUNT(*) AS n FROM ttt_rounds WHERE ${maps}start_time > ?`;
}

function placeholders(count: number): string {
	return Array.from({ length: count }, () => '?').join(', ');
}

function findMatch(db: Database, search: string, until: string): Match {
	const needle = search.toLowerCase();
	if (!needle) return { maps: null, hit: undefined };
	const all = statement<[], { map: string }>(db, 'SELECT map FROM ttt_map_rounds').all();
	const maps = all.map((row) => row.map).filter((map) => map.toLowerCase().includes(needle));
	const id = /^#?([1-9]\d{0,14})$/.exec(needle)?.[1];
	const hit = id
		? statement<[number, string], RoundRow>(
				db,
				`SELECT ${ROUND_COLUMNS} FROM ttt_rounds WHERE id = ? AND start_time <= ?`,
			).get(Number(id), until)
		: undefined;
	// Every map matched: the plain start-time order serves it without the map filter.
	return { maps: maps.length === all.length ? null : maps, hit };
}

/** Rounds on the matched maps (per-map counts), and how many of them are dated ahead. */
function countMatched(
	db: Database,
	maps: string[] | null,
	until: string,
): { stored: number; ahead: number } {
	if (maps?.length === 0) return { stored: 0, ahead: 0 };
	const stored =
		maps === null
			? statement<[], { n: number | null }>(db, 'SELECT SUM(rounds) AS n FROM ttt_map_rounds').get()
			: statement<string[], { n: number | null }>(
					db,
					`SELECT SUM(rounds) AS n FROM ttt_map_rounds WHERE map IN (${placeholders(maps.length)})`,
				).get(...maps);
	const ahead = statement<unknown[], { n: number }>(db, futureCountSql(maps?.length ?? null)).get(
		...(maps ?? []),
		until,
	);
	return { stored: stored?.n ?? 0, ahead: ahead?.n ?? 0 };
}

/** Where a page's rows are: between two start times, after skipping some of them. */
interface Window {
	from: string;
	to: string;
	skip: number;
}

/** Skips this small are read straight from the index; deeper ones walk the day counts first. */
const DIRECT_SKIP = 2_000;
const NO_LOWER = '';
const NO_UPPER = '~';

/**
 * Narrows a deep page to the days it lies in: walking the day counts newest first, `to` is the
 * oldest day whose rounds and those after it are all before the page, `from` the first day that
 * holds the page's last row. `hidden` counts rounds the list leaves out (dated ahead, and the
 * searched-for round listed first) that sit above `to`.
 */
function findWindow(
	db: Database,
	maps: string[] | null,
	skip: number,
	limit: number,
	hidden: (day: string) => number,
	until: string,
): Window {
	const all = { from: NO_LOWER, to: NO_UPPER, skip };
	if (skip < DIRECT_SKIP) return all;
	const days = statement<string[], { day: string; rounds: number }>(
		db,
		daysSql(maps?.length ?? null),
	).all(...(maps ?? []));
	const today = until.slice(0, 10);
	let above = 0;
	let window = all;
	for (const { day, rounds } of days) {
		above += rounds;
		if (day > today) continue;
		const listed = above - hidden(day);
		if (listed <= skip) window = { from: NO_LOWER, to: day, skip: skip - listed };
		else if (listed >= skip + limit) return { ...window, from: day };
	}
	return window;
}

function readPageRows(
	db: Database,
	maps: string[] | null,
	until: string,
	window: Window,
	limit: number,
	exclude: number,
): RoundRow[] {
	if (limit <= 0 || maps?.length === 0) return [];
	const ids = maps === null ? PAGE_IDS_SQL : mapPageIdsSql(maps.length);
	return statement<unknown[], RoundRow>(
		db,
		`SELECT ${ROUND_COLUMNS} FROM ttt_rounds WHERE id IN (${ids})
		ORDER BY start_time DESC, id DESC`,
	).all(...(maps ?? []), window.from, window.to, until, exclude, limit, window.skip);
}

/**
 * One page of the rounds a search matches (`GET /ttt/rounds?page=&pageSize=&search=`): newest
 * first, the round whose id is the search ahead of the rest; a page past the end answers the
 * last one. Counts come from the per-map table and pages from the start-time or map index, so
 * neither grows with the whole history.
 */
export function readRoundPage(
	db: Database,
	query: RoundPageQuery,
	now = Date.now(),
): RoundPageWire {
	const until = visibleUntil(now);
	const { maps, hit } = findMatch(db, query.search, until);
	const hitInMaps = hit !== undefined && (maps === null || maps.includes(hit.map));
	const { stored, ahead } = countMatched(db, maps, until);
	const others = stored - ahead - (hitInMaps ? 1 : 0);
	const total = others + (hit ? 1 : 0);
	const { pageSize } = query;
	const page = Math.min(query.page, Math.max(1, Math.ceil(total / pageSize)));
	const start = (page - 1) * pageSize;
	const lead = hit && start === 0 ? [hit] : [];
	const skip = hit ? Math.max(0, start - 1) : start;
	const limit = pageSize - lead.length;
	// Rounds counted per day but left out of the list: those dated ahead (all on or after the
	// day of `until`), and the searched-for round when it is on or after `day`.
	const hidden = (day: string) => ahead + (hitInMaps && hit.start_time >= day ? 1 : 0);
	const window = findWindow(db, maps, skip, limit, hidden, until);
	const rows = readPageRows(db, maps, until, window, limit, hit?.id ?? NO_ROUND);
	const rounds: RoundAnswerWire[] = [...lead, ...rows].map(toAnswer);
	return { rounds, total, page, pageSize };
}
