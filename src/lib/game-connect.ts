import { GAME_APP_ID } from '../config/constants';

/** Game-platform run link that starts the game and connects to host:port. */
export function gameConnectUrl(address: string): string {
	return `steam://run/${GAME_APP_ID}//${encodeURI(`+connect ${address}`)}`;
}
