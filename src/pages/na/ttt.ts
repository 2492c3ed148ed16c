import { gameShortcutRoute } from '../../lib/game-shortcut';

export const prerender = false;

/** /na/ttt: home, then the game connects to this server. */
export const GET = gameShortcutRoute('na-ttt');
