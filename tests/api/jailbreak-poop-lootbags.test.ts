import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
	LOOTBAG_LIST_SIZE,
	LootbagPickupListSchema,
	LootbagRarityListSchema,
	LootbagStatsSchema,
	LootbagTopPickerListSchema,
	LootbagTopResourceListSchema,
} from '../../src/contract/lootbags';
import { POOP_LIST_SIZE, PoopStatsSchema } from '../../src/contract/poop';
import { API_MESSAGES } from '../../src/contract/http';
import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts';
import { LOOTBAG_SQL } from '../../src/server/jailbreak/lootbags';
import { POOP_SQL } from '../../src/server/jailbreak/poop';
import { SEED_COUNTS } from '../../src/server/jailbreak/seed';
import { expectIndexUsed, readQueryPlan } from '../fixtures/query-plan';
import { bearer, createTestApp, logInAs } from '../fixtures/reference-api';

describe('GET /api/jailbreak/poop/stats', () => {
	it('answers 401 without a token and with a bad one', async () => {
		const { app } = await createTestApp();
		for (const headers of [{}, bearer('not-a-token')]) {
			const response = await app.request('/api/jailbreak/poop/stats', { headers });
			expect(response.status).toBe(401);
			expect(await response.json()).toEqual({ message: API_MESSAGES.authRequired });
		}
	});

	it('gives a logged-in player the totals, tops, maps and recent poops', async () => {
		const { app, db } = await createTestApp();
		const token = await logInAs(app, DEMO_ACCOUNTS.player);
		const response = await app.request('/api/jailbreak/poop/stats', { headers: bearer(token) });
		expect(response.status).toBe(200);
		const stats = z.parse(PoopStatsSchema, await response.json());
		expect(stats.totalPoops).toBe(SEED_COUNTS.poops);
		expect(stats.topPoopers).toHaveLength(POOP_LIST_SIZE);
		expect(stats.topVictims).toHaveLength(POOP_LIST_SIZE);
		expect(stats.recentPoops).toHaveLength(POOP_LIST_SIZE);
		const counts = stats.topPoopers.map((row) => row.poop_count);
		expect(counts).toEqual([...counts].sort((a, b) => b - a));

		const best = db
			.prepare<[], { steamid: string; n: number; victims: number }>(
				`SELECT pooper_steamid AS steamid, COUNT(*) AS n, COUNT(DISTINCT victim_steamid) AS victims
				FROM jailbreak_poops GROUP BY pooper_steamid ORDER BY n DESC, victims DESC, steamid LIMIT 1`,
			)
			.get()!;
		expect(stats.topPoopers[0]).toMatchObject({
			steamid: best.steamid,
			poop_count: best.n,
			unique_victims: best.victims,
		});
		for (const victim of stats.topVictims) {
			expect(victim.unique_poopers).toBeLessThanOrEqual(victim.victim_count);
			expect(victim.steamid).toMatch(/^7656119\d{10}$/);
		}
		expect(stats.mapStats.reduce((sum, row) => sum + row.poop_count, 0)).toBe(stats.totalPoops);
		const onNobody = db
			.prepare<[], { n: number }>(
				'SELECT COUNT(*) AS n FROM jailbreak_poops WHERE victim_steamid IS NULL',
			)
			.get()!;
		expect(onNobody.n).toBeGreaterThan(0);
		const times = stats.recentPoops.map((poop) => Date.parse(poop.timestamp));
		expect(times).toEqual([...times].sort((a, b) => b - a));
	});

	it('groups the tops along their indexes', async () => {
		const { db } = await createTestApp();
		expectIndexUsed(db, POOP_SQL.topVictims, [10], 'jailbreak_poops_by_victim');
		expect(readQueryPlan(db, POOP_SQL.topPoopers, [10])).toContain(
			'SCAN jailbreak_poops USING COVERING INDEX jailbreak_poops_by_pooper',
		);
	});
});

describe('GET /api/jailbreak/lootbag/*', () => {
	async function get<S extends z.core.$ZodType>(path: string, schema: S) {
		const { app, db } = await createTestApp();
		const response = await app.request(`/api/jailbreak/lootbag/${path}`);
		expect(response.status).toBe(200);
		return { data: z.parse(schema, await response.json()), db };
	}

	it('stats: true lootbags picked and unique pickers', async () => {
		const { data, db } = await get('stats', LootbagStatsSchema);
		const truth = db
			.prepare<[], { t: number; p: number; all: number }>(
				`SELECT SUM(is_true_lootbag) AS t, COUNT(DISTINCT picker_steamid) AS p, COUNT(*) AS "all"
				FROM jailbreak_lootbag_pickups`,
			)
			.get()!;
		expect(data).toEqual({ totalTrueLootbagsPicked: truth.t, totalUniquePickers: truth.p });
		expect(truth.t).toBeLessThan(truth.all);
		expect(truth.all).toBe(SEED_COUNTS.pickups);
	});

	it('rarity-stats: every rarity with its share of all pickups', async () => {
		const { data } = await get('rarity-stats', LootbagRarityListSchema);
		expect(data.map((row) => row.rarityName)).toEqual([
			'Common',
			'Uncommon',
			'Rare',
			'Epic',
			'Legendary',
		]);
		expect(data.reduce((sum, row) => sum + row.count, 0)).toBe(SEED_COUNTS.pickups);
		expect(data.reduce((sum, row) => sum + row.percentage, 0)).toBeCloseTo(100, 0);
	});

	it('recent-pickups: newest first, with found bags and bags that are not true lootbags', async () => {
		const { app } = await createTestApp();
		const response = await app.request('/api/jailbreak/lootbag/recent-pickups');
		const pickups = z.parse(LootbagPickupListSchema, await response.json());
		expect(pickups).toHaveLength(LOOTBAG_LIST_SIZE);
		const times = pickups.map((pickup) => Date.parse(pickup.pickupTime));
		expect(times).toEqual([...times].sort((a, b) => b - a));
	});

	it('top-resources and top-pickers: ranked players, most first', async () => {
		const resources = (await get('top-resources', LootbagTopResourceListSchema)).data;
		expect(resources.map((row) => row.rank)).toEqual(
			Array.from({ length: LOOTBAG_LIST_SIZE }, (_, i) => i + 1),
		);
		const totals = resources.map((row) => row.totalResources);
		expect(totals).toEqual([...totals].sort((a, b) => b - a));
		expect(resources[0]?.steamId).toMatch(/^7656119\d{10}$/);

		const pickers = (await get('top-pickers', LootbagTopPickerListSchema)).data;
		const counts = pickers.map((row) => row.pickupCount);
		expect(counts).toEqual([...counts].sort((a, b) => b - a));
		expect(pickers[0]).toMatchObject({ rank: 1, pickerName: expect.any(String) });
	});

	it('the seed holds found bags without a dropper and dropped bags that are not true', async () => {
		const { db } = await createTestApp();
		const kinds = db
			.prepare<[], { found: number; notTrue: number }>(
				`SELECT SUM(dropper_steamid IS NULL) AS found,
				SUM(dropper_steamid IS NOT NULL AND is_true_lootbag = 0) AS notTrue
				FROM jailbreak_lootbag_pickups`,
			)
			.get()!;
		expect(kinds.found).toBeGreaterThan(100);
		expect(kinds.notTrue).toBeGreaterThan(50);
	});

	it('groups the tops along the picker index', async () => {
		const { db } = await createTestApp();
		for (const sql of [LOOTBAG_SQL.topPickers, LOOTBAG_SQL.topResources]) {
			expect(readQueryPlan(db, sql, [10])).toContain(
				'SCAN jailbreak_lootbag_pickups USING COVERING INDEX jailbreak_lootbag_pickups_by_picker',
			);
		}
	});
});
