import { apiRequest } from '../../lib/api';
import type { ChangePasswordInput } from '../../contract/auth';
import {
	DonationListSchema,
	DonatorStatusSchema,
	type Donation,
	type DonatorStatus,
} from '../../contract/donations';
import { AnySchema } from '../../contract/http';
import { LinkStartSchema, type LinkProvider, type LinkStart } from '../../contract/links';

/** The signed-in user's donations; a failure is silently an empty list. */
export async function loadMyDonations(signal: AbortSignal): Promise<Donation[]> {
	try {
		return await apiRequest('/donations/my', DonationListSchema, { auth: true, signal });
	} catch (error) {
		if (signal.aborted) throw error;
		console.error('Failed to load donations:', error);
		return [];
	}
}

/** The signed-in user's Donator status; a failure is silently inactive. */
export async function loadDonatorStatus(signal: AbortSignal): Promise<DonatorStatus> {
	try {
		return await apiRequest('/donations/my/donator-status', DonatorStatusSchema, {
			auth: true,
			signal,
		});
	} catch (error) {
		if (signal.aborted) throw error;
		console.error('Failed to load donator status:', error);
		return { active: false, expiryDate: null };
	}
}

/** Clears a linked account (`POST /auth/unlink-discord` or `/auth/unlink-steam`). */
export function unlinkAccount(provider: LinkProvider) {
	return apiRequest(`/auth/unlink-${provider}`, AnySchema, {
		method: 'POST',
		auth: true,
		credentials: true,
	});
}

/** Changes the password (`POST /auth/change-password`). */
export function changePassword(input: ChangePasswordInput) {
	return apiRequest('/auth/change-password', AnySchema, {
		method: 'POST',
		body: input,
		auth: true,
		credentials: true,
	});
}

/**
 * Begins linking an account (`POST /auth/discord/link` or `/auth/steam/link`): the answer sets
 * a cookie that binds the flow to this browser and holds the one-time address to open next.
 * The API returns to /profile with a success or error query.
 */
export function startLink(provider: LinkProvider): Promise<LinkStart> {
	return apiRequest(`/auth/${provider}/link`, LinkStartSchema, {
		method: 'POST',
		auth: true,
		credentials: true,
	});
}
