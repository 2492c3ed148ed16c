import { API_PATH } from '../../defaults';
import type { SteamProfileSource } from './steam-profiles';

/** The API path of a player's generated avatar (served by the player routes). */
function generatedAvatarPath(steamId: string): string {
	return `${API_PATH}/players/${steamId}/avatar.svg`;
}

/** Demo avatars: every player gets the generated one, with no outside call. */
export function createDemoSteamProfiles(): SteamProfileSource {
	return {
		mode: 'demo',
		avatars: (_db, steamIds) =>
			Promise.resolve(new Map(steamIds.map((id) => [id, generatedAvatarPath(id)]))),
	};
}
