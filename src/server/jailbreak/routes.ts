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
import { withAvatars } from '../players/avatars';
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
	.get('/noscope/top', validate('query', NoscopeTopQuerySchema), async (c) => {
		const top = getTopNoscopers(c.var.db, c.req.valid('query'));
		return c.json((await withAvatars(c, top, (row) => row.steamid)) satisfies TopNoscoperWire[]);
	})
	.get('/noscope/recent', validate('query', NoscopeRecentQuerySchema), (c) =>
		c.json(getRecentNoscopes(c.var.db, c.req.valid('query')) satisfies NoscopeRecordWire[]),
	)
	.get('/noscope/stats', (c) => c.json(getNoscopeStats(c.var.db) satisfies NoscopeStatsWire))
	.get('/poop/stats', requireAuth, async (c) => {
		const stats = getPoopStats(c.var.db);
		return c.json({
			...stats,
			topPoopers: await withAvatars(c, stats.topPoopers, (row) => row.steamid),
			topVictims: await withAvatars(c, stats.topVictims, (row) => row.steamid),
		} satisfies PoopStatsWire);
	})
	.get('/lootbag/stats', (c) => c.json(getLootbagStats(c.var.db) satisfies LootbagStatsWire))
	.get('/lootbag/rarity-stats', (c) =>
		c.json(getLootbagRarities(c.var.db) satisfies LootbagRarityWire[]),
	)
	.get('/lootbag/recent-pickups', (c) =>
		c.json(getRecentPickups(c.var.db) satisfies LootbagPickupWire[]),
	)
	.get('/lootbag/top-resources', async (c) => {
		const top = getTopResources(c.var.db);
		return c.json(
			(await withAvatars(c, top, (row) => row.steamId)) satisfies LootbagTopResourceWire[],
		);
	})
	.get('/lootbag/top-pickers', async (c) => {
		const top = getTopPickers(c.var.db);
		return c.json(
			(await withAvatars(c, top, (row) => row.pickerSteamId)) satisfies LootbagTopPickerWire[],
		);
	});
