import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from 'better-sqlite3';
import {
	NOSCOPE_HEADSHOT_FILTERS,
	NOSCOPE_SORT_OPTIONS,
	NOSCOPE_WEAPON_FILTERS,
} from '../../src/contract/noscope';
import { HISTORY_STEPS, type HistoryRange } from '../../src/contract/servers';
import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts';
import { SITE_MIGRATIONS } from '../../src/server/areas';
import { copySqliteToPostgres } from '../../src/server/db/copy';
import {
	currentGoal,
	donatorStatus,
	listDonations,
	topDonorsAllTime,
	topDonorsOfMonth,
} from '../../src/server/donations/queries';
import { sql } from 'kysely';
import { DEFAULT_DISCORD_GUILD_ID, DEFAULT_STAFF_ROLE_IDS } from '../../src/defaults';
import { createRandom } from '../../src/server/db/random';
import { readDemoEvents, readDemoMemberCount, readDemoRole } from '../../src/server/discord/demo';
import { COMMUNITY_TABLES, seedCommunityAt } from '../../src/server/discord/seed';
import { listGameServerDonators } from '../../src/server/donations/game-server-donators';
import { seedDonations } from '../../src/server/donations/seed';
import { sqliteQueries, type SiteDb } from '../../src/server/db/kysely';
import { connectPostgres, type PostgresDatabase } from '../../src/server/db/postgres';
import { listEggHunters } from '../../src/server/egg-hunt/list';
import {
	getLootbagRarities,
	getLootbagStats,
	getRecentPickups,
	getTopPickers,
	getTopResources,
} from '../../src/server/jailbreak/lootbags';
import {
	getNoscopeStats,
	getRecentNoscopes,
	getTopNoscopers,
} from '../../src/server/jailbreak/noscope';
import { getPoopStats } from '../../src/server/jailbreak/poop';
import { searchPlayers } from '../../src/server/players/directory';
import { readPlayerProfile } from '../../src/server/players/profile';
import { getRound, listRounds, readRoundActions } from '../../src/server/rounds/list';
import { readRoundPage } from '../../src/server/rounds/page';
import {
	fiveMinutePeaksQuery,
	hourlyPeaksQuery,
	readServerHistory,
	toMinute,
} from '../../src/server/servers/history';
import { listGameServers } from '../../src/server/servers/list';
import { createDemoServerStatus } from '../../src/server/servers/status-demo';
import { createEmptyPostgresDatabase, postgresMissing } from '../fixtures/postgres';
import { expectPostgresIndexUsed } from '../fixtures/query-plan';
import { createTestApp } from '../fixtures/reference-api';

// The areas on the query layer answer alike on SQLite and PostgreSQL: the seeded demo community
// is copied into PostgreSQL, and every read answers the same on both, through an index.

const NOW = Date.now();

describe.skipIf(postgresMissing !== '')('the same answers on SQLite and PostgreSQL', () => {
	let sqlite: Database;
	let onSqlite: SiteDb;
	let target: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
	let postgres: PostgresDatabase;
	let onPostgres: SiteDb;

	beforeAll(async () => {
		sqlite = (await createTestApp()).db;
		onSqlite = sqliteQueries(sqlite);
		target = await createEmptyPostgresDatabase();
		postgres = await connectPostgres(target.url, { poolSize: 2 });
		onPostgres = postgres.kysely;
		await copySqliteToPostgres(sqlite, onPostgres, target.name, SITE_MIGRATIONS);
	});

	afterAll(async () => {
		await postgres?.close();
		await target?.drop();
	});

	/** Answers `read` on both engines and expects them equal (and not empty). */
	async function expectAlike<T>(read: (db: SiteDb) => Promise<T>, what: string) {
		const expected = await read(onSqlite);
		expect(expected, what).toBeTruthy();
		expect(await read(onPostgres), what).toEqual(expected);
	}

	it('rounds: the newest list, one round, a timeline, pages and searches', async () => {
		await expectAlike((db) => listRounds(db, NOW), 'newest rounds');
		const [newest] = await listRounds(onSqlite, NOW);
		await expectAlike((db) => getRound(db, newest!.id), 'one round');
		await expectAlike((db) => readRoundActions(db, newest!.id), 'a timeline');
		for (const search of ['', 'minecraft', String(newest!.id), 'no such map']) {
			for (const page of [1, 3, 99]) {
				await expectAlike(
					(db) => readRoundPage(db, { page, pageSize: 15, search }, NOW),
					`page ${page} of '${search}'`,
				);
			}
		}
	});

	it('servers: the list and every history range of every server', async () => {
		const status = createDemoServerStatus();
		await expectAlike((db) => listGameServers(db, status), 'server list');
		const servers = await listGameServers(onSqlite, status);
		for (const server of servers) {
			for (const range of Object.keys(HISTORY_STEPS) as HistoryRange[]) {
				await expectAlike(
					(db) => readServerHistory(db, server.id, range, NOW),
					`${server.id} ${range}`,
				);
			}
		}
		const id = servers[0]!.id;
		await expectPostgresIndexUsed(
			onPostgres,
			fiveMinutePeaksQuery(onPostgres, id, toMinute(NOW) - 1440),
		);
		await expectPostgresIndexUsed(
			onPostgres,
			hourlyPeaksQuery(onPostgres, id, Math.floor(NOW / 3_600_000) - 720),
		);
	});

	it("donations: the goal, the top supporters of all time and of each month, a donor's list", async () => {
		const now = new Date(NOW);
		await expectAlike((db) => currentGoal(db, 200, now), 'goal');
		await expectAlike((db) => topDonorsAllTime(db), 'top of all time');
		const top = await topDonorsAllTime(onSqlite);
		expect(top.length).toBeGreaterThan(1);
		for (let back = 0; back < 4; back++) {
			const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
			await expectAlike(
				async (db) => ({
					top: await topDonorsOfMonth(db, month.getUTCMonth() + 1, month.getUTCFullYear()),
				}),
				`top of ${month.toISOString()}`,
			);
		}
		for (const donor of top) {
			await expectAlike(
				(db) => listDonations(db, Number(donor.userId), now),
				`donations of ${donor.userId}`,
			);
		}
	});

	it('discord and donators: the demo guild, its events and roles, Donator status and perks', async () => {
		const now = new Date(NOW);
		await expectAlike((db) => readDemoMemberCount(db, DEFAULT_DISCORD_GUILD_ID), 'member count');
		await expectAlike((db) => readDemoEvents(db, DEFAULT_DISCORD_GUILD_ID, now), 'events');
		for (const roleId of Object.values(DEFAULT_STAFF_ROLE_IDS)) {
			await expectAlike((db) => readDemoRole(db, roleId), `role ${roleId}`);
		}
		await expectAlike((db) => listGameServerDonators(db, now), 'Donators for the game servers');
		for (const donor of await topDonorsAllTime(onSqlite)) {
			await expectAlike(
				(db) => donatorStatus(db, Number(donor.userId), now),
				`Donator status of ${donor.userId}`,
			);
		}
	});

	it('seeds: the community and the donations write the same rows', async () => {
		const undo = new Error('Undone: the seed runs in a transaction rolled back');
		/** Seeds the two areas afresh inside a transaction that is rolled back; answers their rows. */
		const seedAgain = async (db: SiteDb) => {
			const rows: Record<string, string[]> = {};
			const run = db.transaction().execute(async (trx) => {
				const tables = [...COMMUNITY_TABLES, 'donations', 'donator_status'];
				for (const table of [...tables].reverse()) {
					await sql`DELETE FROM ${sql.table(table)}`.execute(trx);
				}
				await seedCommunityAt(trx, createRandom(7), new Date(NOW));
				await seedDonations(trx, createRandom(8), new Date(NOW));
				for (const table of tables) {
					const { rows: found } = await sql<Record<string, unknown>>`
						SELECT * FROM ${sql.table(table)}`.execute(trx);
					// Donation ids continue after the deleted rows' on PostgreSQL only: compare the rest.
					if (table === 'donations') for (const row of found) delete row.id;
					rows[table] = found.map((row) => JSON.stringify(row)).sort();
				}
				throw undo;
			});
			await expect(run).rejects.toBe(undo);
			return rows;
		};
		const rows = await seedAgain(onSqlite);
		expect(rows['discord_users']).toHaveLength(10);
		expect(rows['donations']!.length).toBeGreaterThan(10);
		expect(await seedAgain(onPostgres)).toEqual(rows);
	});

	it('jailbreak: every top list and filter, the latest no-scopes, the stats, poops and lootbags', async () => {
		for (const filterBy of NOSCOPE_SORT_OPTIONS) {
			for (const weapon of NOSCOPE_WEAPON_FILTERS) {
				for (const headshot of NOSCOPE_HEADSHOT_FILTERS) {
					for (const minDistance of [500, 5000]) {
						const query = { filterBy, weapon, headshot, minDistance, limit: 50 };
						await expectAlike((db) => getTopNoscopers(db, query), JSON.stringify(query));
					}
				}
			}
		}
		await expectAlike((db) => getRecentNoscopes(db, { minDistance: 500, limit: 5 }), 'recent');
		await expectAlike(
			(db) => getRecentNoscopes(db, { minDistance: 10_000, limit: 50 }),
			'recent far',
		);
		await expectAlike(getNoscopeStats, 'no-scope stats');
		await expectAlike(getPoopStats, 'poop stats');
		await expectAlike(getLootbagStats, 'lootbag stats');
		await expectAlike(getLootbagRarities, 'lootbag rarities');
		await expectAlike((db) => getRecentPickups(db), 'recent pickups');
		await expectAlike((db) => getTopResources(db), 'top resources');
		await expectAlike((db) => getTopPickers(db), 'top pickers');
	});

	it('egg hunt: the leaderboard', async () => {
		await expectAlike(listEggHunters, 'egg hunters');
	});

	it('players: pages of every kind of player, as a member and not, and the search', async () => {
		const now = new Date(NOW);
		const [shooter] = await getTopNoscopers(onSqlite, {
			filterBy: 'count',
			weapon: 'all',
			headshot: 'all',
			minDistance: 500,
			limit: 1,
		});
		const [hunter] = await listEggHunters(onSqlite);
		const [pooper] = (await getPoopStats(onSqlite)).topPoopers;
		const [round] = await listRounds(onSqlite, NOW);
		const roundPlayer = await onSqlite
			.selectFrom('ttt_round_players')
			.select('steamid')
			.where('round_id', '=', round!.id)
			.limit(1)
			.executeTakeFirstOrThrow();
		const linked = await onSqlite
			.selectFrom('accounts')
			.select(['id', 'steam_id'])
			.where('email', '=', DEMO_ACCOUNTS.player.email)
			.executeTakeFirstOrThrow();
		const players = [
			shooter!.steamid,
			hunter!.steamid,
			pooper!.steamid,
			roundPlayer.steamid,
			linked.steam_id!,
			'76561190000000000',
		];
		for (const steamId of players) {
			for (const viewer of [{ member: false }, { member: true, accountId: linked.id }]) {
				await expectAlike(
					async (db) => ({ page: await readPlayerProfile(db, steamId, viewer, now) }),
					`${steamId} ${JSON.stringify(viewer)}`,
				);
			}
		}
		for (const search of [
			'a',
			'Ze',
			hunter!.player_name.slice(0, 3),
			shooter!.steamid.slice(0, 12),
		]) {
			await expectAlike((db) => searchPlayers(db, search), `search '${search}'`);
		}
	});
});
