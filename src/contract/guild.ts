import { z } from 'zod/mini';

/** Messages the community calls answer with when a path names something the site does not know. */
export const COMMUNITY_MESSAGES = {
	unknownGuild: 'Unknown guild',
	unknownRole: 'Unknown role',
} as const;

/** Answer of `GET /guildUsers`: how many members the Discord community has (spec 3). */
export const GuildUsersAnswerSchema = z.object({
	/** Members of the guild; junk reads as null so the hero keeps its wording without a count. */
	memberCount: z.catch(z.nullable(z.number().check(z.int(), z.nonnegative())), null),
});

/** The parsed member count answer. */
export type GuildUsersAnswer = z.infer<typeof GuildUsersAnswerSchema>;
