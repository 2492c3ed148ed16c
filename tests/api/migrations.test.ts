import BetterSqlite3 from 'better-sqlite3';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { countFailures } from '../../src/server/auth/login-throttle';
import { issueToken } from '../../src/server/auth/tokens';
import { MIGRATIONS } from '../../src/server/db/migrations/index';
import { openDatabase } from '../../src/server/db/open';
import { CHEAP_SEED, createDemoAdapters, postJson } from '../fixtures/reference-api';

const folders: string[] = [];

function makeTempPath(): string {
	const folder = mkdtempSync(join(tmpdir(), 'site-db-'));
	folders.push(folder);
	return join(folder, 'nested', 'site.db');
}

function countRows(db: ReturnType<typeof openDatabase>, table: string): number {
	return db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM ${table}`).get()!.n;
}

afterEach(() => {
	for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('openDatabase', () => {
	it('creates the folder, migrates and seeds a new file once, however often it is opened', () => {
		const path = makeTempPath();
		const first = openDatabase(path, CHEAP_SEED);
		const accounts = countRows(first, 'accounts');
		first.close();

		const second = openDatabase(path, CHEAP_SEED);
		expect(countRows(second, 'accounts')).toBe(accounts);
		expect(countRows(second, 'schema_migrations')).toBe(MIGRATIONS.length);
		second.close();
	});

	it('uses WAL for files and enforces foreign keys', () => {
		const db = openDatabase(makeTempPath(), CHEAP_SEED);
		expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
		expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
		db.close();
	});

	it('records each migration under its id, in order', () => {
		const db = openDatabase(':memory:', CHEAP_SEED);
		const ids = db
			.prepare<[], { id: string }>('SELECT id FROM schema_migrations ORDER BY id')
			.all()
			.map((row) => row.id);
		expect(ids).toEqual(MIGRATIONS.map((migration) => migration.id));
		expect(ids).toEqual([...ids].sort());
	});

	it("removes an account's tokens along with the account", () => {
		const db = openDatabase(':memory:', CHEAP_SEED);
		issueToken(db, 2);
		db.prepare('DELETE FROM accounts WHERE id = 2').run();
		expect(countRows(db, 'auth_tokens')).toBe(0);
	});
});

describe('migration 010 on an existing database', () => {
	it("keeps earlier failed logins, counted toward the e-mail's ceiling only", () => {
		const path = makeTempPath();
		const before = MIGRATIONS.filter((migration) => migration.id < '010');
		const old = openDatabase(path, { ...CHEAP_SEED, migrations: before });
		const recent = new Date(Date.now() - 60_000).toISOString();
		const insert = old.prepare('INSERT INTO login_failures (email, failed_at) VALUES (?, ?)');
		for (let i = 0; i < 3; i++) insert.run('player@example.com', recent);
		old.close();

		const db = openDatabase(path, CHEAP_SEED);
		expect(countRows(db, 'schema_migrations')).toBe(MIGRATIONS.length);
		expect(countFailures(db, { email: 'player@example.com', address: '203.0.113.1' })).toEqual({
			fromAddress: 0,
			forEmail: 3,
			emailLocked: false,
		});
		db.close();
	});
});

describe('database file', () => {
	it('creates the file readable by the owner only, in a private folder', () => {
		const path = makeTempPath();
		openDatabase(path, CHEAP_SEED).close();
		expect(statSync(path).mode & 0o777).toBe(0o600);
		expect(statSync(dirname(path)).mode & 0o777).toBe(0o700);
	});

	it('waits 250 ms, not 5 s, and answers a 503 JSON while another process holds the write lock', async () => {
		const path = makeTempPath();
		const db = openDatabase(path, CHEAP_SEED);
		expect(db.pragma('busy_timeout', { simple: true })).toBe(250);
		const fileApp = createApp({
			db,
			adapters: createDemoAdapters(),
		});
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
