import { REST } from '@discordjs/rest';

/** Where and how to reach Discord's REST API. */
export interface DiscordRestOptions {
	botToken: string;
	/** Discord's API base URL without the version; tests point it at a fake server. */
	apiBaseUrl?: string;
	/** Longest wait for one Discord request. */
	timeoutMs?: number;
}

/**
 * The REST client of the live Discord adapters, one per bot token so they share its rate-limit
 * bookkeeping: no retries and a rate limit failing at once, because every caller has a cached
 * or empty answer to fall back on instead of holding a page request.
 */
export function createDiscordRest({
	botToken,
	apiBaseUrl = 'https://discord.com/api',
	timeoutMs = 5000,
}: DiscordRestOptions): REST {
	return new REST({
		api: apiBaseUrl,
		version: '10',
		retries: 0,
		timeout: timeoutMs,
		rejectOnRateLimit: () => true,
		handlerSweepInterval: 0,
		hashSweepInterval: 0,
	}).setToken(botToken);
}
