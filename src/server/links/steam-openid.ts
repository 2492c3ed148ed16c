import { isOpenIdSteamId } from '../../contract/steam-id';
import { redactError } from '../http/redact';
import { fetchPlayerSummaries } from '../steam/player-summaries';
import type { LinkedAccount } from './linked-account';

const OPENID_NS = 'http://specs.openid.net/auth/2.0';
const IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';
const CLAIMED_ID = /^https:\/\/steamcommunity\.com\/openid\/id\/(\d+)$/;
// Fields a Steam assertion must sign: without them a valid signature proves nothing we use.
const REQUIRED_SIGNED = ['op_endpoint', 'claimed_id', 'identity', 'return_to', 'response_nonce'];

/** Steam account linking: OpenID 2.0 sign-in, or a demo account derived from the user id. */
export interface SteamLinker {
	mode: 'live' | 'demo';
	/** Where to send the browser to sign in; Steam returns to the callback with `state`. */
	authorizationUrl(state: string): URL;
	/**
	 * Checks the assertion Steam returned with (`openid.*` query values) against Steam itself
	 * (`check_authentication`) and answers the account, or null when it is not genuine.
	 */
	verify(params: URLSearchParams, state: string): Promise<LinkedAccount | null>;
}

/** Options of the live Steam linker. */
interface SteamLinkerOptions {
	/** Web API key, for the player's name and avatar. */
	apiKey: string;
	/** Public address of the site (the OpenID realm); Steam returns to its API callback. */
	siteUrl: string;
	/** Steam community address; the OP endpoint is `${communityUrl}/openid/login`. */
	communityUrl?: string;
	/** Steam Web API address. */
	apiUrl?: string;
}

/** Live Steam linking (OpenID 2.0 with check_authentication and the Web API for the name). */
export function createSteamLinker(options: SteamLinkerOptions): SteamLinker {
	const community = (options.communityUrl ?? 'https://steamcommunity.com').replace(/\/+$/, '');
	const opEndpoint = `${community}/openid/login`;
	const realm = options.siteUrl.replace(/\/+$/, '');
	const returnTo = (state: string) =>
		`${realm}/api/auth/steam/callback?state=${encodeURIComponent(state)}`;

	async function playerSummary(steamId: string): Promise<LinkedAccount> {
		try {
			const summaries = await fetchPlayerSummaries(
				{ apiKey: options.apiKey, apiUrl: options.apiUrl, timeoutMs: 10_000 },
				[steamId],
			);
			const player = summaries.get(steamId);
			return {
				id: steamId,
				username: player?.personaName || steamId,
				avatar: player?.avatar ?? null,
			};
		} catch (error) {
			// The sign-in itself is proven; a missing name only costs the display.
			console.error('Steam player summary failed:', redactError(error));
			return { id: steamId, username: steamId, avatar: null };
		}
	}

	return {
		mode: 'live',
		authorizationUrl(state) {
			const url = new URL(opEndpoint);
			url.searchParams.set('openid.ns', OPENID_NS);
			url.searchParams.set('openid.mode', 'checkid_setup');
			url.searchParams.set('openid.return_to', returnTo(state));
			url.searchParams.set('openid.realm', realm);
			url.searchParams.set('openid.identity', IDENTIFIER_SELECT);
			url.searchParams.set('openid.claimed_id', IDENTIFIER_SELECT);
			return url;
		},
		async verify(params, state) {
			if (params.get('openid.mode') !== 'id_res') return null;
			if (params.get('openid.op_endpoint') !== opEndpoint) return null;
			if (params.get('openid.return_to') !== returnTo(state)) return null;
			const claimed = CLAIMED_ID.exec(params.get('openid.claimed_id') ?? '');
			const steamId = claimed?.[1];
			if (!isOpenIdSteamId(steamId)) return null;
			if (params.get('openid.identity') !== params.get('openid.claimed_id')) return null;
			const signed = (params.get('openid.signed') ?? '').split(',');
			if (!REQUIRED_SIGNED.every((field) => signed.includes(field))) return null;

			const check = new URLSearchParams();
			for (const [key, value] of params) if (key.startsWith('openid.')) check.set(key, value);
			check.set('openid.mode', 'check_authentication');
			const response = await fetch(opEndpoint, {
				method: 'POST',
				headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
				body: check,
				signal: AbortSignal.timeout(10_000),
			});
			if (!response.ok) return null;
			const answer = await response.text();
			if (!/^is_valid\s*:\s*true\s*$/m.test(answer)) return null;
			return playerSummary(steamId);
		},
	};
}

/** A deterministic demo SteamID64 for a site account: 7656119 and ten more digits. */
export function demoSteamId(accountId: number): string {
	return `765611989${String(accountId % 100_000_000).padStart(8, '0')}`;
}

/** The demo linker: never leaves the machine; the account is derived from the user id. */
export function createDemoSteamLinker(): SteamLinker {
	return {
		mode: 'demo',
		authorizationUrl() {
			throw new Error('Demo linking has no sign-in step');
		},
		verify() {
			return Promise.resolve(null);
		},
	};
}
