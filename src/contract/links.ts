import { z } from 'zod/mini';

/** The accounts a site account can link: the chat service and the game platform. */
export const LINK_PROVIDERS = ['discord', 'steam'] as const;

/** A linkable account kind. */
export type LinkProvider = (typeof LINK_PROVIDERS)[number];

/** Query values the link calls return to /profile with (`?success=discord_linked`). */
export const LINK_SUCCESS = { discord: 'discord_linked', steam: 'steam_linked' } as const;

/** Texts of `/profile?error=…` and the unlink answers. */
export const LINK_MESSAGES = {
	flowInvalid:
		'This link request has expired or was started in another browser. Please try again from your profile.',
	providerRefused: 'The link was cancelled or refused.',
	providerFailed: 'Could not reach the provider. Please try again.',
	discordTaken: 'This Discord account is already linked to another user.',
	steamTaken: 'This Steam account is already linked to another user.',
	steamInvalid: 'Steam could not confirm the sign-in. Please try again.',
	discordUnlinked: 'Discord account unlinked',
	steamUnlinked: 'Steam account unlinked',
} as const;

/**
 * Answer of `POST /auth/discord/link` and `/auth/steam/link`: the one-time address the browser
 * opens next. It works only in the browser that asked (a cookie of the same answer binds it).
 */
export const LinkStartSchema = z.object({ url: z.string() });

/** A started link flow. */
export type LinkStart = z.infer<typeof LinkStartSchema>;
/** A started link flow as the API sends it. */
export type LinkStartWire = z.input<typeof LinkStartSchema>;
