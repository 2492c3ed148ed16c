import type { Database } from 'better-sqlite3';
import type { StaffStatus } from '../../contract/staff';
import { DEFAULT_DISCORD_GUILD_ID } from '../../defaults';
import { readDemoEvents, readDemoMemberCount, readDemoRole } from '../discord/demo';
import { createDiscordRest } from '../discord/rest';
import { createGatewayPresence } from './discord-gateway';
import { createLiveDiscord, type LiveDiscordOptions } from './discord-live';

/** A scheduled event of the guild, as the API answers it (spec 3, "Event"). */
export interface GuildEvent {
	id: string;
	name: string;
	/** Discord's code: 1 Scheduled, 2 Active, 3 Completed, 4 Canceled. */
	status: number;
	/** ISO 8601; for a recurring event, the occurrence that is next (or running). */
	scheduledStartTime: string;
	/** How it repeats, e.g. 'Weekly on Tuesday'; null for a one-time event. */
	recurrence: string | null;
	description: string | null;
}

/** A member of a staff role, before the site adds its own description. */
export interface RoleMember {
	id: string;
	username: string;
	avatarUrl: string | null;
	status: StaffStatus;
}

/** A Discord role with its members. */
export interface RoleGroup {
	id: string;
	name: string;
	users: RoleMember[];
}

/**
 * Member count, scheduled events and staff role members of the community's Discord guild.
 * Methods never throw for an outage: they answer the last good data or an empty one. `null`
 * means the guild or role is not the community's (the route answers 404). The demo reads its
 * tables from the API's database, which the live one ignores.
 */
export interface DiscordSource {
	/** Members of the configured guild; null when it is not known (yet). */
	getMemberCount(db: Database): Promise<number | null>;
	/** Events of a guild; null for a guild other than the configured one. */
	getEvents(db: Database, guildId: string): Promise<GuildEvent[] | null>;
	/** A role of the guild with its members; null for an unknown role. */
	getRole(db: Database, roleId: string): Promise<RoleGroup | null>;
	/** Lets go of open connections (the live gateway). */
	close(): Promise<void>;
}

/** Options of the demo source. */
export interface DemoDiscordOptions {
	/** The guild whose member count `/guildUsers` answers. */
	guildId?: string;
	/** The clock (epoch ms) recurring events are rolled forward by; tests pin it. */
	now?: () => number;
}

/** Serves the seeded `discord_*` tables, with recurring events rolled forward to `now`. */
export function createDemoDiscord({
	guildId = DEFAULT_DISCORD_GUILD_ID,
	now = Date.now,
}: DemoDiscordOptions = {}): DiscordSource {
	return {
		getMemberCount: async (db) => readDemoMemberCount(db, guildId),
		getEvents: async (db, id) => readDemoEvents(db, id, new Date(now())),
		getRole: async (db, roleId) => readDemoRole(db, roleId),
		close: async () => {},
	};
}

/** Options of the Discord source as a whole. */
export interface DiscordOptions extends DemoDiscordOptions, Partial<LiveDiscordOptions> {
	/** The bot token; with one, data comes from Discord's API, without one from the demo tables. */
	botToken?: string;
}

/**
 * Creates the Discord source the settings ask for. With a bot token it also connects to the
 * gateway for the staff's presence.
 */
export function createDiscordSource({ botToken, ...options }: DiscordOptions = {}): DiscordSource {
	if (!botToken) return createDemoDiscord(options);
	const guildId = options.guildId ?? DEFAULT_DISCORD_GUILD_ID;
	// One REST client for both, so they share the bot's rate-limit bookkeeping.
	const rest = createDiscordRest({ botToken, ...options });
	const presence = createGatewayPresence({ botToken, guildId, rest, now: options.now });
	return createLiveDiscord({ ...options, botToken, guildId, rest, presence });
}
