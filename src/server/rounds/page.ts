import type { RoundAnswerWire, RoundPageQuery, RoundPageWire } from '../../contract/rounds';
import type { SiteDb } from '../db/kysely';
import { ROUND_COLUMNS, toAnswer, visibleUntil, type RoundRow } from './list';

/** Which rounds a search matches: every one, or those on some maps; plus a round named by id. */
interface Match {
	/** null: every map; else the maps whose name contains the search. */
	maps: string[] | null;
	/** The round whose id the search is, when it exists and is visible; listed first. */
	hit: RoundRow | undefined;
}

const NO_ROUND = 0;

/** Where a page's rows are: between two start times, after skipping some of them. */
interface Window {
	from: string;
	to: string;
	skip: number;
}

/**
 * Ids of one page of the visible rounds, of every map or of some (through the map index), newest
 * first, between two start times (the days a deep page lies in; '' and '~' are below and above
 * every date). Exported for the query-plan test.
 */
export function pageIdsQuery(
	db: SiteDb,
	maps: string[] | null,
	window: Window,
	until: string,
	exclude: number,
	limit: number,
) {
	let query = db.selectFrom('ttt_rounds').select('id');
	if (maps !== null) query = query.where('map', 'in', maps);
	return query
		.where('start_time', '>=', window.from)
		.where('start_time', '<', window.to)
		.where('start_time', '<=', until)
		.where('id', '!=', exclude)
		.orderBy('start_time', 'desc')
		.orderBy('id', 'desc')
		.limit(limit)
		.offset(window.skip);
}

/** Rounds per day, newest first, of every map or of some maps (for the query-plan test). */
export function dayCountsQuery(db: SiteDb, maps: string[] | null) {
	if (maps === null) {
		return db.selectFrom('ttt_round_days').select(['day', 'rounds']).orderBy('day', 'desc');
	}
	return db
		.selectFrom('ttt_map_days')
		.select((eb) => ['day', eb.fn.sum<number>('rounds').as('rounds')])
		.where('map', 'in', maps)
		.groupBy('day')
		.orderBy('day', 'desc');
}

/** How many rounds of some maps are dated ahead of `until`: the counts per map include them. */
export function aheadCountQuery(db: SiteDb, maps: string[] | null, until: string) {
	let query = db.selectFrom('ttt_rounds').select((eb) => eb.fn.countAll<number>().as('n'));
	if (maps !== null) query = query.where('map', 'in', maps);
	return query.where('start_time', '>', until);
}

async function findMatch(db: SiteDb, search: string, until: string): Promise<Match> {
	const needle = search.toLowerCase();
	if (!needle) return { maps: null, hit: undefined };
	const all = await db.selectFrom('ttt_map_rounds').select('map').execute();
	const maps = all.map((row) => row.map).filter((map) => map.toLowerCase().includes(needle));
	const id = /^#?([1-9]\d{0,14})$/.exec(needle)?.[1];
	const hit = id
		? await db
				.selectFrom('ttt_rounds')
				.select(ROUND_COLUMNS)
				.where('id', '=', Number(id))
				.where('start_time', '<=', until)
				.executeTakeFirst()
		: undefined;
	// Every map matched: the plain start-time order serves it without the map filter.
	return { maps: maps.length === all.length ? null : maps, hit };
}

/** Rounds on the matched maps (per-map counts), and how many of them are dated ahead. */
async function countMatched(
	db: SiteDb,
	maps: string[] | null,
	until: string,
): Promise<{ stored: number; ahead: number }> {
	if (maps?.length === 0) return { stored: 0, ahead: 0 };
	let stored = db
		.selectFrom('ttt_map_rounds')
		.select((eb) => eb.fn.sum<number | null>('rounds').as('n'));
	if (maps !== null) stored = stored.where('map', 'in', maps);
	const [storedRow, aheadRow] = [
		await stored.executeTakeFirst(),
		await aheadCountQuery(db, maps, until).executeTakeFirst(),
	];
	return { stored: storedRow?.n ?? 0, ahead: aheadRow?.n ?? 0 };
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
async function findWindow(
	db: SiteDb,
	maps: string[] | null,
	skip: number,
	limit: number,
	hidden: (day: string) => number,
	until: string,
): Promise<Window> {
	const all = { from: NO_LOWER, to: NO_UPPER, skip };
	if (skip < DIRECT_SKIP) return all;
	const days = await dayCountsQuery(db, maps).execute();
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

async function readPageRows(
	db: SiteDb,
	maps: string[] | null,
	until: string,
	window: Window,
	limit: number,
	exclude: number,
): Promise<RoundRow[]> {
	if (limit <= 0 || maps?.length === 0) return [];
	return db
		.selectFrom('ttt_rounds')
		.select(ROUND_COLUMNS)
		.where('id', 'in', pageIdsQuery(db, maps, window, until, exclude, limit))
		.orderBy('start_time', 'desc')
		.orderBy('id', 'desc')
		.execute();
}

/**
 * One page of the rounds a search matches (`GET /ttt/rounds?page=&pageSize=&search=`): newest
 * first, the round whose id is the search ahead of the rest; a page past the end answers the
 * last one. Counts come from the per-map table and pages from the start-time or map index, so
 * neither grows with the whole history.
 */
export async function readRoundPage(
	db: SiteDb,
	query: RoundPageQuery,
	now = Date.now(),
): Promise<RoundPageWire> {
	const until = visibleUntil(now);
	const { maps, hit } = await findMatch(db, query.search, until);
	const hitInMaps = hit !== undefined && (maps === null || maps.includes(hit.map));
	const { stored, ahead } = await countMatched(db, maps, until);
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
	const window = await findWindow(db, maps, skip, limit, hidden, until);
	const rows = await readPageRows(db, maps, until, window, limit, hit?.id ?? NO_ROUND);
	const rounds: RoundAnswerWire[] = [...lead, ...rows].map(toAnswer);
	return { rounds, total, page, pageSize };
}
