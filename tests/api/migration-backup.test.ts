import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
	backupBeforeMigrations,
	listMigrationBackups,
	MIGRATION_BACKUPS_KEPT,
} from '../../src/server/db/migration-backup';
import { SITE_MIGRATIONS } from '../../src/server/areas';
import { openDatabaseEngine } from '../../src/server/db/engine';
import { openDatabase } from '../../src/server/db/open';
import { createEmptyPostgresDatabase, postgresMissing } from '../fixtures/postgres';
import { CHEAP_SEED, openTestSqlite } from '../fixtures/reference-api';
import { runScript } from '../fixtures/run-script';

const production = { ...CHEAP_SEED, mode: 'production' } as const;
const LAST = SITE_MIGRATIONS.at(-1)!.id;
const dirs: string[] = [];

/** A database file in a folder of its own, created by the release before the newest migration. */
async function olderDatabase() {
	const dir = mkdtempSync(join(tmpdir(), 'migration-backup-'));
	dirs.push(dir);
	const path = join(dir, 'site.db');
	const db = await openTestSqlite(path, {
		...production,
		migrations: SITE_MIGRATIONS.slice(0, -1),
	});
	db.prepare(
		`INSERT INTO accounts (username, email, password_hash, password_salt, registered_at)
		VALUES ('before', 'before@example.test', 'x', 'x', '2026-01-01T00:00:00Z')`,
	).run();
	db.close();
	return { dir, path };
}

function appliedIds(path: string): string[] {
	const db = new BetterSqlite3(path, { readonly: true });
	try {
		return db
			.prepare<[], { id: string }>('SELECT id FROM schema_migrations')
			.pluck()
			.all() as never;
	} finally {
		db.close();
	}
}

afterEach(() => {
	for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('a backup before migrations', () => {
	it('copies a database beside itself before an update migrates it, and the copy restores the old state', async () => {
		vi.spyOn(console, 'info').mockImplementation(() => {});
		const { dir, path } = await olderDatabase();
		(await openTestSqlite(path, production)).close();

		const [backup] = listMigrationBackups(path);
		expect(backup).toMatch(/site\.db\.before-migrations-\d{8}T\d{6}Z\.db$/);
		expect(statSync(backup!).mode & 0o777).toBe(0o600);
		expect(console.info).toHaveBeenCalledWith(expect.stringContaining(backup!));
		expect(appliedIds(path)).toContain(LAST);
		// The copy is the database as the older release left it: its rows, not the new migration.
		expect(appliedIds(backup!)).not.toContain(LAST);
		const copy = new BetterSqlite3(backup!, { readonly: true });
		expect(copy.prepare("SELECT email FROM accounts WHERE username = 'before'").pluck().get()).toBe(
			'before@example.test',
		);
		copy.close();
		expect(readdirSync(dir).filter((name) => name.includes('before-migrations'))).toHaveLength(1);
	});

	it('copies neither a new database nor one with nothing to apply', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'migration-backup-'));
		dirs.push(dir);
		const path = join(dir, 'site.db');
		(await openTestSqlite(path, production)).close();
		(await openTestSqlite(path, production)).close();
		expect(listMigrationBackups(path)).toEqual([]);
	});

	it(`keeps the newest ${MIGRATION_BACKUPS_KEPT}`, async () => {
		const { path } = await olderDatabase();
		const db = new BetterSqlite3(path);
		const made = [1, 2, 3, 4, 5].map((day) =>
			backupBeforeMigrations(db, path, SITE_MIGRATIONS, new Date(`2026-03-0${day}T10:00:00Z`)),
		);
		db.close();
		expect(listMigrationBackups(path)).toEqual(made.slice(-MIGRATION_BACKUPS_KEPT));
	});
});

describe.skipIf(postgresMissing !== '')('a dump before migrations on PostgreSQL', () => {
	it('dumps a database into BACKUP_DIR before an update migrates it, and the dump restores the old state', async () => {
		const source = await createEmptyPostgresDatabase();
		const restored = await createEmptyPostgresDatabase();
		const dir = mkdtempSync(join(tmpdir(), 'migration-dump-'));
		dirs.push(dir);
		const logged: string[] = [];
		const open = (migrations: typeof SITE_MIGRATIONS) =>
			openDatabase(
				{ url: source.url, path: '' },
				{ migrations, mode: 'production', backupDir: dir, log: (line) => logged.push(line) },
			);
		try {
			// A new database has nothing to keep: no dump.
			await (await open(SITE_MIGRATIONS.slice(0, -1))).close();
			expect(readdirSync(dir)).toEqual([]);
			await (await open(SITE_MIGRATIONS)).close();
			const [dump] = readdirSync(dir);
			expect(dump).toMatch(/^before-migrations-\d{8}T\d{6}Z\.dump$/);
			expect(logged).toEqual([`Database dumped to ${join(dir, dump!)} before its migrations`]);

			const back = await runScript('db-restore', [join(dir, dump!)], {
				DATABASE_URL: restored.url,
			});
			expect(back.code, back.stderr).toBe(0);
			const site = await openDatabaseEngine({ url: restored.url, path: '' });
			const { rows } = await sql<{ id: string }>`SELECT id FROM schema_migrations`.execute(site.db);
			await site.close();
			expect(rows.map((row) => row.id)).not.toContain(LAST);
			expect(rows).toHaveLength(SITE_MIGRATIONS.length - 1);
		} finally {
			await source.drop();
			await restored.drop();
		}
	});
});
