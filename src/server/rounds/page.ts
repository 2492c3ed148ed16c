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

/** Ids of one page of every visible round, newest first (exported for the query-plan test). */
export const PAGE_IDS_SQL = `SELECT id FROM ttt_rounds
	WHERE start_time <= ? AND id != ? ORDER BY start_time DESC, id DESC LIMIT ? OFFSET ?`;

/** The same for the rounds of `count` maps, through the map index (for the query-plan test). */
export function mapPageIdsSql(count: number): string {
	return `SELECT id FROM ttt_rounds
	WHERE map IN (${placeholders(count)}) AND start_time <= ? AND id != ?
	ORDER BY start_time DESC, id DESC LIMIT ? OFFSET ?`;
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

/** Visible rounds on the matched maps, from the per-map counts less those dated ahead. */
function countMatched(db: Database, maps: string[] | null, until: string): number {
	if (maps?.length === 0) return 0;
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
	return (stored?.n ?? 0) - (ahead?.n ?? 0);
}

function readPageRows(
	db: Database,
	maps: string[] | null,
	until: string,
	skip: number,
	limit: number,
	exclude: number,
): RoundRow[] {
	if (limit <= 0 || maps?.length === 0) return [];
	const ids = maps === null ? PAGE_IDS_SQL : mapPageIdsSql(maps.length);
	return statement<unknown[], RoundRow>(
		db,
		`SELECT ${ROUND_COLUMNS} FROM ttt_rounds WHERE id IN (${ids})
		ORDER BY start_time DESC, id DESC`,
	).all(...(maps ?? []), until, exclude, limit, skip);
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
	const others = countMatched(db, maps, until) - (hitInMaps ? 1 : 0);
	const total = others + (hit ? 1 : 0);
	const { pageSize } = query;
	const page = Math.min(query.page, Math.max(1, Math.ceil(total / pageSize)));
	const start = (page - 1) * pageSize;
	const lead = hit && start === 0 ? [hit] : [];
	const skip = hit ? Math.max(0, start - 1) : start;
	const rows = readPageRows(db, maps, until, skip, pageSize - lead.length, hit?.id ?? NO_ROUND);
	const rounds: RoundAnswerWire[] = [...lead, ...rows].map(toAnswer);
	return { rounds, total, page, pageSize };
}
