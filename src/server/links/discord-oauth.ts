import { CodeChallengeMethod, generateCodeVerifier, OAuth2Client } from 'arctic';
import { z } from 'zod/mini';
import type { LinkedAccount } from './linked-account';

/** Discord account linking: OAuth2 with PKCE, or a demo account derived from the user id. */
export interface DiscordLinker {
	mode: 'live' | 'demo';
	/** A fresh PKCE code verifier, kept with the state until the callback. */
	createCodeVerifier(): string;
	/** Where to send the browser to authorise. */
	authorizationUrl(state: string, codeVerifier: string): URL;
	/** Exchanges the callback's code for the account it authorised. */
	fetchAccount(code: string, codeVerifier: string): Promise<LinkedAccount>;
}

/** Options of the live Discord linker. */
interface DiscordLinkerOptions {
	clientId: string;
	clientSecret: string;
	/** Public address of the site; the callback is SITE_URL + /api/auth/discord/callback. */
	siteUrl: string;
	/** Discord's address; tests point it at a fake provider. */
	baseUrl?: string;
	/** Avatar CDN of linked accounts. */
	cdnUrl?: string;
}

/** Where Discord returns the browser after authorising. */
function discordRedirectUri(siteUrl: string): string {
	return `${siteUrl.replace(/\/+$/, '')}/api/auth/discord/callback`;
}

/** The fields of Discord's `GET /users/@me` the link keeps; the id must look like a snowflake. */
const DiscordUserSchema = z.object({
	id: z.string().check(z.regex(/^\d{5,20}$/)),
	username: z.string(),
	global_name: z.optional(z.nullable(z.string())),
	avatar: z.optional(z.nullable(z.string())),
});

/**
 * Live linking through arctic's OAuth2 client with the endpoints of arctic's Discord provider
 * (authorize, token), S256 PKCE and the `identify` scope; the base URL is injectable so tests
 * run the whole exchange against a fake Discord.
 */
export function createDiscordLinker(options: DiscordLinkerOptions): DiscordLinker {
	const base = (options.baseUrl ?? 'https://discord.com').replace(/\/+$/, '');
	const cdn = (options.cdnUrl ?? 'https://cdn.discordapp.com').replace(/\/+$/, '');
	const client = new OAuth2Client(
		options.clientId,
		options.clientSecret,
		discordRedirectUri(options.siteUrl),
	);
	return {
		mode: 'live',
		createCodeVerifier: generateCodeVerifier,
		authorizationUrl(state, codeVerifier) {
			return client.createAuthorizationURLWithPKCE(
				`${base}/oauth2/authorize`,
				state,
				CodeChallengeMethod.S256,
				codeVerifier,
				['identify'],
			);
		},
		async fetchAccount(code, codeVerifier) {
			const tokens = await client.validateAuthorizationCode(
				`${base}/api/oauth2/token`,
				code,
				codeVerifier,
			);
			const response = await fetch(`${base}/api/users/@me`, {
				headers: { Authorization: `Bearer ${tokens.accessToken()}` },
				signal: AbortSignal.timeout(10_000),
			});
			if (!response.ok) throw new Error(`Discord answered ${response.status} for the user`);
			const parsed = z.safeParse(DiscordUserSchema, await response.json());
			if (!parsed.success) throw new Error('Discord answered a malformed user');
			const user = parsed.data;
			return {
				id: user.id,
				username: user.global_name || user.username,
				avatar: user.avatar ? `${cdn}/avatars/${user.id}/${user.avatar}.png` : null,
			};
		},
	};
}

/** A deterministic demo Discord id for a site account: a snowflake-looking 18-digit number. */
export function demoDiscordId(accountId: number): string {
	return `9${String(accountId).padStart(17, '0')}`;
}

/** The demo linker: never leaves the machine; the account is derived from the user id. */
export function createDemoDiscordLinker(): DiscordLinker {
	return {
		mode: 'demo',
		createCodeVerifier: () => '',
		authorizationUrl() {
			throw new Error('Demo linking has no authorization step');
		},
		fetchAccount() {
			throw new Error('Demo linking has no authorization step');
		},
	};
}
