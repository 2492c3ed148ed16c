import { apiRequest } from '../../lib/api';
import {
	LootbagPickupListSchema,
	LootbagRarityListSchema,
	LootbagStatsSchema,
	LootbagTopPickerListSchema,
	LootbagTopResourceListSchema,
} from '../../contract/lootbags';

/** True lootbags picked and unique pickers. */
export const loadLootbagStats = (signal?: AbortSignal) =>
	apiRequest('/jailbreak/lootbag/stats', LootbagStatsSchema, { signal });

/** Pickups per rarity. */
export const loadLootbagRarities = (signal?: AbortSignal) =>
	apiRequest('/jailbreak/lootbag/rarity-stats', LootbagRarityListSchema, { signal });

/** The latest pickups. */
export const loadRecentPickups = (signal?: AbortSignal) =>
	apiRequest('/jailbreak/lootbag/recent-pickups', LootbagPickupListSchema, { signal });

/** Players by resources. */
export const loadTopResources = (signal?: AbortSignal) =>
	apiRequest('/jailbreak/lootbag/top-resources', LootbagTopResourceListSchema, { signal });

/** Players by pickups. */
export const loadTopPickers = (signal?: AbortSignal) =>
	apiRequest('/jailbreak/lootbag/top-pickers', LootbagTopPickerListSchema, { signal });
