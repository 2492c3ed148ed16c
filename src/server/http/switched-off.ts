import { documentGuard } from './route-docs';
import { createMiddleware } from 'hono/factory';
import type { SwitchablePart } from '../../site-mode';
import { SWITCHED_OFF_MESSAGES } from '../../contract/switched-off';
import type { AppEnv } from '../app-env';
import { errorResponse } from './errors';

/** The API paths each switchable part owns, and what they answer while it is off. */
export const SWITCHED_OFF_PATHS: Record<
	Exclude<SwitchablePart, 'discord-data'>,
	{ paths: readonly string[]; message: string }
> = {
	donations: {
		paths: ['/payments/*'],
		message: SWITCHED_OFF_MESSAGES.donations,
	},
	'discord-linking': {
		paths: ['/auth/discord', '/auth/discord/*'],
		message: SWITCHED_OFF_MESSAGES.discordLinking,
	},
	'steam-linking': {
		paths: ['/auth/steam', '/auth/steam/*'],
		message: SWITCHED_OFF_MESSAGES.steamLinking,
	},
};

/**
 * Refuses every call of a switched-off part: a browser sent to a linking address (start,
 * provider return) comes back to the profile with the message as its error, any other call
 * gets 403 `{ message }`.
 */
export function refuseSwitchedOff(message: string) {
	const refuse = createMiddleware<AppEnv>(async (c) => {
		if (c.req.method === 'GET' && /^\/api\/auth\/(discord|steam)(\/|$)/.test(c.req.path)) {
			return c.redirect(`/profile?${new URLSearchParams({ error: message })}`, 302);
		}
		return errorResponse(c, 403, message);
	});
	return documentGuard(refuse, { answers: { 403: message } });
}
