import { POOP_LIST_SIZE, type PoopStats } from '../../contract/poop';
import type { SiteDb } from '../db/kysely';

/** A side of the poops: who made them, or who they landed on. */
type PoopSide = 'pooper_steamid' | 'victim_steamid';

/**
 * The players of one side of the poops with the most, and how many players of the other side
 * they share them with: grouped in SQL along the side's own index (pooper, victim), then named.
 */
function topPartyQuery(db: SiteDb, side: PoopSide, other: PoopSide, limit: number) {
	return db
		.with('grouped', (qc) =>
			qc
				.selectFrom('jailbreak_poops')
				.select((eb) => [
					eb.ref(side).$notNull().as('steamid'),
					eb.fn.countAll<number>().as('poops'),
					eb.fn.count<number>(other).distinct().as('partners'),
				])
				.where(side, 'is not', null)
				.groupBy(side)
				.orderBy('poops', 'desc')
				.orderBy('partners', 'desc')
				.orderBy('steamid')
				.limit(limit),
		)
		.selectFrom('grouped')
		.leftJoin('players', 'players.steamid', 'grouped.steamid')
		.select((eb) => [
			'grouped.steamid',
			eb.fn.coalesce('players.name', 'grouped.steamid').as('player_name'),
			'grouped.poops',
			'grouped.partners',
		])
		.orderBy('grouped.poops', 'desc')
		.orderBy('grouped.partners', 'desc')
		.orderBy('grouped.steamid');
}

/** The poop statistics' queries (exported for the query-plan tests). */
export function poopQueries(db: SiteDb) {
	const poops = db.selectFrom('jailbreak_poops');
	return {
		total: poops.select((eb) => eb.fn.countAll<number>().as('total')),
		topPoopers: topPartyQuery(db, 'pooper_steamid', 'victim_steamid', POOP_LIST_SIZE),
		topVictims: topPartyQuery(db, 'victim_steamid', 'pooper_steamid', POOP_LIST_SIZE),
		mapStats: poops
			.select((eb) => ['map_name', eb.fn.countAll<number>().as('poop_count')])
			.groupBy('map_name')
			.orderBy('poop_count', 'desc')
			.orderBy('map_name'),
		recent: poops
			.select(['pooper_name', 'victim_name', 'map_name', 'occurred_at'])
			.orderBy('occurred_at', 'desc')
			.orderBy('id', 'desc')
			.limit(POOP_LIST_SIZE),
	};
}

/** Totals, top poopers, most pooped on, per map and the latest poops. */
export async function getPoopStats(db: SiteDb): Promise<PoopStats> {
	const queries = poopQueries(db);
	const { total } = await queries.total.executeTakeFirstOrThrow();
	const recent = await queries.recent.execute();
	const poopers = await queries.topPoopers.execute();
	const victims = await queries.topVictims.execute();
	return {
		totalPoops: total,
		topPoopers: poopers.map(({ steamid, player_name, poops, partners }) => ({
			steamid,
			player_name,
			poop_count: poops,
			unique_victims: partners,
		})),
		topVictims: victims.map(({ steamid, player_name, poops, partners }) => ({
			steamid,
			player_name,
			victim_count: poops,
			unique_poopers: partners,
		})),
		mapStats: await queries.mapStats.execute(),
		recentPoops: recent.map(({ occurred_at, ...row }) => ({
			...row,
			timestamp: new Date(occurred_at).toISOString(),
		})),
	};
}
