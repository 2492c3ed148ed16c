import type { BadgeTone } from '../../components/ui/Badge';
import type { LootbagPickup } from '../../contract/lootbags';

/** What the recent list shows for the dropper: their name, or 'Found Lootbag'. */
export const FOUND_LOOTBAG = 'Found Lootbag';
/** The tag of a pickup that does not count as a true lootbag. */
export const NOT_TRUE_LOOTBAG = 'Not a True Lootbag';

/** The dropper column of a pickup. */
export function dropperLabel(pickup: Pick<LootbagPickup, 'dropperName'>): string {
	return pickup.dropperName ?? FOUND_LOOTBAG;
}

/** Badge colour per rarity, rarer is louder; an unknown rarity stays neutral. */
const RARITY_TONES: Record<string, BadgeTone> = {
	common: 'neutral',
	uncommon: 'success',
	rare: 'info',
	epic: 'secondary',
	legendary: 'accent',
};

/** The badge tone of a rarity name. */
export function rarityTone(rarityName: string): BadgeTone {
	return RARITY_TONES[rarityName.toLowerCase()] ?? 'neutral';
}
