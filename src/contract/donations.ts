import { z } from 'zod/mini';
import { DONATION_TERMS, type DonationTerms } from '../community/donation-terms';
import { groupThousands } from './common';
import { DEFAULT_AVATAR } from './user';

// Amounts are whole units of the community's currency (its profile's `donations`): euros for
// the demo, dollars for a community that gives in USD.

/** Longest donation message; it is shown publicly in the chat community. */
export const DONATION_MESSAGE_MAX_CHARS = 512;
/** The only package a card donation buys. */
export const DONATION_PACKAGE_ID = 'donator';

/** A whole amount as en-GB writes it, e.g. '€10,000' or '$5'. */
function wholeAmountText(terms: DonationTerms, amount: number): string {
	return `${terms.symbol}${groupThousands(amount)}`;
}

/** Months in words: '1 month', '3 months'. */
function monthsText(months: number): string {
	return `${months} ${months === 1 ? 'month' : 'months'}`;
}

/**
 * The rules a community's donation terms make: the messages of the amount's bounds, Donator
 * months by amount and the tiers in words. The site applies those of its own profile (below);
 * this form lets a test apply another's.
 */
export function donationRules(terms: DonationTerms) {
	// The highest tier first: the first one an amount reaches is its tier.
	const highestFirst = [...terms.tiers].reverse();
	const lowest = terms.tiers[0]!;
	const lowestText = wholeAmountText(terms, lowest.from);
	return {
		messages: {
			minimum: `Minimum donation is ${wholeAmountText(terms, terms.minimum)}`,
			maximum: `Maximum donation is ${wholeAmountText(terms, terms.maximum)}`,
		},
		/** Months of Donator status a donation of `amount` gives; 0 below the lowest tier. */
		months(amount: number): number {
			const tier = highestFirst.find((entry) =>
				entry.over ? amount > entry.from : amount >= entry.from,
			);
			return tier?.months ?? 0;
		},
		/** The tiers as the Donations page words them: '€15' → '1 month', 'over €45' → '3 months'. */
		steps: terms.tiers.map((tier) => ({
			amount: `${tier.over ? 'over ' : ''}${wholeAmountText(terms, tier.from)}`,
			months: monthsText(tier.months),
		})),
		/** What makes a Donator, in a sentence's middle: '€15 or more', 'more than €15'. */
		donatorThreshold: lowest.over ? `more than ${lowestText}` : `${lowestText} or more`,
		/** How long the lowest tier lasts: 'a month', '2 months'. */
		donatorPeriod: lowest.months === 1 ? 'a month' : monthsText(lowest.months),
	};
}

const RULES = donationRules(DONATION_TERMS);

/** Smallest card donation. */
export const DONATION_MINIMUM = DONATION_TERMS.minimum;
/** Largest card donation: more is a typing slip or a misuse of the card form. */
export const DONATION_MAXIMUM = DONATION_TERMS.maximum;
/** Amount the donate form starts with. */
export const DONATION_DEFAULT_AMOUNT = DONATION_TERMS.defaultAmount;
/** Monthly goal when the API has none. */
export const DONATION_GOAL_DEFAULT = DONATION_TERMS.monthlyGoal;

/** Messages of the donation rules, shared by the form and the API. */
export const DONATION_MESSAGES = {
	...RULES.messages,
	messageTooLong: `The message can be at most ${DONATION_MESSAGE_MAX_CHARS} characters`,
	packageInvalid: 'Unknown donation package',
	accountsNotLinked: 'Link your Discord and Steam accounts before donating.',
	invalidMonth: 'Month must be a number from 1 to 12',
	invalidYear: 'Year must be a four-digit number',
} as const;

/** Currency of every card donation (ISO 4217, lower case as Stripe writes it). */
export const DONATION_CURRENCY = DONATION_TERMS.currency.toLowerCase();

/** The currency as amounts are written: its ISO code and the symbol before a whole amount. */
export const DONATION_MONEY = {
	code: DONATION_TERMS.currency,
	symbol: DONATION_TERMS.symbol,
} as const;

/** The Donator tiers as the Donations page words them. */
export const DONATOR_TIER_STEPS = RULES.steps;

/** What makes a Donator: '€15 or more'; and for how long the lowest tier lasts: 'a month'. */
export const DONATOR_THRESHOLD = {
	text: RULES.donatorThreshold,
	period: RULES.donatorPeriod,
} as const;

/** Months of Donator status a donation of `amount` gives; 0 below the lowest tier. */
export const donatorMonths: (amount: number) => number = RULES.months;

/** Answer of `GET /donations/goals/current`; a missing goal is the default goal, nothing paid. */
export const GoalSchema = z.object({
	targetAmount: z._default(z.number(), DONATION_GOAL_DEFAULT),
	currentAmount: z._default(z.number(), 0),
});

/** The month's donation goal, in the community's currency. */
export type Goal = z.infer<typeof GoalSchema>;
/** The goal as the API sends it. */
export type GoalWire = z.input<typeof GoalSchema>;

/** One supporter of the top lists. */
export const DonorSchema = z.object({
	userId: z.union([z.string(), z.number()]),
	rank: z.number(),
	username: z.string(),
	/** Avatar URL; the default avatar when the supporter has none. */
	avatar: z.pipe(
		z.optional(z.nullable(z.string())),
		z.transform((value) => value || DEFAULT_AVATAR),
	),
	/** Total given, in the community's currency. */
	totalAmount: z.number(),
	/** The SteamID64 the supporter linked, when they did: their name leads to the player page. */
	steamId: z.optional(z.nullable(z.string())),
});

/** A supporter of the top lists. */
export type Donor = z.infer<typeof DonorSchema>;
/** A supporter as the API sends them. */
export type DonorWire = z.input<typeof DonorSchema>;

/** Answer of `GET /donations/top/{month}/{year}` and `GET /donations/top-alltime`. */
export const DonorListSchema = z.array(DonorSchema);

/** One of the signed-in user's donations (`GET /donations/my`). */
export const DonationSchema = z.object({
	id: z.union([z.string(), z.number()]),
	createdAt: z.string(),
	/** Amount in the community's currency. */
	amount: z.number(),
	status: z.string(),
	message: z._default(z.nullable(z.string()), null),
});

/** A donation of the signed-in user. */
export type Donation = z.infer<typeof DonationSchema>;
/** A donation as the API sends it. */
export type DonationWire = z.input<typeof DonationSchema>;

/** Answer of `GET /donations/my`: newest first. */
export const DonationListSchema = z.array(DonationSchema);

// The Donator status has a module of its own: a player's profile carries it too, and the player
// pages should not load the donation and payment schemas with it.
export { DonatorStatusSchema, type DonatorStatus, type DonatorStatusWire } from './donator-status';

/** Body of `POST /payments/create-stripe-session`: the amount in cents of the community's currency. */
export const CreateCheckoutInputSchema = z.object({
	packageId: z.literal(DONATION_PACKAGE_ID, { error: DONATION_MESSAGES.packageInvalid }),
	amount: z
		.number({ error: DONATION_MESSAGES.minimum })
		.check(
			z.int(),
			z.gte(DONATION_MINIMUM * 100, DONATION_MESSAGES.minimum),
			z.lte(DONATION_MAXIMUM * 100, DONATION_MESSAGES.maximum),
		),
	message: z._default(
		z.string().check(z.maxLength(DONATION_MESSAGE_MAX_CHARS, DONATION_MESSAGES.messageTooLong)),
		'',
	),
});

/** A calendar month of `GET /donations/top/{month}/{year}`, from the path. */
export const TopMonthParamSchema = z.object({
	/** 1 to 12. */
	month: z.pipe(
		z
			.string({ error: DONATION_MESSAGES.invalidMonth })
			.check(z.regex(/^(0?[1-9]|1[0-2])$/, DONATION_MESSAGES.invalidMonth)),
		z.transform(Number),
	),
	/** Four digits, e.g. 2025. */
	year: z.pipe(
		z
			.string({ error: DONATION_MESSAGES.invalidYear })
			.check(z.regex(/^[12]\d{3}$/, DONATION_MESSAGES.invalidYear)),
		z.transform(Number),
	),
});
