import { Hono } from 'hono';
import {
	ConfigIdParamSchema,
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
import type { AuthEnv } from '../http/app-env';
import { requireRole } from '../http/require-auth';
import { validate } from '../http/validate';

const rootOnly = requireRole('root');

/**
 * The admin area's calls (spec 7), mounted at the API root: game admins, game servers, groups
 * and flags of a region. Every method on these paths needs a root account: 401, else 403.
 */
export const adminRoutes = new Hono<AuthEnv>({ strict: true })
	.use('/game-admins/*', rootOnly)
	.use('/game-servers/*', rootOnly)
	.use('/game-groups/*', rootOnly)
	.use('/game-flags/*', rootOnly)
	.get('/game-admins', validate('query', RegionQuerySchema), (c) =>
		c.json(listConfigs(c.var.db, c.req.valid('query').region) satisfies GameAdminConfigWire[]),
	)
	.post('/game-admins', validate('json', GameAdminInputSchema), (c) =>
		c.json(
			createConfig(c.var.db, c.var.account, c.req.valid('json')) satisfies GameAdminConfigWire,
			201,
		),
	)
	.put(
		'/game-admins/:id',
		validate('param', ConfigIdParamSchema),
		validate('json', GameAdminInputSchema),
		(c) =>
			c.json(
				updateConfig(
					c.var.db,
					c.var.account,
					c.req.valid('param').id,
					c.req.valid('json'),
				) satisfies GameAdminConfigWire,
			),
	)
	.delete(
		'/game-admins/:id',
		validate('param', ConfigIdParamSchema),
		validate('query', RegionQuerySchema),
		(c) => {
			const { id } = c.req.valid('param');
			deleteConfig(c.var.db, c.var.account, c.req.valid('query').region, id);
			return c.json({ id } satisfies DeletedWire);
		},
	)
	.get('/game-servers', validate('query', RegionQuerySchema), (c) =>
		c.json(listAdminServers(c.var.db, c.req.valid('query').region) satisfies AdminGameServerWire[]),
	)
	.get('/game-flags', validate('query', RegionQuerySchema), (c) =>
		c.json(listFlags(c.var.db, c.req.valid('query').region) satisfies GameFlagListWire),
	)
	.get('/game-groups', validate('query', RegionQuerySchema), (c) =>
		c.json(listGroups(c.var.db, c.req.valid('query').region) satisfies GameGroupWire[]),
	)
	.post('/game-groups', validate('json', GameGroupInputSchema), (c) =>
		c.json(createGroup(c.var.db, c.var.account, c.req.valid('json')) satisfies GameGroupWire, 201),
	)
	.put(
		'/game-groups/:id',
		validate('param', IdParamSchema),
		validate('json', GameGroupUpdateSchema),
		(c) => {
			const { region, ...details } = c.req.valid('json');
			return c.json(
				updateGroup(
					c.var.db,
					c.var.account,
					region,
					c.req.valid('param').id,
					details,
				) satisfies GameGroupWire,
			);
		},
	)
	.put(
		'/game-groups/:id/flags',
		validate('param', IdParamSchema),
		validate('json', GameGroupFlagsInputSchema),
		(c) => {
			const { region, flags } = c.req.valid('json');
			return c.json(
				updateGroupFlags(
					c.var.db,
					c.var.account,
					region,
					c.req.valid('param').id,
					flags,
				) satisfies GameGroupWire,
			);
		},
	)
	.delete(
		'/game-groups/:id',
		validate('param', IdParamSchema),
		validate('query', RegionQuerySchema),
		(c) => {
			const { id } = c.req.valid('param');
			deleteGroup(c.var.db, c.var.account, c.req.valid('query').region, id);
			return c.json({ id } satisfies DeletedWire);
		},
	);
