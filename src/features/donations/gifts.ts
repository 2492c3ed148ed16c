/** The single Donator tier and what it gives (spec 2.16); shown on the Donations page. */

/** Months of Donator by amount, as the Donations page words them. */
export const TIER_STEPS = [
	{ amount: '€15', months: '1 month' },
	{ amount: '€30', months: '2 months' },
	{ amount: 'over €45', months: '3 months' },
] as const;

/** One gift of a game mode. */
export interface Gift {
	text: string;
	/** A short mark after the text, e.g. 'NA server only'. */
	note?: string;
}

/** A group of gifts; `comingSoon` marks a group that is not live yet. */
export interface GiftGroup {
	id: string;
	title: string;
	comingSoon?: boolean;
	gifts: Gift[];
}

export const GIFT_GROUPS: GiftGroup[] = [
	{
		id: 'jailbreak',
		title: 'Jailbreak',
		gifts: [
			{ text: 'Donator tag in chat and on the scoreboard' },
			{ text: 'Reserved slot: join even when the server is full' },
			{ text: 'One extra lootbag roll per map' },
			{ text: 'Exclusive prisoner and guard player models' },
			{ text: 'Parachute while falling', note: 'NA server only' },
			{ text: 'Coloured name in the Last Request menu' },
		],
	},
	{
		id: 'ttt',
		title: 'TTT',
		gifts: [
			{ text: 'Donator tag in chat and on the scoreboard' },
			{ text: 'Reserved slot: join even when the server is full' },
			{ text: 'Custom death sounds and a spectator trail' },
			{ text: 'One map vote that counts double per map change' },
			{ text: 'Access to the Donator hat collection' },
		],
	},
	{
		id: 'discord',
		title: 'Discord',
		comingSoon: true,
		gifts: [
			{ text: 'Donator role with its own colour' },
			{ text: 'Access to the supporters-only lounge' },
			{ text: 'Early looks at new maps and events' },
		],
	},
];

/** Gifts planned for a later season. */
export const COMING_SOON_GIFTS = [
	'Seasonal weapon skins on both Jailbreak servers',
	'A personal join message on every server',
	'Donator-only event nights with prizes',
] as const;

/** The fine print of donating. */
export const DONATION_NOTES = [
	'Donations are voluntary and there are no refunds.',
	'Gifts are a thank-you, not a purchase: they may change as the servers change.',
	'Link both your Discord and Steam accounts first, so the gifts reach you.',
	'Donator time adds up: a new donation extends any time you still have.',
] as const;
