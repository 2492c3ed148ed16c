import {
	LOOTBAG_LIST_SIZE,
	type LootbagPickup,
	type LootbagRarity,
	type LootbagStats,
	type LootbagTopPicker,
	type LootbagTopResource,
} from '../../contract/lootbags';
import type { SiteDb } from '../db/kysely';

/**
 * The players with the most of a figure of their pickups (resources gained, bags picked up),
 * most first: grouped in SQL along the picker index, then named.
 */
function topPickersBy(db: SiteDb, figure: 'resources' | 'pickups', limit: number) {
	return db
		.with('grouped', (qc) =>
			qc
				.selectFrom('jailbreak_lootbag_pickups')
				.select((eb) => [
					'picker_steamid as steamid',
					(figure === 'resources' ? eb.fn.sum<number>('resources') : eb.fn.countAll<number>()).as(
						'figure',
					),
				])
				.groupBy('picker_steamid')
				.orderBy('figure', 'desc')
				.orderBy('steamid')
				.limit(limit),
		)
		.selectFrom('grouped')
		.leftJoin('players', 'players.steamid', 'grouped.steamid')
		.select((eb) => [
			'grouped.steamid',
			eb.fn.coalesce('players.name', 'grouped.steamid').as('name'),
			'grouped.figure',
		])
		.orderBy('grouped.figure', 'desc')
		.orderBy('grouped.steamid');
}

/** The lootbag calls' queries (exported for the query-plan tests), grouped in SQL. */
export function lootbagQueries(db: SiteDb, limit = LOOTBAG_LIST_SIZE) {
	const pickups = db.selectFrom('jailbreak_lootbag_pickups');
	return {
		stats: db.selectNoFrom((eb) => [
			eb
				.selectFrom('jailbreak_lootbag_pickups')
				.select((count) => count.fn.countAll<number>().as('n'))
				.where('is_true_lootbag', '=', 1)
				.as('totalTrueLootbagsPicked'),
			eb
				.selectFrom('jailbreak_lootbag_pickups')
				.select((count) => count.fn.count<number>('picker_steamid').distinct().as('n'))
				.as('totalUniquePickers'),
		]),
		rarity: pickups
			.select((eb) => ['rarity_name as rarityName', eb.fn.countAll<number>().as('count')])
			.groupBy('rarity_name')
			.orderBy('count', 'desc')
			.orderBy('rarity_name'),
		recent: pickups
			.select(['id', 'picker_name', 'rarity_name', 'dropper_name', 'picked_at', 'is_true_lootbag'])
			.orderBy('picked_at', 'desc')
			.orderBy('id', 'desc')
			.limit(limit),
		topResources: topPickersBy(db, 'resources', limit),
		topPickers: topPickersBy(db, 'pickups', limit),
	};
}

/** True lootbags picked and different pickers. */
export async function getLootbagStats(db: SiteDb): Promise<LootbagStats> {
	const row = await lootbagQueries(db).stats.executeTakeFirstOrThrow();
	return {
		totalTrueLootbagsPicked: row.totalTrueLootbagsPicked ?? 0,
		totalUniquePickers: row.totalUniquePickers ?? 0,
	};
}

/** Pickups per rarity with their share of all pickups (to one decimal), commonest first. */
export async function getLootbagRarities(db: SiteDb): Promise<LootbagRarity[]> {
	const rows = await lootbagQueries(db).rarity.execute();
	const total = rows.reduce((sum, row) => sum + row.count, 0);
	return rows.map((row) => ({ ...row, percentage: Math.round((row.count * 1000) / total) / 10 }));
}

/** The latest pickups. */
export async function getRecentPickups(
	db: SiteDb,
	limit = LOOTBAG_LIST_SIZE,
): Promise<LootbagPickup[]> {
	const rows = await lootbagQueries(db, limit).recent.execute();
	return rows.map((row) => ({
		id: row.id,
		pickerName: row.picker_name,
		rarityName: row.rarity_name,
		dropperName: row.dropper_name,
		pickupTime: new Date(row.picked_at).toISOString(),
		isTrueLootbag: row.is_true_lootbag === 1,
	}));
}

/** Players by resources gained from bags. */
export async function getTopResources(
	db: SiteDb,
	limit = LOOTBAG_LIST_SIZE,
): Promise<LootbagTopResource[]> {
	const rows = await lootbagQueries(db, limit).topResources.execute();
	return rows.map((row, index) => ({
		rank: index + 1,
		steamId: row.steamid,
		playerName: row.name,
		totalResources: row.figure,
	}));
}

/** Players by bags picked up. */
export async function getTopPickers(
	db: SiteDb,
	limit = LOOTBAG_LIST_SIZE,
): Promise<LootbagTopPicker[]> {
	const rows = await lootbagQueries(db, limit).topPickers.execute();
	return rows.map((row, index) => ({
		rank: index + 1,
		pickerSteamId: row.steamid,
		pickerName: row.name,
		pickupCount: row.figure,
	}));
}
