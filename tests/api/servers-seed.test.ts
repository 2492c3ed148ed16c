import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminArea } from '../../src/server/admin/area';
import { SITE_MIGRATIONS, SITE_SEEDS } from '../../src/server/areas';
import type { SiteDb } from '../../src/server/db/kysely';
import { openDatabase, type SiteDatabase } from '../../src/server/db/open';
import { seedDatabase } from '../../src/server/db/seed';
import { serversArea } from '../../src/server/servers/area';
import { createEmptyPostgresDatabase } from '../fixtures/postgres';
import {
	CHEAP_SEED,
	createTestApp,
	TEST_PASSWORD_COST,
	testEngine,
} from '../fixtures/reference-api';

function readServers(db: SiteDb) {
	return db.selectFrom('game_servers').selectAll().orderBy('sort_order').execute();
}

async function countAccounts(db: SiteDb): Promise<number> {
	const { n } = await db
		.selectFrom('accounts')
		.select((eb) => eb.fn.countAll<number>().as('n'))
		.executeTakeFirstOrThrow();
	return n;
}

/** The seeds of the server list and the admin area, which needs the servers. */
const SERVER_AND_ADMIN_SEEDS = [...(serversArea.seeds ?? []), ...(adminArea.seeds ?? [])];

/** Every row the server list, its history and the admin area's seeds write, in key order. */
async function readSeededRows(db: SiteDb) {
	return {
		servers: await db.selectFrom('game_servers').selectAll().orderBy('id').execute(),
		samples: await db
			.selectFrom('server_samples')
			.selectAll()
			.orderBy('server_id')
			.orderBy('minute')
			.execute(),
		peaks: await db
			.selectFrom('server_hourly_peaks')
			.selectAll()
			.orderBy('server_id')
			.orderBy('hour')
			.execute(),
		flags: await db
			.selectFrom('game_flags')
			.selectAll()
			.orderBy('region')
			.orderBy('name')
			.execute(),
		groups: await db.selectFrom('game_groups').selectAll().orderBy('id').execute(),
		admins: await db.selectFrom('game_admins').selectAll().orderBy('id').execute(),
	};
}

/** A fresh database of the run's engine holding only the server list's and admin area's seeds. */
async function seedFreshDatabase(): Promise<SiteDatabase> {
	const options = {
		migrations: SITE_MIGRATIONS,
		seeds: SERVER_AND_ADMIN_SEEDS,
		seedPasswordCost: TEST_PASSWORD_COST,
	};
	if (testEngine === 'sqlite') return openDatabase({ path: ':memory:' }, options);
	const empty = await createEmptyPostgresDatabase();
	const site = await openDatabase({ url: empty.url, path: '' }, options);
	return {
		...site,
		async close() {
			await site.close();
			await empty.drop();
		},
	};
}

afterEach(() => {
	vi.useRealTimers();
});

describe('game server seed', () => {
	it('builds the same servers in two fresh databases', async () => {
		const open = () => openDatabase({ path: ':memory:' }, CHEAP_SEED);
		const [one, two] = [await open(), await open()];
		const first = await readServers(one.db);
		expect(first.length).toBeGreaterThanOrEqual(6);
		expect(await readServers(two.db)).toEqual(first);
		await Promise.all([one.close(), two.close()]);
	});

	it('writes the same servers, history and admin configs on either engine', async () => {
		// The history runs up to the seed's clock.
		vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-06-10T12:34:56Z') });
		const reference = await openDatabase(
			{ path: ':memory:' },
			{
				migrations: SITE_MIGRATIONS,
				seeds: SERVER_AND_ADMIN_SEEDS,
				seedPasswordCost: TEST_PASSWORD_COST,
			},
		);
		const fresh = await seedFreshDatabase();
		try {
			const expected = await readSeededRows(reference.db);
			expect(expected.samples.length).toBeGreaterThan(6 * 47 * 60);
			expect(expected.admins.length).toBeGreaterThanOrEqual(64);
			expect(await readSeededRows(fresh.db)).toEqual(expected);
		} finally {
			await Promise.all([reference.close(), fresh.close()]);
		}
	});

	it('fills the server table of a database that already has its accounts', async () => {
		const { queries } = await createTestApp();
		const servers = await readServers(queries);
		const accounts = await countAccounts(queries);
		await queries.deleteFrom('game_servers').execute();
		const reseed = () => seedDatabase(queries, SITE_SEEDS, { passwordCost: TEST_PASSWORD_COST });

		// The servers' history went with them (the schema cascades), so it is written again too.
		expect(await reseed()).toEqual(['002_game_servers', '020_server_history']);
		const withoutIds = (rows: { id: number }[]) => rows.map(({ id: _id, ...row }) => row);
		expect(withoutIds(await readServers(queries))).toEqual(withoutIds(servers));
		// SQLite numbers the new rows from 1 again; PostgreSQL's identity goes on counting.
		if (testEngine === 'sqlite') expect(await readServers(queries)).toEqual(servers);
		expect(await countAccounts(queries)).toBe(accounts);
		expect(await reseed()).toEqual([]);
	});

	it('uses documentation addresses only', async () => {
		const { queries } = await createTestApp();
		const hosts = (await queries.selectFrom('game_servers').select('host').execute()).map(
			(row) => row.host,
		);
		for (const host of hosts) expect(host).toMatch(/^(192\.0\.2|198\.51\.100|203\.0\.113)\.\d+$/);
	});
});
