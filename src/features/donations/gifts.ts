import { donations } from 'virtual:community';

/** The single Donator tier and what it gives; shown on the Donations page. */
/** Months of Donator by amount, as the Donations page words them. */
export const TIER_STEPS = [
	{ amount: '€15', months: '1 month' },
	{ amount: '€30', months: '2 months' },
	{ amount: 'over €45', months: '3 months' },
] as const;

/** One gift of a game mode. */
interface Gift {
	text: string;
	/** A short mark after the text, e.g. 'NA server only'. */
	note?: string;
}

/** A group of gifts; `comingSoon` marks a group that is not live yet. */
interface GiftGroup {
	id: string;
	title: string;
	comingSoon?: boolean;
	gifts: Gift[];
}

/** The gifts of each game mode, from the community's profile file. */
export const GIFT_GROUPS: readonly GiftGroup[] = donations.giftGroups;

/** Gifts planned for a later season. */
export const COMING_SOON_GIFTS: readonly string[] = donations.comingSoon;

/** The fine print of donating. */
export const DONATION_NOTES: readonly string[] = donations.notes;
