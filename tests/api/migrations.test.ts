import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { issueToken } from '../../src/server/auth/tokens';
import { MIGRATIONS } from '../../src/server/db/migrations/index';
import { openDatabase } from '../../src/server/db/open';

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
		const first = openDatabase(path);
		const accounts = countRows(first, 'accounts');
		first.close();

		const second = openDatabase(path);
		expect(countRows(second, 'accounts')).toBe(accounts);
		expect(countRows(second, 'schema_migrations')).toBe(MIGRATIONS.length);
		second.close();
	});

	it('uses WAL for files and enforces foreign keys', () => {
		const db = openDatabase(makeTempPath());
		expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
		expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
		db.close();
	});

	it('records each migration under its id, in order', () => {
		const db = openDatabase(':memory:');
		const ids = db
			.prepare<[], { id: string }>('SELECT id FROM schema_migrations ORDER BY id')
			.all()
			.map((row) => row.id);
		expect(ids).toEqual(MIGRATIONS.map((migration) => migration.id));
		expect(ids).toEqual([...ids].sort());
	});

	it("removes an account's tokens along with the account", () => {
		const db = openDatabase(':memory:');
		issueToken(db, 2);
		db.prepare('DELETE FROM accounts WHERE id = 2').run();
		expect(countRows(db, 'auth_tokens')).toBe(0);
	});
});
