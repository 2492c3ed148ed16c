import { describe, expect, it, vi } from 'vitest';
import type { Database } from 'better-sqlite3';
import { tokenLookupQuery } from '../../src/server/auth/tokens';
import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts';
import { sqliteQueries } from '../../src/server/db/kysely';
import { statement } from '../../src/server/db/statements';
import { playerLookups } from '../../src/server/players/directory';
import { expectIndexUsed, expectPostgresIndexUsed, readQueryPlan } from '../fixtures/query-plan';
import { bearer, createTestApp, logInAs, testEngine } from '../fixtures/reference-api';

const NOW = new Date().toISOString();

/** The SQL of the token lookup, as the query layer sends it to SQLite. */
function tokenLookupSql(db: Database): string {
	return tokenLookupQuery(sqliteQueries(db), '', new Date(NOW)).compile().sql;
}

// SQLite's plan reader and statement cache: SQLite's own, so they run in the SQLite run.
describe.runIf(testEngine === 'sqlite')('expectIndexUsed', () => {
	it('passes the token lookup, which searches the token hash index and the account key', async () => {
		const { db } = await createTestApp();
		expectIndexUsed(
			db,
			tokenLookupSql(db),
			['0'.repeat(64), NOW],
			'sqlite_autoindex_auth_tokens_1',
		);
		expect(readQueryPlan(db, tokenLookupSql(db), ['x', NOW])).toContainEqual(
			expect.stringMatching(/^SEARCH accounts USING INTEGER PRIMARY KEY/),
		);
	});

	it('fails a query that scans the whole table', async () => {
		const { db } = await createTestApp();
		expect(() => expectIndexUsed(db, 'SELECT * FROM accounts WHERE role = ?', ['root'])).toThrow(
			/full scans/,
		);
	});

	it('fails when the named index is not the one used', async () => {
		const { db } = await createTestApp();
		expect(() =>
			expectIndexUsed(db, 'SELECT * FROM accounts WHERE id = :id', { id: 1 }, 'accounts_role'),
		).toThrow(/accounts_role not used/);
	});
});

describe.runIf(testEngine === 'sqlite')('statement', () => {
	it('prepares a query once per database', async () => {
		const { db } = await createTestApp();
		const { db: other } = await createTestApp();
		const sql = 'SELECT COUNT(*) AS n FROM accounts';
		expect(statement(db, sql)).toBe(statement(db, sql));
		expect(statement(other, sql)).not.toBe(statement(db, sql));
	});

	it('prepares the token lookup once, not on every authenticated request', async () => {
		const { app, db } = await createTestApp();
		const token = await logInAs(app, DEMO_ACCOUNTS.player);
		await app.request('/api/auth/user', { headers: bearer(token) });
		const prepare = vi.spyOn(db, 'prepare');
		const response = await app.request('/api/auth/user', { headers: bearer(token) });
		expect(response.status).toBe(200);
		expect(prepare).not.toHaveBeenCalledWith(tokenLookupSql(db));
	});
});

describe.runIf(testEngine === 'postgres')('expectPostgresIndexUsed', () => {
	it('passes a look-up by the primary key, naming its index', async () => {
		const { queries } = await createTestApp();
		const { reported } = playerLookups(queries, '76561198000000001');
		await expectPostgresIndexUsed(queries, reported, 'players_pkey');
	});

	it('fails a query that reads the whole table', async () => {
		const { queries } = await createTestApp();
		const byRole = queries.selectFrom('accounts').select('id').where('role', '=', 'root');
		await expect(expectPostgresIndexUsed(queries, byRole)).rejects.toThrow(/full scans/);
	});

	it('fails when the named index is not the one used', async () => {
		const { queries } = await createTestApp();
		const { reported } = playerLookups(queries, '76561198000000001');
		await expect(
			expectPostgresIndexUsed(queries, reported, 'players_by_search_name'),
		).rejects.toThrow(/players_by_search_name not used/);
	});
});
