import type { Database } from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { SITE_SEEDS } from '../../src/server/areas';
import { seedDatabase } from '../../src/server/db/seed';
import {
	CHEAP_SEED,
	createTestApp,
	TEST_PASSWORD_COST,
	openTestSqlite,
} from '../fixtures/reference-api';

type Db = Database;

function readServers(db: Db) {
	return db.prepare('SELECT * FROM game_servers ORDER BY sort_order').all();
}

function countAccounts(db: Db): number {
	return db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM accounts').get()!.n;
}

describe('game server seed', () => {
	it('builds the same servers in two fresh databases', async () => {
		const first = readServers(await openTestSqlite(':memory:', CHEAP_SEED));
		expect(first.length).toBeGreaterThanOrEqual(6);
		expect(readServers(await openTestSqlite(':memory:', CHEAP_SEED))).toEqual(first);
	});

	it('fills the server table of a database that already has its accounts', async () => {
		const { db, queries } = await createTestApp();
		const servers = readServers(db);
		const accounts = countAccounts(db);
		db.prepare('DELETE FROM game_servers').run();
		const reseed = () =>
			seedDatabase(queries, SITE_SEEDS, { passwordCost: TEST_PASSWORD_COST, sqlite: db });

		// The servers' history went with them (the schema cascades), so it is written again too.
		expect(await reseed()).toEqual(['002_game_servers', '020_server_history']);
		expect(readServers(db)).toEqual(servers);
		expect(countAccounts(db)).toBe(accounts);
		expect(await reseed()).toEqual([]);
	});

	it('uses documentation addresses only', async () => {
		const hosts = (await createTestApp()).db
			.prepare<[], { host: string }>('SELECT host FROM game_servers')
			.all()
			.map((row) => row.host);
		for (const host of hosts) expect(host).toMatch(/^(192\.0\.2|198\.51\.100|203\.0\.113)\.\d+$/);
	});
});
