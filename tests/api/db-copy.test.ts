import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectPostgres } from '../../src/server/db/postgres';
import { createEmptyPostgresDatabase, postgresMissing } from '../fixtures/postgres';
import { runScript } from '../fixtures/run-script';

const onPostgres = describe.skipIf(postgresMissing !== '');

function tables(db: Database): string[] {
	return db
		.prepare<[], { name: string }>(
			"SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
		)
		.all()
		.map((row) => row.name);
}

/** A table's rows in a form both engines give alike, in a stable order. */
function normalise(rows: Record<string, unknown>[]): string[] {
	return rows.map((row) => JSON.stringify(Object.entries(row))).sort();
}

onPostgres('npm run db:copy', () => {
	let folder: string;
	let file: string;

	beforeAll(() => {
		folder = mkdtempSync(join(tmpdir(), 'site-copy-'));
		file = join(folder, 'community.db');
		// The seeded demo community, plus rows in tables the seed leaves empty.
		writeFileSync(file, readFileSync(inject('seededDatabasePath')));
		const db = new BetterSqlite3(file);
		db.exec(`
			INSERT INTO auth_tokens (token_hash, account_id, created_at, expires_at)
				VALUES ('hash-1', 1, '2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z');
			INSERT INTO login_failures (email, failed_at, address)
				VALUES ('Someone@Example.com', '2026-01-01T00:00:00.000Z', '203.0.113.9');
			INSERT INTO mail_outbox (recipient, subject, text, html, created_at)
				VALUES ('a@example.com', 'Hi', 'text', '<p>html</p>', '2026-01-01T00:00:00.000Z');
			INSERT INTO admin_audit (at, account_id, account_name, action, entity, entity_id, region)
				VALUES ('2026-01-01T00:00:00.000Z', 1, 'root', 'create', 'game_admin', 5, 'eu');
		`);
		db.close();
	});

	afterAll(() => rmSync(folder, { recursive: true, force: true }));

	it('copies every table into an empty database, row for row, and prints the counts', async () => {
		const target = await createEmptyPostgresDatabase();
		try {
			const result = await runScript('db-copy', ['--from', file, '--to', target.url], {});
			expect(result.stderr).toBe('');
			expect(result.code).toBe(0);
			expect(result.stdout).toMatch(/^ttt_rounds\s+400\s+400$/m);
			expect(result.stdout).toMatch(/^accounts\s+15\s+15$/m);
			expect(result.stdout).toContain('every count matches');

			const source = new BetterSqlite3(file, { readonly: true });
			const copy = await connectPostgres(target.url, { poolSize: 1 });
			try {
				for (const table of tables(source)) {
					const expected = source.prepare(`SELECT * FROM ${table}`).all() as Record<
						string,
						unknown
					>[];
					const { rows } = await sql
						.raw<Record<string, unknown>>(`SELECT * FROM ${table}`)
						.execute(copy.kysely);
					if (table === 'schema_migrations') {
						expect(rows.map((row) => row.id).sort()).toEqual(expected.map((row) => row.id).sort());
						continue;
					}
					expect(normalise(rows), table).toEqual(normalise(expected));
				}
				// New rows get ids past the copied ones.
				const { rows } = await sql<{ id: number }>`
					INSERT INTO accounts (username, email, password_hash, password_salt, registered_at)
					VALUES ('newcomer', 'newcomer@example.com', 'h', 's', '2026-01-01T00:00:00.000Z')
					RETURNING id`.execute(copy.kysely);
				const highest = source.prepare('SELECT MAX(id) AS id FROM accounts').get() as {
					id: number;
				};
				expect(rows[0]?.id).toBe(highest.id + 1);
			} finally {
				source.close();
				await copy.close();
			}

			const again = await runScript('db-copy', ['--from', file, '--to', target.url], {});
			expect(again.code).toBe(1);
			expect(again.stderr).toMatch(/is not empty \(\d+ tables\): db:copy fills only an empty/);
		} finally {
			await target.drop();
		}
	});

	it('keeps nothing of a copy that fails half-way', async () => {
		const broken = join(folder, 'broken.db');
		writeFileSync(broken, readFileSync(file));
		const db = new BetterSqlite3(broken);
		// SQLite keeps text in an integer column; PostgreSQL refuses it in the middle of the copy.
		db.exec("UPDATE ttt_rounds SET duration = 'long' WHERE id = (SELECT MAX(id) FROM ttt_rounds)");
		db.close();
		const target = await createEmptyPostgresDatabase();
		try {
			const result = await runScript('db-copy', ['--from', broken, '--to', target.url], {});
			expect(result.code).toBe(1);
			expect(result.stderr).toContain('The copy failed and nothing was kept');
			const copy = await connectPostgres(target.url, { poolSize: 1 });
			const { rows } = await sql<{ tables: number }>`
				SELECT COUNT(*) AS tables FROM information_schema.tables
				WHERE table_schema = 'public'`.execute(copy.kysely);
			await copy.close();
			expect(rows[0]?.tables).toBe(0);
		} finally {
			await target.drop();
		}
	});

	it('refuses a SQLite file that this version has not migrated, and bad arguments', async () => {
		const empty = join(folder, 'empty.db');
		new BetterSqlite3(empty).close();
		const target = await createEmptyPostgresDatabase();
		try {
			const result = await runScript('db-copy', ['--from', empty, '--to', target.url], {});
			expect(result.code).toBe(1);
			expect(result.stderr).toMatch(/lacks \d+ migration\(s\)/);
		} finally {
			await target.drop();
		}
		const usage = await runScript('db-copy', ['--from', empty], {});
		expect(usage.code).toBe(2);
		expect(usage.stderr).toContain(
			'Usage: npm run db:copy -- --from <sqlite file> --to <postgres url>',
		);
	});
});
