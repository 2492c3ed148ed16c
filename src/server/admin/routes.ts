import { Hono } from 'hono';
import {
	ADMIN_MESSAGES,
	AdminGameServerListSchema,
	ConfigIdParamSchema,
	DeletedSchema,
	GameAdminConfigListSchema,
	GameAdminConfigSchema,
	GameFlagListSchema,
	GameGroupListSchema,
	GameGroupSchema,
	GameAdminInputSchema,
	GameGroupFlagsInputSchema,
	GameGroupInputSchema,
	GameGroupUpdateSchema,
	type AdminGameServerWire,
	type DeletedWire,
	type GameAdminConfigWire,
	type GameFlagListWire,
	type GameGroupWire,
} from '../../contract/admin';
import { IdParamSchema, RegionQuerySchema } from '../../contract/common';
import { createConfig, deleteConfig, listConfigs, updateConfig } from './configs';
import { listFlags } from './flags';
import { createGroup, deleteGroup, listGroups, updateGroup, updateGroupFlags } from './groups';
import { listAdminServers } from './servers';
import type { AuthEnv } from '../app-env';
import { requireRole } from '../auth/require-auth';
import { validate } from '../http/validate';
import { describeRoute, type RouteDoc } from '../http/route-docs';

const rootOnly = requireRole('root');

/** The document's entry of an admin call: a summary and its answers (root only, see below). */
function describe(summary: string, answers: RouteDoc['answers']) {
	return describeRoute({ summary, answers });
}

/** A config names a server and groups that must exist in its region. */
const CONFIG_REFS = {
	400: `The input breaks a rule, or names no server or group of the region (${ADMIN_MESSAGES.unknownServer})`,
};

/**
 * The admin area's calls, mounted at the API root: game admins, game servers, groups
 * and flags of a region. Every method on these paths needs a root account: 401, else 403.
 */
export const adminRoutes = new Hono<AuthEnv>({ strict: true })
	.use('/game-admins/*', rootOnly)
	.use('/game-servers/*', rootOnly)
	.use('/game-groups/*', rootOnly)
	.use('/game-flags/*', rootOnly)
	.get(
		'/game-admins',
		describe('The game admin configs of a region', { 200: GameAdminConfigListSchema }),
		validate('query', RegionQuerySchema),
		async (c) =>
			c.json(
				(await listConfigs(c.var.db, c.req.valid('query').region)) satisfies GameAdminConfigWire[],
			),
	)
	.post(
		'/game-admins',
		describe('Add a game admin config', { 201: GameAdminConfigSchema, ...CONFIG_REFS }),
		validate('json', GameAdminInputSchema),
		async (c) =>
			c.json(
				(await createConfig(
					c.var.db,
					c.var.account,
					c.req.valid('json'),
				)) satisfies GameAdminConfigWire,
				201,
			),
	)
	.put(
		'/game-admins/:id',
		describe('Change a game admin config', {
			200: GameAdminConfigSchema,
			404: ADMIN_MESSAGES.configNotFound,
			...CONFIG_REFS,
		}),
		validate('param', ConfigIdParamSchema),
		validate('json', GameAdminInputSchema),
		async (c) =>
			c.json(
				(await updateConfig(
					c.var.db,
					c.var.account,
					c.req.valid('param').id,
					c.req.valid('json'),
				)) satisfies GameAdminConfigWire,
			),
	)
	.delete(
		'/game-admins/:id',
		describe('Delete a game admin config', {
			200: DeletedSchema,
			404: ADMIN_MESSAGES.configNotFound,
			409: ADMIN_MESSAGES.protectedConfig,
		}),
		validate('param', ConfigIdParamSchema),
		validate('query', RegionQuerySchema),
		async (c) => {
			const { id } = c.req.valid('param');
			await deleteConfig(c.var.db, c.var.account, c.req.valid('query').region, id);
			return c.json({ id } satisfies DeletedWire);
		},
	)
	.get(
		'/game-servers',
		describe('The game servers of a region', { 200: AdminGameServerListSchema }),
		validate('query', RegionQuerySchema),
		async (c) =>
			c.json(
				(await listAdminServers(
					c.var.db,
					c.req.valid('query').region,
				)) satisfies AdminGameServerWire[],
			),
	)
	.get(
		'/game-flags',
		describe('The flags of a region: built in, and those groups added', {
			200: GameFlagListSchema,
		}),
		validate('query', RegionQuerySchema),
		async (c) =>
			c.json((await listFlags(c.var.db, c.req.valid('query').region)) satisfies GameFlagListWire),
	)
	.get(
		'/game-groups',
		describe('The admin groups of a region', { 200: GameGroupListSchema }),
		validate('query', RegionQuerySchema),
		async (c) =>
			c.json((await listGroups(c.var.db, c.req.valid('query').region)) satisfies GameGroupWire[]),
	)
	.post(
		'/game-groups',
		describe('Add an admin group', { 201: GameGroupSchema, 409: ADMIN_MESSAGES.groupNameTaken }),
		validate('json', GameGroupInputSchema),
		async (c) =>
			c.json(
				(await createGroup(c.var.db, c.var.account, c.req.valid('json'))) satisfies GameGroupWire,
				201,
			),
	)
	.put(
		'/game-groups/:id',
		describe('Rename an admin group or change its immunity', {
			200: GameGroupSchema,
			404: ADMIN_MESSAGES.groupNotFound,
			409: ADMIN_MESSAGES.groupNameTaken,
		}),
		validate('param', IdParamSchema),
		validate('json', GameGroupUpdateSchema),
		async (c) => {
			const { region, ...details } = c.req.valid('json');
			return c.json(
				(await updateGroup(
					c.var.db,
					c.var.account,
					region,
					c.req.valid('param').id,
					details,
				)) satisfies GameGroupWire,
			);
		},
	)
	.put(
		'/game-groups/:id/flags',
		describe("Replace an admin group's flags", {
			200: GameGroupSchema,
			404: ADMIN_MESSAGES.groupNotFound,
		}),
		validate('param', IdParamSchema),
		validate('json', GameGroupFlagsInputSchema),
		async (c) => {
			const { region, flags } = c.req.valid('json');
			return c.json(
				(await updateGroupFlags(
					c.var.db,
					c.var.account,
					region,
					c.req.valid('param').id,
					flags,
				)) satisfies GameGroupWire,
			);
		},
	)
	.delete(
		'/game-groups/:id',
		describe('Delete an admin group no config uses', {
			200: DeletedSchema,
			404: ADMIN_MESSAGES.groupNotFound,
			409: ADMIN_MESSAGES.groupInUse,
		}),
		validate('param', IdParamSchema),
		validate('query', RegionQuerySchema),
		async (c) => {
			const { id } = c.req.valid('param');
			await deleteGroup(c.var.db, c.var.account, c.req.valid('query').region, id);
			return c.json({ id } satisfies DeletedWire);
		},
	);
