/** The accounts a site account can link (spec 2.15): the chat service and the game platform. */
export const LINK_PROVIDERS = ['discord', 'steam'] as const;

/** A linkable account kind. */
export type LinkProvider = (typeof LINK_PROVIDERS)[number];

/** Query values the link calls return to /profile with (`?success=discord_linked`). */
export const LINK_SUCCESS = { discord: 'discord_linked', steam: 'steam_linked' } as const;

/** Texts of `/profile?error=…` and the unlink answers. */
export const LINK_MESSAGES = {
	tokenMissing: 'You must be logged in to link an account.',
	tokenInvalid: 'Your session has expired. Please log in again.',
	stateInvalid: 'The link request has expired. Please try again.',
	providerRefused: 'The link was cancelled or refused.',
	providerFailed: 'Could not reach the provider. Please try again.',
	discordTaken: 'This Discord account is already linked to another user.',
	steamTaken: 'This Steam account is already linked to another user.',
	steamInvalid: 'Steam could not confirm the sign-in. Please try again.',
	discordUnlinked: 'Discord account unlinked',
	steamUnlinked: 'Steam account unlinked',
} as const;

/** A Steam id as OpenID claims it: 17 digits. */
export const STEAM_ID_PATTERN = /^\d{17}$/;
