import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { backupFileName, listBackups, startRollingBackups } from '../../src/server/db/backup';
import { openDatabaseEngine, type SiteDatabase } from '../../src/server/db/engine';
import type { SiteDb } from '../../src/server/db/kysely';
import { readBackupKind } from '../../src/server/db/restore';
import { createEmptyPostgresDatabase, postgresMissing } from '../fixtures/postgres';
import { runScript } from '../fixtures/run-script';

// A backup is only proven by a restore: each kind of backup is restored into an empty database
// with `npm run db:restore` and every table compared with the database it was taken from.

let folder: string;
let seeded: string;

beforeAll(() => {
	folder = mkdtempSync(join(tmpdir(), 'site-restore-'));
	seeded = join(folder, 'seeded.db');
	writeFileSync(seeded, readFileSync(inject('seededDatabasePath')));
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Every table of a database with all its rows, in a stable order, to compare two databases. */
async function readEverything(db: SiteDb): Promise<Record<string, unknown[]>> {
	const tables = await db.introspection.getTables();
	const everything: Record<string, unknown[]> = {};
	for (const table of tables.map((t) => t.name).sort()) {
		if (table === 'schema_migrations') continue;
		const columns = (await db.introspection.getTables())
			.find((t) => t.name === table)!
			.columns.map((column) => column.name)
			.sort();
		const list = sql.join(columns.map((column) => sql.ref(column)));
		const { rows } = await sql`SELECT ${list} FROM ${sql.table(table)}`.execute(db);
		// Sorted here: the engines order NULLs differently.
		everything[table] = rows.map((row) => JSON.stringify(row)).sort();
	}
	return everything;
}

async function withDatabase<T>(
	location: { url?: string; path: string },
	read: (site: SiteDatabase) => Promise<T>,
) {
	const site = await openDatabaseEngine(location);
	try {
		return await read(site);
	} finally {
		await site.close();
	}
}

describe('npm run db:restore of a SQLite backup', () => {
	it('restores into a new SQLite file, every table alike, readable by its owner only', async () => {
		const backup = join(folder, 'sqlite-backup.db');
		const made = await runScript('db-backup', [backup], { DATABASE_PATH: seeded });
		expect(made.code, made.stderr).toBe(0);
		const target = join(folder, 'restored', 'site.db');
		const restored = await runScript('db-restore', [backup], { DATABASE_PATH: target });
		expect(restored.code, restored.stderr).toBe(0);
		expect(restored.stdout).toContain(`Restored ${backup} into SQLite ${target}.`);
		expect(statSync(target).mode & 0o777).toBe(0o600);
		expect(await withDatabase({ path: target }, (site) => readEverything(site.db))).toEqual(
			await withDatabase({ path: seeded }, (site) => readEverything(site.db)),
		);

		const again = await runScript('db-restore', [backup], { DATABASE_PATH: target });
		expect(again.code).toBe(1);
		expect(again.stderr).toContain(`${target} holds data already`);
	});

	it.skipIf(postgresMissing !== '')(
		'restores into an empty PostgreSQL database, every table alike',
		async () => {
			const target = await createEmptyPostgresDatabase();
			try {
				const restored = await runScript('db-restore', [seeded], { DATABASE_URL: target.url });
				expect(restored.code, restored.stderr).toBe(0);
				expect(restored.stdout).toMatch(/accounts: \d+ rows/);
				expect(
					await withDatabase({ url: target.url, path: '' }, (s) => readEverything(s.db)),
				).toEqual(await withDatabase({ path: seeded }, (site) => readEverything(site.db)));
			} finally {
				await target.drop();
			}
		},
	);

	it('refuses a file that is no backup, and a pg_dump file for a SQLite target', async () => {
		const notes = join(folder, 'notes.txt');
		writeFileSync(notes, 'not a database');
		const result = await runScript('db-restore', [notes], {
			DATABASE_PATH: join(folder, 'never.db'),
		});
		expect(result.code).toBe(1);
		expect(result.stderr).toContain('is neither a SQLite database nor a pg_dump file');
		const dump = join(folder, 'fake.dump');
		writeFileSync(dump, 'PGDMP and more');
		const refused = await runScript('db-restore', [dump], {
			DATABASE_PATH: join(folder, 'never.db'),
		});
		expect(refused.stderr).toContain('A pg_dump file restores into PostgreSQL only');
	});
});

describe.skipIf(postgresMissing !== '')('backups of a PostgreSQL database', () => {
	let source: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
	let sourceUrl: string;

	beforeAll(async () => {
		source = await createEmptyPostgresDatabase();
		const filled = await runScript('db-restore', [seeded], { DATABASE_URL: source.url });
		expect(filled.code, filled.stderr).toBe(0);
		// Trusted on loopback, so the password is never checked: it only has to stay out of sight.
		const url = new URL(source.url);
		url.password = 'sekrit-password';
		sourceUrl = url.toString();
	});

	afterAll(async () => {
		await source?.drop();
	});

	it('npm run db:backup writes a pg_dump file that db:restore brings back alike', async () => {
		const backup = join(folder, 'postgres-backup.dump');
		const made = await runScript('db-backup', [backup], { DATABASE_URL: sourceUrl });
		expect(made.code, made.stderr).toBe(0);
		expect(made.stdout).toContain(`written to ${backup}`);
		expect(made.stdout + made.stderr).not.toContain('sekrit');
		expect(readBackupKind(backup)).toBe('postgres-dump');
		expect(statSync(backup).mode & 0o777).toBe(0o600);

		const target = await createEmptyPostgresDatabase();
		try {
			const restored = await runScript('db-restore', [backup], { DATABASE_URL: target.url });
			expect(restored.code, restored.stderr).toBe(0);
			expect(
				await withDatabase({ url: target.url, path: '' }, (s) => readEverything(s.db)),
			).toEqual(await withDatabase({ url: source.url, path: '' }, (s) => readEverything(s.db)));
			const again = await runScript('db-restore', [backup], { DATABASE_URL: target.url });
			expect(again.code).toBe(1);
			expect(again.stderr).toContain('is not empty');
		} finally {
			await target.drop();
		}
	});

	it('keeps rolling pg_dump backups, named by time and pruned', async () => {
		const dir = join(folder, 'rolling');
		const site = await openDatabaseEngine({ url: sourceUrl, path: '' });
		const logged: string[] = [];
		const now = new Date('2025-06-01T12:00:00Z');
		const stop = startRollingBackups(site, {
			dir,
			everyHours: 24,
			keep: 2,
			now: () => now,
			log: (line) => logged.push(line),
		});
		const name = backupFileName(now, 'postgres');
		await expect
			.poll(() => logged, { timeout: 20_000 })
			.toEqual([`Database backup written: ${join(dir, name)}`]);
		stop();
		await site.close();
		expect(listBackups(dir)).toEqual(['site-20250601T120000Z.dump']);
		expect(readBackupKind(join(dir, name))).toBe('postgres-dump');
	});
});
