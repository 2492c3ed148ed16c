import type { CommunityProfile } from './schema';

/**
 * The money of the community's donations as the browser and the API use it: the profile's
 * currency, amounts and tiers, and the currency's symbol worked out here, where Intl's data is
 * at hand, so that a page writes '€15' without loading a locale's data while it starts.
 */
export interface DonationTerms {
	/** ISO 4217 code, upper case as the profile writes it, e.g. 'EUR'. */
	currency: string;
	/** What en-GB writes before a whole amount of the currency: '€', '$', '£', 'CHF '. */
	symbol: string;
	/** Smallest card donation, in whole units. */
	minimum: number;
	/** Largest card donation, in whole units. */
	maximum: number;
	/** Amount the donate form starts with. */
	defaultAmount: number;
	/** Target of the monthly goal when the server sets none. */
	monthlyGoal: number;
	/** Donator months by amount, smallest amount first; `over`: more than `from`, not `from` itself. */
	tiers: readonly { from: number; months: number; over: boolean }[];
}

/** What en-GB writes before a whole amount of `currency` (its narrow symbol), e.g. '$' for USD. */
export function currencySymbol(currency: string): string {
	const parts = new Intl.NumberFormat('en-GB', {
		style: 'currency',
		currency,
		currencyDisplay: 'narrowSymbol',
		maximumFractionDigits: 0,
	}).formatToParts(1);
	return parts
		.slice(
			0,
			parts.findIndex((part) => part.type === 'integer'),
		)
		.map((part) => part.value)
		.join('');
}

/** The donation terms of a validated profile. */
export function donationTermsOf(donations: CommunityProfile['donations']): DonationTerms {
	const { currency, minimum, maximum, defaultAmount, monthlyGoal, tiers } = donations;
	return {
		currency,
		symbol: currencySymbol(currency),
		minimum,
		maximum,
		defaultAmount,
		monthlyGoal,
		tiers: tiers.map(({ from, months, over }) => ({ from, months, over: over ?? false })),
	};
}
