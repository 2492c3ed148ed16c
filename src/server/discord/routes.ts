import { z } from 'zod';
import { COMMUNITY_MESSAGES } from '../../contract/guild';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/errors';
import { readStaffDescriptions } from './descriptions';

/** A Discord id in a path: a snowflake is up to 20 digits. Anything else names nothing. */
const isSnowflake = (value: string) => /^\d{1,20}$/.test(value);

/** Answer of `GET /guildUsers`; null while Discord has not answered yet. */
const MemberCountAnswer = z.object({ memberCount: z.number().int().nullable() });

/**
 * The Discord community (spec 7): member count, the guild's scheduled events and the members of
 * a staff role, through the Discord adapter (demo tables, or Discord's API with a bot token).
 */
export const communityRoutes = createRouter()
	.get('/guildUsers', async (c) => {
		const memberCount = await c.var.adapters.discord.getMemberCount(c.var.db);
		return c.json(MemberCountAnswer.parse({ memberCount }));
	})
	.get('/guild-events/:guildId', async (c) => {
		const guildId = c.req.param('guildId');
		const events = isSnowflake(guildId)
			? await c.var.adapters.discord.getEvents(c.var.db, guildId)
			: null;
		if (!events) return errorResponse(c, 404, COMMUNITY_MESSAGES.unknownGuild);
		return c.json({ events });
	})
	.get('/role-users/:roleId', async (c) => {
		const roleId = c.req.param('roleId');
		const role = isSnowflake(roleId)
			? await c.var.adapters.discord.getRole(c.var.db, roleId)
			: null;
		if (!role) return errorResponse(c, 404, COMMUNITY_MESSAGES.unknownRole);
		const descriptions = readStaffDescriptions(
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
		});
	});
