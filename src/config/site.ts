import {
	PUBLIC_API_URL,
	PUBLIC_STRIPE_PUBLISHABLE_KEY,
	PUBLIC_TURNSTILE_SITE_KEY,
} from 'astro:env/client';
import { discord, gameServers, links, name, staffGroups } from 'virtual:community';

/**
 * Every public setting of the site, read once: the community's own values from its profile
 * file (community.config.json, or COMMUNITY_PROFILE), the rest from the validated environment
 * (schema and defaults in astro.config.mjs, documented in .env.example). Other modules import
 * this object.
 */
export const siteConfig = {
	name,
	apiUrl: PUBLIC_API_URL,
	discordInviteUrl: links.discordInvite,
	discordGuildId: discord.guildId,
	/** Staff role groups in the order the team page shows them. */
	staffRoles: staffGroups,
	/** Addresses (host:port) behind the /eu/ttt, /eu/jailbreak and /na/ttt shortcuts. */
	gameServers,
	turnstileSiteKey: PUBLIC_TURNSTILE_SITE_KEY,
	stripePublishableKey: PUBLIC_STRIPE_PUBLISHABLE_KEY,
} as const;

export type GameServerKey = keyof typeof siteConfig.gameServers;
