import { DEFAULT_DISCORD_GUILD_ID } from '../../defaults';
import type { DiscordSource } from './source';

/**
 * The Discord source of a site that runs without the community data (SWITCHED_OFF has
 * discord-data): the answers Discord gives when it cannot be reached, with no member count, no
 * events and no members, and never a request to Discord or a read of the demo tables.
 */
export function createSwitchedOffDiscord(guildId = DEFAULT_DISCORD_GUILD_ID): DiscordSource {
	return {
		getMemberCount: async () => null,
		getEvents: async (_db, id) => (id === guildId ? [] : null),
		getRole: async (_db, roleId) => ({ id: roleId, name: '', users: [] }),
		close: async () => {},
	};
}
