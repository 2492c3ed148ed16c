import type { APIRoute } from 'astro';
import { JOIN_PARAM } from '../config/routes';
import type { GameServerKey } from '../config/site';

/** Answers a server shortcut: go home, where the page launches the game on that server. */
export function gameShortcutRoute(server: GameServerKey): APIRoute {
	return ({ redirect }) => redirect(`/?${JOIN_PARAM}=${server}`, 302);
}
