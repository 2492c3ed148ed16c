import type { SiteArea } from '../area';
import { startPresenceWriter } from './stored-presence';
import { COMMUNITY_TABLES, seedCommunity } from './seed';
import * as community from './migrations/003-community';
import * as discordPresence from './migrations/029-discord-presence';
import { communityRoutes } from './routes';

/** The Discord community: member count, events, staff roles and presence, staff descriptions. */
export const discordArea: SiteArea = {
	name: 'discord',
	seeds: [
		{
			id: '003_community',
			kind: 'demo',
			tables: COMMUNITY_TABLES,
			run: (db, random) => seedCommunity(db, random),
		},
	],
	jobs: [
		// The one gateway connection a bot may have, writing presence for every server process.
		({ db, settings, profile, discordGuildId }) => {
			const botToken = settings.DISCORD_BOT_TOKEN;
			if (!botToken || profile.switchedOff.includes('discord-data')) return () => {};
			return startPresenceWriter({ db, botToken, guildId: discordGuildId });
		},
	],
	migrations: [
		{ id: '003_community', sql: community.sql, postgres: community.postgres },
		{ id: '029_discord_presence', sql: discordPresence.sql, postgres: discordPresence.postgres },
	],
	// Paths of its own: /guildUsers, /guild-events, /role-users.
	routes: [{ path: '/', create: () => communityRoutes }],
};
