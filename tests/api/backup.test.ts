import { spawn } from 'node:child_process';
import { copyFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import {
	backupFileName,
	backupTime,
	listBackups,
	nextBackupDelay,
	pruneBackups,
	startRollingBackups,
} from '../../src/server/db/backup';
import { openDatabase } from '../../src/server/db/open';
import { CHEAP_SEED, openTestSqlite } from '../fixtures/reference-api';
import { runScript } from '../fixtures/run-script';
import { tempFolder } from '../fixtures/temp-folder';

const root = new URL('../..', import.meta.url).pathname;

function makeFolder(): string {
	return tempFolder('site-backup');
}

// Another process writing batches of rows, each in its own transaction; after each commit it
// prints the number of rows it knows are stored, until it is told to stop.
const WRITER = `
const Database = require('better-sqlite3');
const db = new Database(process.argv[1], { timeout: 5000 });
const insert = db.prepare('INSERT INTO writes (payload) VALUES (?)');
const batch = db.transaction(() => { for (let i = 0; i < 10; i++) insert.run('x'.repeat(2000)); });
let total = 0;
let stop = false;
process.on('SIGTERM', () => { stop = true; });
const step = () => {
	if (stop) { db.close(); process.exit(0); }
	batch();
	total += 10;
	process.stdout.write('ack ' + total + '\\n');
	setImmediate(step);
};
step();
`;

/** Runs the writer and collects every total it acknowledged. */
function startWriter(path: string) {
	const child = spawn(process.execPath, ['-e', WRITER, path], { cwd: root });
	const acks: number[] = [];
	createInterface({ input: child.stdout }).on('line', (line) => {
		acks.push(Number(line.replace('ack ', '')));
	});
	const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
	return { acks, stop: () => (child.kill('SIGTERM'), exited) };
}

/** Runs `npm run db:backup -- <file>` as the operator would, on DATABASE_PATH. */
async function runBackupCommand(databasePath: string, file: string) {
	const { code, stdout, stderr } = await runScript('db-backup', [file], {
		DATABASE_PATH: databasePath,
	});
	return { code, output: stdout + stderr };
}

describe('npm run db:backup', () => {
	it('copies the database consistently while another process writes, and the copy restores', async () => {
		const folder = makeFolder();
		const live = join(folder, 'site.db');
		const db = await openTestSqlite(live, { ...CHEAP_SEED, mode: 'production' });
		db.exec('CREATE TABLE writes (id INTEGER PRIMARY KEY, payload TEXT NOT NULL)');
		db.close();

		const writer = startWriter(live);
		await expect.poll(() => writer.acks.at(-1) ?? 0, { timeout: 20_000 }).toBeGreaterThan(500);
		const ackedBefore = writer.acks.at(-1)!;
		const backup = join(folder, 'backup.db');
		const result = await runBackupCommand(live, backup);
		const ackedAfter = writer.acks.at(-1)!;
		expect(await writer.stop()).toBe(0);
		expect(result.code, result.output).toBe(0);
		expect(result.output).toContain(`written to ${backup}`);
		expect(ackedAfter).toBeGreaterThan(ackedBefore);
		expect(statSync(backup).mode & 0o777).toBe(0o600);

		// Restore as docs/backups.md says: the server stopped, the copy over DATABASE_PATH, no stale
		// -wal or -shm beside it.
		const restored = join(folder, 'restored.db');
		copyFileSync(backup, restored);
		for (const suffix of ['-wal', '-shm']) rmSync(`${restored}${suffix}`, { force: true });
		const copy = await openTestSqlite(restored, { ...CHEAP_SEED, mode: 'production' });
		expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
		const { rows, last } = copy
			.prepare('SELECT COUNT(*) AS rows, MAX(id) AS last FROM writes')
			.get() as { rows: number; last: number };
		copy.close();
		// A snapshot between two commits: exactly a total the writer acknowledged, no gaps.
		expect(writer.acks).toContain(rows);
		expect(rows).toBeGreaterThanOrEqual(ackedBefore);
		expect(rows).toBeLessThanOrEqual(ackedAfter);
		expect(last).toBe(rows);
	}, 60_000);

	it('refuses to write over an existing file', async () => {
		const folder = makeFolder();
		const live = join(folder, 'site.db');
		(await openTestSqlite(live, { ...CHEAP_SEED, mode: 'production' })).close();
		const taken = join(folder, 'taken.db');
		writeFileSync(taken, 'keep me');
		const result = await runBackupCommand(live, taken);
		expect(result.code).toBe(1);
		expect(result.output).toContain('exists already');
	}, 30_000);
});

describe('rolling backups', () => {
	it('name each copy by its UTC time, so names sort by time', () => {
		const name = backupFileName(new Date('2025-06-01T04:05:06.789Z'));
		expect(name).toBe('site-20250601T040506Z.db');
		expect(backupTime(name)).toEqual(new Date('2025-06-01T04:05:06Z'));
		expect(backupTime('notes.txt')).toBeNull();
		expect(backupFileName(new Date('2025-06-01T10:00:00Z')) > name).toBe(true);
	});

	it('wait from the newest copy, so a restart neither skips nor piles up backups', () => {
		const hour = 3_600_000;
		const now = new Date('2025-06-01T12:00:00Z');
		expect(nextBackupDelay(null, now, 24 * hour)).toBe(0);
		expect(nextBackupDelay(new Date('2025-06-01T06:00:00Z'), now, 24 * hour)).toBe(18 * hour);
		expect(nextBackupDelay(new Date('2025-05-30T12:00:00Z'), now, 24 * hour)).toBe(0);
	});

	it('keep only the newest copies and leave other files alone', () => {
		const dir = makeFolder();
		for (const day of ['01', '02', '03', '04']) {
			writeFileSync(join(dir, backupFileName(new Date(`2025-06-${day}T00:00:00Z`))), '');
		}
		writeFileSync(join(dir, 'notes.txt'), '');
		expect(pruneBackups(dir, 2)).toEqual(['site-20250601T000000Z.db', 'site-20250602T000000Z.db']);
		expect(listBackups(dir)).toEqual(['site-20250603T000000Z.db', 'site-20250604T000000Z.db']);
	});

	it('back a running database up when the newest copy is due, then prune', async () => {
		const dir = makeFolder();
		const site = await openDatabase(
			{ path: join(dir, 'live.db') },
			{ ...CHEAP_SEED, mode: 'production' },
		);
		for (const day of ['01', '02']) {
			writeFileSync(join(dir, backupFileName(new Date(`2020-01-${day}T00:00:00Z`))), '');
		}
		const logged: string[] = [];
		const now = new Date('2025-06-01T12:00:00Z');
		const stop = startRollingBackups(site, {
			dir,
			everyHours: 24,
			keep: 2,
			now: () => now,
			log: (line) => logged.push(line),
		});
		await expect
			.poll(() => logged)
			.toEqual([`Database backup written: ${join(dir, 'site-20250601T120000Z.db')}`]);
		stop();
		expect(listBackups(dir)).toEqual(['site-20200102T000000Z.db', 'site-20250601T120000Z.db']);
		const copy = new BetterSqlite3(join(dir, 'site-20250601T120000Z.db'), { readonly: true });
		expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
		expect(copy.prepare('SELECT COUNT(*) AS n FROM game_flags').get()).toEqual({ n: 36 });
		copy.close();
		await site.close();
	});
});
