import type { Database } from 'better-sqlite3';
import {
	LOOTBAG_LIST_SIZE,
	type LootbagPickup,
	type LootbagRarity,
	type LootbagStats,
	type LootbagTopPicker,
	type LootbagTopResource,
} from '../../contract/lootbags';
import { statement } from '../db/statements';

/** The lootbag calls' queries, grouped in SQL along their indexes. */
export const LOOTBAG_SQL = {
	stats: `SELECT
			(SELECT COUNT(*) FROM jailbreak_lootbag_pickups INDEXED BY jailbreak_lootbag_pickups_by_rarity
				WHERE is_true_lootbag = 1) AS totalTrueLootbagsPicked,
			(SELECT COUNT(DISTINCT picker_steamid) FROM jailbreak_lootbag_pickups) AS totalUniquePickers`,
	rarity: `SELECT rarity_name AS rarityName, COUNT(*) AS count,
			ROUND(COUNT(*) * 100.0 / (SELECT COUNT(*) FROM jailbreak_lootbag_pickups), 1) AS percentage
		FROM jailbreak_lootbag_pickups INDEXED BY jailbreak_lootbag_pickups_by_rarity
		GROUP BY rarity_name ORDER BY count DESC, rarity_name`,
	recent: `SELECT id, picker_name AS pickerName, rarity_name AS rarityName,
			dropper_name AS dropperName, picked_at, is_true_lootbag
		FROM jailbreak_lootbag_pickups ORDER BY picked_at DESC, id DESC LIMIT ?`,
	topResources: `WITH grouped AS (
			SELECT picker_steamid AS steamId, SUM(resources) AS totalResources
			FROM jailbreak_lootbag_pickups INDEXED BY jailbreak_lootbag_pickups_by_picker
			GROUP BY picker_steamid
			ORDER BY totalResources DESC, steamId LIMIT ?
		)
		SELECT ROW_NUMBER() OVER (ORDER BY totalResources DESC, grouped.steamId) AS rank,
			grouped.steamId, COALESCE(players.name, grouped.steamId) AS playerName, totalResources
		FROM grouped LEFT JOIN players ON players.steamid = grouped.steamId
		ORDER BY rank`,
	topPickers: `WITH grouped AS (
			SELECT picker_steamid AS pickerSteamId, COUNT(*) AS pickupCount
			FROM jailbreak_lootbag_pickups INDEXED BY jailbreak_lootbag_pickups_by_picker
			GROUP BY picker_steamid
			ORDER BY pickupCount DESC, pickerSteamId LIMIT ?
		)
		SELECT ROW_NUMBER() OVER (ORDER BY pickupCount DESC, grouped.pickerSteamId) AS rank,
			grouped.pickerSteamId, COALESCE(players.name, grouped.pickerSteamId) AS pickerName,
			pickupCount
		FROM grouped LEFT JOIN players ON players.steamid = grouped.pickerSteamId
		ORDER BY rank`,
} as const;

/** True lootbags picked and different pickers. */
export function getLootbagStats(db: Database): LootbagStats {
	return statement<[], LootbagStats>(db, LOOTBAG_SQL.stats).get()!;
}

/** Pickups per rarity with their share of all pickups, commonest first. */
export function getLootbagRarities(db: Database): LootbagRarity[] {
	return statement<[], LootbagRarity>(db, LOOTBAG_SQL.rarity).all();
}

/** The latest pickups. */
export function getRecentPickups(db: Database, limit = LOOTBAG_LIST_SIZE): LootbagPickup[] {
	type Row = Omit<LootbagPickup, 'pickupTime' | 'isTrueLootbag'> & {
		picked_at: number;
		is_true_lootbag: number;
	};
	return statement<[number], Row>(db, LOOTBAG_SQL.recent)
		.all(limit)
		.map(({ picked_at, is_true_lootbag, ...row }) => ({
			...row,
			pickupTime: new Date(picked_at).toISOString(),
			isTrueLootbag: is_true_lootbag === 1,
		}));
}

/** Players by resources gained from bags. */
export function getTopResources(db: Database, limit = LOOTBAG_LIST_SIZE): LootbagTopResource[] {
	return statement<[number], LootbagTopResource>(db, LOOTBAG_SQL.topResources).all(limit);
}

/** Players by bags picked up. */
export function getTopPickers(db: Database, limit = LOOTBAG_LIST_SIZE): LootbagTopPicker[] {
	return statement<[number], LootbagTopPicker>(db, LOOTBAG_SQL.topPickers).all(limit);
}
