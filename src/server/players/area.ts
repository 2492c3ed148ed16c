import type { SiteArea } from '../area';
import * as players from './migrations/023-players';
import * as steamProfiles from './migrations/024-steam-profiles';
import * as playerNameOwners from './migrations/025-player-name-owners';
import { playerRoutes } from './routes';

/** Player pages across both games, their Steam avatars, and the player search. */
export const playersArea: SiteArea = {
	name: 'players',
	migrations: [
		{ id: '023_players', sql: players.sql, postgres: players.postgres },
		{ id: '024_steam_profiles', sql: steamProfiles.sql, postgres: steamProfiles.postgres },
		{
			id: '025_player_name_owners',
			sql: playerNameOwners.sql,
			postgres: playerNameOwners.postgres,
		},
	],
	routes: [{ path: '/players', create: () => playerRoutes }],
};
