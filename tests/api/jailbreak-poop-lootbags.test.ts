import type { Database } from 'better-sqlite3';
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
import { lootbagQueries } from '../../src/server/jailbreak/lootbags';
import { poopQueries } from '../../src/server/jailbreak/poop';
import { SEED_COUNTS } from '../../src/server/jailbreak/seed';
import {
	expectPostgresIndexUsed,
	expectQueryIndexed,
	readPostgresPlan,
	readQueryPlan,
	type CompilableQuery,
} from '../fixtures/query-plan';
import { bearer, createTestApp, logInAs, testEngine } from '../fixtures/reference-api';

/** SQLite's plan of a query of the query layer. */
function sqliteSteps(db: Database, query: CompilableQuery) {
	const { sql, parameters } = query.compile();
	return readQueryPlan(db, sql, [...parameters]);
}

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
		const { app, queries } = await createTestApp();
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

		const best = await queries
			.selectFrom('jailbreak_poops')
			.select((eb) => [
				'pooper_steamid as steamid',
				eb.fn.countAll<number>().as('n'),
				eb.fn.count<number>('victim_steamid').distinct().as('victims'),
			])
			.groupBy('pooper_steamid')
			.orderBy('n', 'desc')
			.orderBy('victims', 'desc')
			.orderBy('steamid')
			.limit(1)
			.executeTakeFirstOrThrow();
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
		const onNobody = await queries
			.selectFrom('jailbreak_poops')
			.select((eb) => eb.fn.countAll<number>().as('n'))
			.where('victim_steamid', 'is', null)
			.executeTakeFirstOrThrow();
		expect(onNobody.n).toBeGreaterThan(0);
		const times = stats.recentPoops.map((poop) => Date.parse(poop.timestamp));
		expect(times).toEqual([...times].sort((a, b) => b - a));
	});

	it.runIf(testEngine === 'sqlite')('groups the tops along their indexes', async () => {
		const { db, queries } = await createTestApp();
		const poops = poopQueries(queries);
		expectQueryIndexed(db, poops.topVictims, 'jailbreak_poops_by_victim');
		expect(sqliteSteps(db, poops.topPoopers)).toContain(
			'SCAN jailbreak_poops USING COVERING INDEX jailbreak_poops_by_pooper',
		);
	});

	it.runIf(testEngine === 'postgres')(
		'groups the tops along their indexes on PostgreSQL too, and reads the rest by index',
		async () => {
			const { queries } = await createTestApp();
			const poops = poopQueries(queries);
			await expectPostgresIndexUsed(queries, poops.topVictims, 'jailbreak_poops_by_victim');
			await expectPostgresIndexUsed(queries, poops.topPoopers, 'jailbreak_poops_by_pooper');
			await expectPostgresIndexUsed(queries, poops.recent, 'jailbreak_poops_recent');
			await expectPostgresIndexUsed(queries, poops.mapStats, 'jailbreak_poops_by_map');
			await expectPostgresIndexUsed(queries, poops.total);
		},
	);
});

describe('GET /api/jailbreak/lootbag/*', () => {
	async function get<S extends z.core.$ZodType>(path: string, schema: S) {
		const { app, queries } = await createTestApp();
		const response = await app.request(`/api/jailbreak/lootbag/${path}`);
		expect(response.status).toBe(200);
		return { data: z.parse(schema, await response.json()), queries };
	}

	it('stats: true lootbags picked and unique pickers', async () => {
		const { data, queries } = await get('stats', LootbagStatsSchema);
		const truth = await queries
			.selectFrom('jailbreak_lootbag_pickups')
			.select((eb) => [
				eb.fn.sum<number>('is_true_lootbag').as('t'),
				eb.fn.count<number>('picker_steamid').distinct().as('p'),
				eb.fn.countAll<number>().as('all'),
			])
			.executeTakeFirstOrThrow();
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
		const { queries } = await createTestApp();
		const count = () =>
			queries
				.selectFrom('jailbreak_lootbag_pickups')
				.select((eb) => eb.fn.countAll<number>().as('n'));
		const found = await count().where('dropper_steamid', 'is', null).executeTakeFirstOrThrow();
		const notTrue = await count()
			.where('dropper_steamid', 'is not', null)
			.where('is_true_lootbag', '=', 0)
			.executeTakeFirstOrThrow();
		expect(found.n).toBeGreaterThan(100);
		expect(notTrue.n).toBeGreaterThan(50);
	});

	it.runIf(testEngine === 'sqlite')('groups the tops along the picker index', async () => {
		const { db, queries } = await createTestApp();
		const lootbags = lootbagQueries(queries);
		for (const query of [lootbags.topPickers, lootbags.topResources]) {
			expect(sqliteSteps(db, query)).toContain(
				'SCAN jailbreak_lootbag_pickups USING COVERING INDEX jailbreak_lootbag_pickups_by_picker',
			);
		}
	});

	it.runIf(testEngine === 'postgres')(
		'groups the tops along the picker index on PostgreSQL too, and reads the rest by index',
		async () => {
			const { queries } = await createTestApp();
			const lootbags = lootbagQueries(queries);
			for (const query of [lootbags.topPickers, lootbags.topResources]) {
				await expectPostgresIndexUsed(queries, query, 'jailbreak_lootbag_pickups_by_picker');
				// From the covering index alone, as on SQLite.
				expect((await readPostgresPlan(queries, query)).join('\n')).toMatch(
					/Index Only Scan using jailbreak_lootbag_pickups_by_picker/,
				);
			}
			await expectPostgresIndexUsed(
				queries,
				lootbags.rarity,
				'jailbreak_lootbag_pickups_by_rarity',
			);
			await expectPostgresIndexUsed(queries, lootbags.recent, 'jailbreak_lootbag_pickups_recent');
			await expectPostgresIndexUsed(queries, lootbags.stats);
		},
	);
});
