import type { $ZodType } from 'zod/v4/core';
import {
	COMMUNITY_MESSAGES,
	GuildIdParamSchema,
	GuildUsersAnswerSchema,
	RoleIdParamSchema,
	type GuildUsersAnswerWire,
} from '../../contract/guild';
import { EventsAnswerSchema, type EventsAnswerWire } from '../../contract/events';
import { RoleUsersAnswerSchema, type RoleUsersAnswerWire } from '../../contract/staff';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/errors';
import { validate } from '../http/validate';
import { readStaffDescriptions } from './descriptions';
import { describeRoute } from '../http/route-docs';

/** Path params through `schema`; an id that is no snowflake names nothing: 404 `message`. */
const snowflakeParams = <S extends $ZodType>(schema: S, message: string) =>
	validate('param', schema, (_issues, c) => errorResponse(c, 404, message));

/**
 * The Discord community: member count, the guild's scheduled events and the members of
 * a staff role, through the Discord adapter (demo tables, or Discord's API with a bot token).
 */
export const communityRoutes = createRouter()
	.get(
		'/guildUsers',
		describeRoute({
			summary: "The Discord community's member count",
			answers: { 200: GuildUsersAnswerSchema },
		}),
		async (c) => {
			const memberCount = await c.var.adapters.discord.getMemberCount(c.var.db);
			return c.json({ memberCount } satisfies GuildUsersAnswerWire);
		},
	)
	.get(
		'/guild-events/:guildId',
		describeRoute({
			summary: "The guild's scheduled events",
			answers: { 200: EventsAnswerSchema, 404: COMMUNITY_MESSAGES.unknownGuild },
		}),
		snowflakeParams(GuildIdParamSchema, COMMUNITY_MESSAGES.unknownGuild),
		async (c) => {
			const { guildId } = c.req.valid('param');
			const events = await c.var.adapters.discord.getEvents(c.var.db, guildId);
			if (!events) return errorResponse(c, 404, COMMUNITY_MESSAGES.unknownGuild);
			return c.json({ events } satisfies EventsAnswerWire);
		},
	)
	.get(
		'/role-users/:roleId',
		describeRoute({
			summary: 'The members of a staff role, with their descriptions',
			answers: { 200: RoleUsersAnswerSchema, 404: COMMUNITY_MESSAGES.unknownRole },
		}),
		snowflakeParams(RoleIdParamSchema, COMMUNITY_MESSAGES.unknownRole),
		async (c) => {
			const { roleId } = c.req.valid('param');
			const role = await c.var.adapters.discord.getRole(c.var.db, roleId);
			if (!role) return errorResponse(c, 404, COMMUNITY_MESSAGES.unknownRole);
			const descriptions = await readStaffDescriptions(
				c.var.db,
				role.users.map((user) => user.id),
			);
			return c.json({
				id: role.id,
				name: role.name,
				users: role.users.map((user) => ({
					...user,
					description: descriptions.get(user.id) ?? null,
				})),
			} satisfies RoleUsersAnswerWire);
		},
	);
