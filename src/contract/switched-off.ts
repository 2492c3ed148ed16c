/**
 * What a live part the operator switched off (SWITCHED_OFF) says, on its pages and in the API's
 * answers alike.
 */
export const SWITCHED_OFF_MESSAGES = {
	donations: 'Card donations are switched off on this site.',
	discordLinking: 'Discord linking is switched off on this site.',
	steamLinking: 'Steam linking is switched off on this site.',
	events: 'Event data from Discord is unavailable on this site.',
	team: 'The team list from Discord is unavailable on this site.',
} as const;
