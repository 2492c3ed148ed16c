import { gameShortcutRoute } from '../../lib/game-shortcut';

export const prerender = false;

/** /eu/jailbreak: home, then the game connects to this server. */
export const GET = gameShortcutRoute('eu-jailbreak');
