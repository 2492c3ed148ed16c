import {
	LootbagPickupListSchema,
	LootbagRarityListSchema,
	LootbagStatsSchema,
	LootbagTopPickerListSchema,
	LootbagTopResourceListSchema,
	type LootbagPickupWire,
	type LootbagRarityWire,
	type LootbagStatsWire,
	type LootbagTopPickerWire,
	type LootbagTopResourceWire,
} from '../../contract/lootbags';
import {
	NoscopeRecentListSchema,
	NoscopeRecentQuerySchema,
	NoscopeStatsSchema,
	NoscopeTopQuerySchema,
	TopNoscoperListSchema,
	type NoscopeRecordWire,
	type NoscopeStatsWire,
	type TopNoscoperWire,
} from '../../contract/noscope';
import { PoopStatsSchema, type PoopStatsWire } from '../../contract/poop';
import { createRouter } from '../http/create-router';
import { withAvatars } from '../players/avatars';
import { requireAuth } from '../auth/require-auth';
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
import { describeRoute } from '../http/route-docs';
import type { $ZodType } from 'zod/v4/core';

/** The document's entry of a leaderboard: a summary and its answer. */
function describe(summary: string, answer: $ZodType) {
	return describeRoute({ summary, answers: { 200: answer } });
}

/** The Jailbreak leaderboards: no-scopes and lootbags for all, poops for members. */
export const jailbreakRoutes = createRouter()
	.get(
		'/noscope/top',
		describe('The top no-scopers, by kills or by longest shot', TopNoscoperListSchema),
		validate('query', NoscopeTopQuerySchema),
		async (c) => {
			const top = await getTopNoscopers(c.var.db, c.req.valid('query'));
			return c.json((await withAvatars(c, top, (row) => row.steamid)) satisfies TopNoscoperWire[]);
		},
	)
	.get(
		'/noscope/recent',
		describe('The latest no-scopes', NoscopeRecentListSchema),
		validate('query', NoscopeRecentQuerySchema),
		async (c) =>
			c.json(
				(await getRecentNoscopes(c.var.db, c.req.valid('query'))) satisfies NoscopeRecordWire[],
			),
	)
	.get('/noscope/stats', describe('No-scope totals', NoscopeStatsSchema), async (c) =>
		c.json((await getNoscopeStats(c.var.db)) satisfies NoscopeStatsWire),
	)
	.get(
		'/poop/stats',
		describe('Poop leaderboards, for members', PoopStatsSchema),
		requireAuth,
		async (c) => {
			const stats = await getPoopStats(c.var.db);
			return c.json({
				...stats,
				topPoopers: await withAvatars(c, stats.topPoopers, (row) => row.steamid),
				topVictims: await withAvatars(c, stats.topVictims, (row) => row.steamid),
			} satisfies PoopStatsWire);
		},
	)
	.get('/lootbag/stats', describe('Loot bag totals', LootbagStatsSchema), async (c) =>
		c.json((await getLootbagStats(c.var.db)) satisfies LootbagStatsWire),
	)
	.get(
		'/lootbag/rarity-stats',
		describe('Loot bag pickups by rarity', LootbagRarityListSchema),
		async (c) => c.json((await getLootbagRarities(c.var.db)) satisfies LootbagRarityWire[]),
	)
	.get(
		'/lootbag/recent-pickups',
		describe('The latest loot bag pickups', LootbagPickupListSchema),
		async (c) => c.json((await getRecentPickups(c.var.db)) satisfies LootbagPickupWire[]),
	)
	.get(
		'/lootbag/top-resources',
		describe('The resources picked up most', LootbagTopResourceListSchema),
		async (c) => {
			const top = await getTopResources(c.var.db);
			return c.json(
				(await withAvatars(c, top, (row) => row.steamId)) satisfies LootbagTopResourceWire[],
			);
		},
	)
	.get(
		'/lootbag/top-pickers',
		describe('The players who picked up most loot bags', LootbagTopPickerListSchema),
		async (c) => {
			const top = await getTopPickers(c.var.db);
			return c.json(
				(await withAvatars(c, top, (row) => row.pickerSteamId)) satisfies LootbagTopPickerWire[],
			);
		},
	);
