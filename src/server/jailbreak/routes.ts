import type {
	LootbagPickupWire,
	LootbagRarityWire,
	LootbagStatsWire,
	LootbagTopPickerWire,
	LootbagTopResourceWire,
} from '../../contract/lootbags';
import {
	NoscopeRecentQuerySchema,
	NoscopeTopQuerySchema,
	type NoscopeRecordWire,
	type NoscopeStatsWire,
	type TopNoscoperWire,
} from '../../contract/noscope';
import type { PoopStatsWire } from '../../contract/poop';
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
		c.json(getTopNoscopers(c.var.db, c.req.valid('query')) satisfies TopNoscoperWire[]),
	)
	.get('/noscope/recent', validate('query', NoscopeRecentQuerySchema), (c) =>
		c.json(getRecentNoscopes(c.var.db, c.req.valid('query')) satisfies NoscopeRecordWire[]),
	)
	.get('/noscope/stats', (c) => c.json(getNoscopeStats(c.var.db) satisfies NoscopeStatsWire))
	.get('/poop/stats', requireAuth, (c) => c.json(getPoopStats(c.var.db) satisfies PoopStatsWire))
	.get('/lootbag/stats', (c) => c.json(getLootbagStats(c.var.db) satisfies LootbagStatsWire))
	.get('/lootbag/rarity-stats', (c) =>
		c.json(getLootbagRarities(c.var.db) satisfies LootbagRarityWire[]),
	)
	.get('/lootbag/recent-pickups', (c) =>
		c.json(getRecentPickups(c.var.db) satisfies LootbagPickupWire[]),
	)
	.get('/lootbag/top-resources', (c) =>
		c.json(getTopResources(c.var.db) satisfies LootbagTopResourceWire[]),
	)
	.get('/lootbag/top-pickers', (c) =>
		c.json(getTopPickers(c.var.db) satisfies LootbagTopPickerWire[]),
	);
