import { z } from 'zod/mini';

/** Messages the community calls answer with when a path names something the site does not know. */
export const COMMUNITY_MESSAGES = {
	unknownGuild: 'Unknown guild',
	unknownRole: 'Unknown role',
} as const;

/** A Discord id (snowflake) in a path: up to 20 digits. Anything else names nothing. */
const SnowflakeSchema = z.string().check(z.regex(/^\d{1,20}$/));

/** Path parameters of `GET /guild-events/{guildId}`. */
export const GuildIdParamSchema = z.object({ guildId: SnowflakeSchema });

/** Path parameters of `GET /role-users/{roleId}`. */
export const RoleIdParamSchema = z.object({ roleId: SnowflakeSchema });

/** Answer of `GET /guildUsers`: how many members the Discord community has. */
export const GuildUsersAnswerSchema = z.object({
	/** Members of the guild; junk reads as null so the hero keeps its wording without a count. */
	memberCount: z.catch(z.nullable(z.number().check(z.int(), z.nonnegative())), null),
});

/** The member count answer as the API sends it. */
export type GuildUsersAnswerWire = z.input<typeof GuildUsersAnswerSchema>;
