import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS, type Migration } from '../../src/server/db/migrations/index';
import { openDatabase } from '../../src/server/db/open';
import { deriveAreaSeed, SEED } from '../../src/server/db/seed';
import { CHEAP_SEED } from '../fixtures/reference-api';

/** A made-up area that lands after accounts: two tables, filled from its own random stream. */
const LATER_AREA: Migration = {
	id: '900_later_area',
	sql: `
		CREATE TABLE test_things (id INTEGER PRIMARY KEY, value INTEGER NOT NULL);
		CREATE TABLE test_tags (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
	`,
	postgres: `
		CREATE TABLE test_things (id BIGINT PRIMARY KEY, value INTEGER NOT NULL);
		CREATE TABLE test_tags (id BIGINT PRIMARY KEY, name TEXT NOT NULL);
	`,
	seed: {
		tables: ['test_things', 'test_tags'],
		run(db, random) {
			const thing = db.prepare('INSERT INTO test_things (value) VALUES (?)');
			for (let i = 0; i < 5; i++) thing.run(random.intBetween(1, 1_000_000));
			db.prepare('INSERT INTO test_tags (name) VALUES (?)').run(random.makeHex(8));
		},
	},
};

const folders: string[] = [];

function makeTempPath(): string {
	const folder = mkdtempSync(join(tmpdir(), 'site-seed-'));
	folders.push(folder);
	return join(folder, 'site.db');
}

function readAll(db: Database, table: string): unknown[] {
	return db.prepare(`SELECT * FROM ${table} ORDER BY id`).all();
}

// Password hashes are salted at random, so fresh databases compare on everything else.
function readPublicAccounts(db: Database): unknown[] {
	return db.prepare('SELECT id, username, email, role, steam_id, discord_id FROM accounts').all();
}

afterEach(() => {
	for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('seedDatabase', () => {
	it('seeds an area that lands later on the next open, leaving the accounts untouched', () => {
		const path = makeTempPath();
		const first = openDatabase(path, { ...CHEAP_SEED, migrations: MIGRATIONS.slice(0, 1) });
		const accounts = readAll(first, 'accounts');
		expect(accounts.length).toBeGreaterThan(0);
		first.close();

		const second = openDatabase(path, { ...CHEAP_SEED, migrations: [...MIGRATIONS, LATER_AREA] });
		expect(readAll(second, 'test_things')).toHaveLength(5);
		expect(readAll(second, 'test_tags')).toHaveLength(1);
		// Later migrations may add columns; the rows keep every value they had.
		expect(readAll(second, 'accounts')).toEqual(
			accounts.map((account) => expect.objectContaining(account)),
		);
		second.close();
	});

	it('leaves an area alone while any of its tables has rows', () => {
		const path = makeTempPath();
		const first = openDatabase(path, { ...CHEAP_SEED, migrations: [...MIGRATIONS, LATER_AREA] });
		first.prepare('DELETE FROM test_things WHERE id > 2').run();
		first.prepare('DELETE FROM test_tags').run();
		const things = readAll(first, 'test_things');
		first.close();

		const second = openDatabase(path, { ...CHEAP_SEED, migrations: [...MIGRATIONS, LATER_AREA] });
		expect(readAll(second, 'test_things')).toEqual(things);
		expect(readAll(second, 'test_tags')).toEqual([]);
		second.close();
	});

	it('seeds an area emptied completely again, with the same data', () => {
		const path = makeTempPath();
		const first = openDatabase(path, { ...CHEAP_SEED, migrations: [...MIGRATIONS, LATER_AREA] });
		const things = readAll(first, 'test_things');
		first.exec('DELETE FROM test_things; DELETE FROM test_tags;');
		first.close();

		const second = openDatabase(path, { ...CHEAP_SEED, migrations: [...MIGRATIONS, LATER_AREA] });
		const values = (rows: unknown[]) => rows.map((row) => (row as { value: number }).value);
		expect(values(readAll(second, 'test_things'))).toEqual(values(things));
		second.close();
	});

	it('gives each area its own random stream, so adding one never changes another', () => {
		const alone = openDatabase(':memory:', { ...CHEAP_SEED, migrations: [LATER_AREA] });
		const withAccounts = openDatabase(':memory:', {
			...CHEAP_SEED,
			migrations: [...MIGRATIONS, LATER_AREA],
		});
		expect(readAll(withAccounts, 'test_things')).toEqual(readAll(alone, 'test_things'));
		expect(readAll(withAccounts, 'test_tags')).toEqual(readAll(alone, 'test_tags'));
		expect(readPublicAccounts(withAccounts)).toEqual(
			readPublicAccounts(openDatabase(':memory:', CHEAP_SEED)),
		);
	});

	it('derives a stable, distinct seed per area', () => {
		expect(deriveAreaSeed(SEED, '001_accounts')).toBe(deriveAreaSeed(SEED, '001_accounts'));
		expect(deriveAreaSeed(SEED, '001_accounts')).not.toBe(deriveAreaSeed(SEED, '900_later_area'));
		expect(deriveAreaSeed(SEED, '001_accounts')).not.toBe(deriveAreaSeed(SEED + 1, '001_accounts'));
	});
});
