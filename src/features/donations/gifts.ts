import { donations } from 'virtual:community';
import { DONATOR_TIER_STEPS } from '../../contract/donations';

/** Months of Donator by amount, as the Donations page words them ('over €45' → '3 months'). */
export const TIER_STEPS: readonly { amount: string; months: string }[] = DONATOR_TIER_STEPS;

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
