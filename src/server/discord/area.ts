import type { SiteArea } from '../area';
import { startPresenceWriter } from './stored-presence';
import { COMMUNITY_TABLES, seedCommunity } from './seed';

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
};
