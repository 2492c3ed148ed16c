import { apiRequest } from '../../lib/api';
import {
	DONATION_GOAL_DEFAULT,
	DONATION_PACKAGE_ID,
	DonationListSchema,
	DonatorStatusSchema,
	DonorListSchema,
	GoalSchema,
	type Donation,
	type DonatorStatus,
	type Donor,
	type Goal,
} from '../../contract/donations';
import { CheckoutSessionSchema, type CheckoutSession } from '../../contract/payments';

/** Logs a failure that the view shows as defaults (goal and top lists fail quietly). */
function quietly<T>(what: string, fallback: T) {
	return (error: unknown): T => {
		if (error instanceof DOMException && error.name === 'AbortError') throw error;
		console.error(`Failed to load ${what}:`, error);
		return fallback;
	};
}

/** The month's goal; the default goal (the profile's, nothing paid) when it fails. */
export function loadGoal(signal?: AbortSignal): Promise<Goal> {
	return apiRequest('/donations/goals/current', GoalSchema, { signal }).catch(
		quietly('the donation goal', { targetAmount: DONATION_GOAL_DEFAULT, currentAmount: 0 }),
	);
}

/** All-time top supporters; empty when the call fails. */
export function loadTopAllTime(signal?: AbortSignal): Promise<Donor[]> {
	return apiRequest('/donations/top-alltime', DonorListSchema, { signal }).catch(
		quietly('the all-time supporters', []),
	);
}

/** This month's top supporters (month 1 to 12); empty when the call fails. */
export function loadTopOfMonth(month: number, year: number, signal?: AbortSignal) {
	return apiRequest(`/donations/top/${month}/${year}`, DonorListSchema, { signal }).catch(
		quietly("this month's supporters", [] as Donor[]),
	);
}

/** Creates the checkout of a donation: a whole amount of the currency, an optional public message. */
export function createCheckout(amount: number, message: string): Promise<CheckoutSession> {
	return apiRequest('/payments/create-stripe-session', CheckoutSessionSchema, {
		method: 'POST',
		auth: true,
		body: { packageId: DONATION_PACKAGE_ID, amount: Math.round(amount * 100), message },
	});
}

/** The signed-in user's donations (for the thank-you page). */
export function loadMyDonations(signal?: AbortSignal): Promise<Donation[]> {
	return apiRequest('/donations/my', DonationListSchema, { auth: true, signal });
}

/** The signed-in user's Donator status; inactive when the call fails. */
export function loadDonatorStatus(signal?: AbortSignal): Promise<DonatorStatus> {
	return apiRequest('/donations/my/donator-status', DonatorStatusSchema, {
		auth: true,
		signal,
	}).catch(quietly('the donator status', { active: false, expiryDate: null }));
}
