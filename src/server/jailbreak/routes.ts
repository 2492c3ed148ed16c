import type { LootbagStats } from '../../contract/lootbags';
import {
	NoscopeRecentQuerySchema,
	NoscopeTopQuerySchema,
	type NoscopeRecord,
	type NoscopeStats,
	type TopNoscoper,
} from '../../contract/noscope';
import type { PoopStats } from '../../contract/poop';
import { createRouter } from '../http/create-router';
import { requireAuth } from '../http/require-auth';
import { validate } from '../http/validate';
import {
	getLootbagRarities,
	getLootbagStats,
	getRecentPickups,
	getTopPickers,
	getTopResources,
} from './lootbags';
import { getNoscopeStats, getRecentNoscopes, getTopNoscopers } from './noscope';
import { getPoopStats } from './poop';

/** The Jailbreak leaderboards (spec 7): no-scopes and lootbags for all, poops for members. */
export const jailbreakRoutes = createRouter()
	.get('/noscope/top', validate('query', NoscopeTopQuerySchema), (c) =>
		c.json(getTopNoscopers(c.var.db, c.req.valid('query')) satisfies TopNoscoper[]),
	)
	.get('/noscope/recent', validate('query', NoscopeRecentQuerySchema), (c) =>
		c.json(getRecentNoscopes(c.var.db, c.req.valid('query')) satisfies NoscopeRecord[]),
	)
	.get('/noscope/stats', (c) => c.json(getNoscopeStats(c.var.db) satisfies NoscopeStats))
	.get('/poop/stats', requireAuth, (c) => c.json(getPoopStats(c.var.db) satisfies PoopStats))
	.get('/lootbag/stats', (c) => c.json(getLootbagStats(c.var.db) satisfies LootbagStats))
	.get('/lootbag/rarity-stats', (c) => c.json(getLootbagRarities(c.var.db)))
	.get('/lootbag/recent-pickups', (c) => c.json(getRecentPickups(c.var.db)))
	.get('/lootbag/top-resources', (c) => c.json(getTopResources(c.var.db)))
	.get('/lootbag/top-pickers', (c) => c.json(getTopPickers(c.var.db)));
