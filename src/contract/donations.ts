import { z } from 'zod/mini';
import { groupThousands } from './common';
import { DEFAULT_AVATAR } from './user';

/** Smallest card donation, in euros. */
export const DONATION_MIN_EUR = 5;
/** Largest card donation, in euros: more is a typing slip or a misuse of the card form. */
export const DONATION_MAX_EUR = 10_000;
/** Amount the donate form starts with, in euros. */
export const DONATION_DEFAULT_EUR = 15;
/** Longest donation message; it is shown publicly in the chat community. */
export const DONATION_MESSAGE_MAX_CHARS = 512;
/** Monthly goal when the API has none, in euros. */
export const DONATION_GOAL_DEFAULT_EUR = 200;
/** The only package a card donation buys. */
export const DONATION_PACKAGE_ID = 'donator';

/** Messages of the donation rules, shared by the form and the API. */
export const DONATION_MESSAGES = {
	minimum: `Minimum donation is €${DONATION_MIN_EUR}`,
	maximum: `Maximum donation is €${groupThousands(DONATION_MAX_EUR)}`,
	messageTooLong: `The message can be at most ${DONATION_MESSAGE_MAX_CHARS} characters`,
	packageInvalid: 'Unknown donation package',
	accountsNotLinked: 'Link your Discord and Steam accounts before donating.',
	invalidMonth: 'Month must be a number from 1 to 12',
	invalidYear: 'Year must be a four-digit number',
} as const;

/** Currency of every card donation (ISO 4217, lower case as Stripe writes it). */
export const DONATION_CURRENCY = 'eur';

/** Donator months by amount, highest first: 15+ gives 1, 30+ gives 2, over 45 gives 3. */
const DONATOR_TIERS = [
	{ minEur: 45, exclusive: true, months: 3 },
	{ minEur: 30, exclusive: false, months: 2 },
	{ minEur: 15, exclusive: false, months: 1 },
] as const;

/** The smallest donation that makes a Donator (the lowest tier). */
export const DONATOR_MIN_EUR = Math.min(...DONATOR_TIERS.map((tier) => tier.minEur));

/** Months of Donator status a donation of `amountEur` gives; 0 below 15 € (a gift without tier). */
export function donatorMonths(amountEur: number): number {
	const tier = DONATOR_TIERS.find((entry) =>
		entry.exclusive ? amountEur > entry.minEur : amountEur >= entry.minEur,
	);
	return tier?.months ?? 0;
}

/** Answer of `GET /donations/goals/current`; a missing goal is the default 200 € / 0 €. */
export const GoalSchema = z.object({
	targetAmount: z._default(z.number(), DONATION_GOAL_DEFAULT_EUR),
	currentAmount: z._default(z.number(), 0),
});

/** The month's donation goal, in euros. */
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
	/** Total given, in euros. */
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
	/** Amount in euros. */
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

/** Body of `POST /payments/create-stripe-session`: the amount in cents. */
export const CreateCheckoutInputSchema = z.object({
	packageId: z.literal(DONATION_PACKAGE_ID, { error: DONATION_MESSAGES.packageInvalid }),
	amount: z
		.number({ error: DONATION_MESSAGES.minimum })
		.check(
			z.int(),
			z.gte(DONATION_MIN_EUR * 100, DONATION_MESSAGES.minimum),
			z.lte(DONATION_MAX_EUR * 100, DONATION_MESSAGES.maximum),
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
