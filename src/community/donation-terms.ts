import { fileURLToPath } from 'node:url';
import { DEFAULT_COMMUNITY_PROFILE } from '../defaults';
import { loadCommunityProfile } from './load';
import { donationTermsOf, type DonationTerms } from './money';

export type { DonationTerms } from './money';

/**
 * The donation terms (currency, amounts, Donator tiers) of the community profile the code runs
 * with; the contract reads them, so the browser and the API apply the same ones.
 *
 * Every bundle of the site replaces this module with the terms of the profile it was built with,
 * already checked (src/hosting/site-profile-integration.ts): the pages and Astro's server under
 * Vite (and the tests under Vitest), the production server and the operator commands under
 * esbuild. Only code run without a bundler (the scripts through tsx, the browser tests' own
 * imports) reads the profile file here, the one COMMUNITY_PROFILE names, as the build would.
 */
export const DONATION_TERMS: DonationTerms = donationTermsOf(
	loadCommunityProfile(
		process.env.COMMUNITY_PROFILE || DEFAULT_COMMUNITY_PROFILE,
		fileURLToPath(new URL('../styles/tokens.css', import.meta.url)),
	).donations,
);
