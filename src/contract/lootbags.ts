import { z } from 'zod/mini';
import { AvatarFieldSchema } from './players';

/** Rows in the top and recent lootbag lists. */
export const LOOTBAG_LIST_SIZE = 10;

/** Rarities of the Jailbreak lootbags, commonest first. */
export const LOOTBAG_RARITIES = ['Common', 'Uncommon', 'Rare', 'Epic', 'Legendary'] as const;

/** Answer of `GET /jailbreak/lootbag/stats`. */
export const LootbagStatsSchema = z.object({
	/** Pickups of bags a player dropped (found bags are not true lootbags). */
	totalTrueLootbagsPicked: z.number(),
	/** Different players who picked up any bag. */
	totalUniquePickers: z.number(),
});

/** One rarity's share of every pickup. */
export const LootbagRaritySchema = z.object({
	rarityName: z.string(),
	count: z.number(),
	/** Share of every pickup, 0 to 100, one decimal. */
	percentage: z.number(),
});

/** Answer of `GET /jailbreak/lootbag/rarity-stats`, commonest rarity first. */
export const LootbagRarityListSchema = z.array(LootbagRaritySchema);

/** One pickup of the recent list; a found bag has no dropper. */
export const LootbagPickupSchema = z.object({
	id: z.number(),
	pickerName: z.string(),
	rarityName: z.string(),
	dropperName: z._default(z.nullable(z.string()), null),
	/** When it was picked up, ISO 8601. */
	pickupTime: z.string(),
	/** False for a bag found in the map rather than dropped by a player. */
	isTrueLootbag: z.boolean(),
});

/** Answer of `GET /jailbreak/lootbag/recent-pickups`, newest first. */
export const LootbagPickupListSchema = z.array(LootbagPickupSchema);

/** A player of the top list by resources. */
export const LootbagTopResourceSchema = z.object({
	rank: z.number(),
	steamId: z.string(),
	playerName: z.string(),
	/** Resources gained from every bag picked up. */
	totalResources: z.number(),
	/** Avatar URL when known (the default avatar otherwise). */
	avatar: AvatarFieldSchema,
});

/** Answer of `GET /jailbreak/lootbag/top-resources`, most first. */
export const LootbagTopResourceListSchema = z.array(LootbagTopResourceSchema);

/** A player of the top pickers. */
export const LootbagTopPickerSchema = z.object({
	rank: z.number(),
	pickerSteamId: z.string(),
	pickerName: z.string(),
	pickupCount: z.number(),
	/** Avatar URL when known (the default avatar otherwise). */
	avatar: AvatarFieldSchema,
});

/** Answer of `GET /jailbreak/lootbag/top-pickers`, most first. */
export const LootbagTopPickerListSchema = z.array(LootbagTopPickerSchema);

/** The lootbag totals. */
export type LootbagStats = z.infer<typeof LootbagStatsSchema>;
/** A rarity's share. */
export type LootbagRarity = z.infer<typeof LootbagRaritySchema>;
/** A recent pickup. */
export type LootbagPickup = z.infer<typeof LootbagPickupSchema>;
/** A player by resources. */
export type LootbagTopResource = z.infer<typeof LootbagTopResourceSchema>;
/** A top picker. */
export type LootbagTopPicker = z.infer<typeof LootbagTopPickerSchema>;

/** The lootbag totals as the API sends them. */
export type LootbagStatsWire = z.input<typeof LootbagStatsSchema>;
/** A rarity's share as the API sends it. */
export type LootbagRarityWire = z.input<typeof LootbagRaritySchema>;
/** A recent pickup as the API sends it. */
export type LootbagPickupWire = z.input<typeof LootbagPickupSchema>;
/** A player by resources as the API sends them. */
export type LootbagTopResourceWire = z.input<typeof LootbagTopResourceSchema>;
/** A top picker as the API sends them. */
export type LootbagTopPickerWire = z.input<typeof LootbagTopPickerSchema>;
