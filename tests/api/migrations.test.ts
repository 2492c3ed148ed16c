import BetterSqlite3, { type Database } from 'better-sqlite3';
import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { countFailures } from '../../src/server/auth/login-throttle';
import { issueToken } from '../../src/server/auth/tokens';
import { sqliteQueries } from '../../src/server/db/kysely';
import { applyMigrations } from '../../src/server/db/migrate';
import { SITE_MIGRATIONS } from '../../src/server/areas';
import {
	CHEAP_SEED,
	createDemoAdapters,
	postJson,
	openTestSqlite,
} from '../fixtures/reference-api';
import { checkAnswersOf } from '../fixtures/openapi-answers';
import { expectBoardRecounted } from '../fixtures/noscope-board';
import { tempFolder } from '../fixtures/temp-folder';

function makeTempPath(): string {
	return join(tempFolder('site-db'), 'nested', 'site.db');
}

function countRows(db: Database, table: string): number {
	return db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM ${table}`).get()!.n;
}

describe('openDatabase', () => {
	it('creates the folder, migrates and seeds a new file once, however often it is opened', async () => {
		const path = makeTempPath();
		const first = await openTestSqlite(path, CHEAP_SEED);
		const accounts = countRows(first, 'accounts');
		first.close();

		const second = await openTestSqlite(path, CHEAP_SEED);
		expect(countRows(second, 'accounts')).toBe(accounts);
		expect(countRows(second, 'schema_migrations')).toBe(SITE_MIGRATIONS.length);
		second.close();
	});

	it('uses WAL for files and enforces foreign keys', async () => {
		const db = await openTestSqlite(makeTempPath(), CHEAP_SEED);
		expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
		expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
		db.close();
	});

	it('records each migration under its id, in order', async () => {
		const db = await openTestSqlite(':memory:', CHEAP_SEED);
		const ids = db
			.prepare<[], { id: string }>('SELECT id FROM schema_migrations ORDER BY id')
			.all()
			.map((row) => row.id);
		expect(ids).toEqual(SITE_MIGRATIONS.map((migration) => migration.id));
		expect(ids).toEqual([...ids].sort());
	});

	it("removes an account's tokens along with the account", async () => {
		const db = await openTestSqlite(':memory:', CHEAP_SEED);
		await issueToken(sqliteQueries(db), 2);
		db.prepare('DELETE FROM accounts WHERE id = 2').run();
		expect(countRows(db, 'auth_tokens')).toBe(0);
	});
});

describe('migration 010 on an existing database', () => {
	it("keeps earlier failed logins, counted toward the e-mail's ceiling only", async () => {
		const path = makeTempPath();
		const before = SITE_MIGRATIONS.filter((migration) => migration.id < '010');
		const old = await openTestSqlite(path, { ...CHEAP_SEED, migrations: before });
		const recent = new Date(Date.now() - 60_000).toISOString();
		const insert = old.prepare('INSERT INTO login_failures (email, failed_at) VALUES (?, ?)');
		for (let i = 0; i < 3; i++) insert.run('player@example.com', recent);
		old.close();

		const db = await openTestSqlite(path, CHEAP_SEED);
		expect(countRows(db, 'schema_migrations')).toBe(SITE_MIGRATIONS.length);
		expect(
			await countFailures(sqliteQueries(db), {
				email: 'player@example.com',
				address: '203.0.113.1',
			}),
		).toEqual({
			fromAddress: 0,
			forEmail: 3,
			emailLocked: false,
		});
		db.close();
	});
});

describe('011_link_flows_and_expired_donations', () => {
	const before = SITE_MIGRATIONS.filter((migration) => migration.id < '011');

	function schemaOf(db: Database, kind: 'index' | 'table', name: string) {
		return db
			.prepare<[string, string], { sql: string }>(
				'SELECT sql FROM sqlite_schema WHERE type = ? AND tbl_name = ? ORDER BY name',
			)
			.all(kind, name)
			.map((row) => row.sql);
	}

	it("rebuilds donations keeping every row, index and reference, and allows 'expired'", async () => {
		const path = makeTempPath();
		const old = await openTestSqlite(path, { ...CHEAP_SEED, migrations: before });
		old
			.prepare(
				`INSERT INTO donations (id, account_id, amount_cents, status, created_at)
				VALUES (9001, 2, 1500, 'pending', '2025-01-01T00:00:00.000Z')`,
			)
			.run();
		old
			.prepare(
				`INSERT INTO checkout_sessions (id, donation_id, provider, created_at)
				VALUES ('cs_kept', 9001, 'stripe', '2025-01-01T00:00:00.000Z')`,
			)
			.run();
		const rows = old.prepare('SELECT * FROM donations ORDER BY id').all();
		const indexes = schemaOf(old, 'index', 'donations');
		const sessionsTable = schemaOf(old, 'table', 'checkout_sessions');
		expect(rows.length).toBeGreaterThan(1);
		expect(() =>
			old.prepare("UPDATE donations SET status = 'expired' WHERE id = 9001").run(),
		).toThrow(/CHECK/);
		old.close();

		const db = await openTestSqlite(path, CHEAP_SEED);
		expect(db.prepare('SELECT * FROM donations ORDER BY id').all()).toEqual(rows);
		expect(schemaOf(db, 'index', 'donations')).toEqual(indexes);
		expect(schemaOf(db, 'table', 'checkout_sessions')).toEqual(sessionsTable);
		expect(db.prepare('SELECT donation_id FROM checkout_sessions').all()).toEqual([
			{ donation_id: 9001 },
		]);
		expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
		expect(db.pragma('foreign_key_check')).toEqual([]);
		db.prepare("UPDATE donations SET status = 'expired' WHERE id = 9001").run();
		expect(() => db.prepare("UPDATE donations SET status = 'lost' WHERE id = 9001").run()).toThrow(
			/CHECK/,
		);
		// The reference still cascades: a deleted donation takes its checkout session along.
		db.prepare('DELETE FROM donations WHERE id = 9001').run();
		expect(countRows(db, 'checkout_sessions')).toBe(0);
		db.close();
	});

	it('rolls back and leaves foreign keys on when a rebuild breaks a reference', async () => {
		const db = await openTestSqlite(':memory:', { ...CHEAP_SEED, migrations: before });
		db.prepare(
			`INSERT INTO checkout_sessions (id, donation_id, provider, created_at)
			SELECT 'cs_1', id, 'demo', created_at FROM donations LIMIT 1`,
		).run();
		const broken = {
			id: '999_broken',
			sql: 'DELETE FROM donations',
			postgres: 'DELETE FROM donations',
			rebuildsTables: true as const,
		};
		expect(() => applyMigrations(db, [broken])).toThrow(/999_broken broke foreign keys/);
		expect(countRows(db, 'checkout_sessions')).toBe(1);
		expect(db.prepare("SELECT 1 FROM schema_migrations WHERE id = '999_broken'").get()).toBe(
			undefined,
		);
		expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
	});
});

describe('database file', () => {
	it('creates the file readable by the owner only, in a private folder', async () => {
		const path = makeTempPath();
		(await openTestSqlite(path, CHEAP_SEED)).close();
		expect(statSync(path).mode & 0o777).toBe(0o600);
		expect(statSync(dirname(path)).mode & 0o777).toBe(0o700);
	});

	it('waits 250 ms, not 5 s, and answers a 503 JSON while another process holds the write lock', async () => {
		const path = makeTempPath();
		const db = await openTestSqlite(path, CHEAP_SEED);
		expect(db.pragma('busy_timeout', { simple: true })).toBe(250);
		const fileApp = checkAnswersOf(
			createApp({ db: sqliteQueries(db), adapters: createDemoAdapters() }),
		);
		const other = new BetterSqlite3(path);
		other.exec('BEGIN IMMEDIATE');
		try {
			const response = await postJson(fileApp, '/api/auth/login', {
				email: 'player@example.com',
				password: 'WrongPass1!',
				turnstileToken: 'ok',
			});
			expect(response.status).toBe(503);
			expect(response.headers.get('Retry-After')).toBe('1');
			expect(await response.json()).toEqual({
				message: 'The server is busy. Please try again in a moment.',
			});
		} finally {
			other.exec('ROLLBACK');
			other.close();
			db.close();
		}
	});
});

describe('018_round_search', () => {
	it('counts the rounds of each map already stored', async () => {
		const path = makeTempPath();
		const old = await openTestSqlite(path, {
			...CHEAP_SEED,
			migrations: SITE_MIGRATIONS.filter((migration) => migration.id < '018'),
		});
		const expected = old
			.prepare('SELECT map, COUNT(*) AS rounds FROM ttt_rounds GROUP BY map ORDER BY map')
			.all();
		old.close();
		const db = await openTestSqlite(path, CHEAP_SEED);
		expect(expected.length).toBeGreaterThan(5);
		expect(db.prepare('SELECT map, rounds FROM ttt_map_rounds ORDER BY map').all()).toEqual(
			expected,
		);
		db.close();
	});
});

describe('019_round_days', () => {
	it('counts the rounds of each day already stored, and keeps counting on upload and change', async () => {
		const path = makeTempPath();
		const old = await openTestSqlite(path, {
			...CHEAP_SEED,
			migrations: SITE_MIGRATIONS.filter((migration) => migration.id < '019'),
		});
		old.close();
		const db = await openTestSqlite(path, CHEAP_SEED);
		const byDay = () =>
			db
				.prepare(
					'SELECT substr(start_time, 1, 10) AS day, COUNT(*) AS rounds FROM ttt_rounds GROUP BY 1',
				)
				.all();
		const byMapDay = () =>
			db
				.prepare(
					'SELECT map, substr(start_time, 1, 10) AS day, COUNT(*) AS rounds FROM ttt_rounds GROUP BY 1, 2',
				)
				.all();
		const check = () => {
			expect(db.prepare('SELECT day, rounds FROM ttt_round_days ORDER BY day').all()).toEqual(
				byDay(),
			);
			expect(
				db.prepare('SELECT map, day, rounds FROM ttt_map_days ORDER BY map, day').all(),
			).toEqual(byMapDay());
		};
		expect(byDay().length).toBeGreaterThan(5);
		check();
		db.prepare(
			"UPDATE ttt_rounds SET start_time = '2020-02-02T10:00:00.000Z', map = 'ttt_moved' WHERE id = 3",
		).run();
		db.prepare('DELETE FROM ttt_rounds WHERE id = 4').run();
		check();
		db.close();
	});
});

describe('030_noscope_board', () => {
	it('adds up the no-scopes already stored per filter of the top list, and keeps adding new ones', async () => {
		const path = makeTempPath();
		const old = await openTestSqlite(path, {
			...CHEAP_SEED,
			migrations: SITE_MIGRATIONS.filter((migration) => migration.id < '030'),
		});
		expect(countRows(old, 'jailbreak_noscopes')).toBeGreaterThan(1000);
		old.close();
		const db = await openTestSqlite(path, CHEAP_SEED);
		const queries = sqliteQueries(db);
		await expectBoardRecounted(queries);
		db.prepare(
			`INSERT INTO jailbreak_noscopes (source_id, event_id, attacker_steamid, attacker_name,
				victim_name, weapon, distance, headshot, map_name, occurred_at)
			SELECT source_id, event_id || '-again', attacker_steamid, attacker_name, victim_name,
				weapon, distance + 1, headshot, map_name, occurred_at + 1
			FROM jailbreak_noscopes WHERE id % 7 = 0`,
		).run();
		await expectBoardRecounted(queries);
		db.close();
	});
});

describe('032_drop_unread_noscope_tables', () => {
	it('drops the per-player no-scope totals and the Jailbreak names, keeping the board and the map totals', async () => {
		const path = makeTempPath();
		const old = await openTestSqlite(path, {
			...CHEAP_SEED,
			migrations: SITE_MIGRATIONS.filter((migration) => migration.id < '032'),
		});
		// Rows as the ingest wrote them before: the migration drops them with their tables.
		old.exec(`INSERT INTO jailbreak_players (steamid, name, seen_at)
			VALUES ('76561198000000001', 'Old Name', 1000);
			INSERT INTO jailbreak_noscope_totals (attacker_steamid, weapon, headshot, noscope_count,
				distance_sum, max_distance, last_at)
			VALUES ('76561198000000001', 'awp', 1, 1, 600, 600, 1000);`);
		const kept = ['jailbreak_noscope_board', 'jailbreak_noscope_map_totals', 'players'];
		const before = kept.map((table) => countRows(old, table));
		expect(Math.min(...before)).toBeGreaterThan(0);
		old.close();
		const db = await openTestSqlite(path, CHEAP_SEED);
		const tables = db
			.prepare<[], { name: string }>(
				`SELECT name FROM sqlite_master WHERE type = 'table'
				AND name IN ('jailbreak_players', 'jailbreak_noscope_totals')`,
			)
			.all();
		expect(tables).toEqual([]);
		expect(kept.map((table) => countRows(db, table))).toEqual(before);
		await expectBoardRecounted(sqliteQueries(db));
		db.close();
	});
});
