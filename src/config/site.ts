import {
	PUBLIC_API_URL,
	PUBLIC_DISCORD_GUILD_ID,
	PUBLIC_DISCORD_INVITE_URL,
	PUBLIC_SERVER_EU_JAILBREAK,
	PUBLIC_SERVER_EU_TTT,
	PUBLIC_SERVER_NA_TTT,
	PUBLIC_SITE_NAME,
	PUBLIC_STAFF_ROLE_CORE,
	PUBLIC_STAFF_ROLE_DEV,
	PUBLIC_STAFF_ROLE_JAILBREAK,
	PUBLIC_STAFF_ROLE_TTT,
	PUBLIC_STRIPE_PUBLISHABLE_KEY,
	PUBLIC_TURNSTILE_SITE_KEY,
} from 'astro:env/client';

/**
 * Every public setting of the site, read once from the validated environment (schema and
 * defaults in astro.config.mjs, documented in .env.example). Other modules import this object.
 */
export const siteConfig = {
	name: PUBLIC_SITE_NAME,
	apiUrl: PUBLIC_API_URL,
	discordInviteUrl: PUBLIC_DISCORD_INVITE_URL,
	discordGuildId: PUBLIC_DISCORD_GUILD_ID,
	/** Staff role groups in the order the team page shows them. */
	staffRoles: [
		{ key: 'core', name: 'Core Team', roleId: PUBLIC_STAFF_ROLE_CORE },
		{ key: 'dev', name: 'Development', roleId: PUBLIC_STAFF_ROLE_DEV },
		{ key: 'ttt', name: 'TTT Staff', roleId: PUBLIC_STAFF_ROLE_TTT },
		{ key: 'jailbreak', name: 'Jailbreak Staff', roleId: PUBLIC_STAFF_ROLE_JAILBREAK },
	],
	/** Addresses (host:port) behind the /eu/ttt, /eu/jailbreak and /na/ttt shortcuts. */
	gameServers: {
		'eu-ttt': { label: 'EU TTT', address: PUBLIC_SERVER_EU_TTT },
		'eu-jailbreak': { label: 'EU Jailbreak', address: PUBLIC_SERVER_EU_JAILBREAK },
		'na-ttt': { label: 'NA TTT', address: PUBLIC_SERVER_NA_TTT },
	},
	turnstileSiteKey: PUBLIC_TURNSTILE_SITE_KEY,
	stripePublishableKey: PUBLIC_STRIPE_PUBLISHABLE_KEY,
} as const;

export type GameServerKey = keyof typeof siteConfig.gameServers;
