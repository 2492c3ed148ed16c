import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseRefusedError } from '../../src/server/site-database';
import { holdServingLock } from '../../src/server/db/serving-lock';

const folder = mkdtempSync(join(tmpdir(), 'site-serving-lock-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Another process that takes the serving lock of `path`, says so, and waits to be killed. */
function holdInOtherProcess(path: string) {
	const child = spawn(
		process.execPath,
		[
			'--import',
			'tsx',
			'-e',
			`import { holdServingLock } from './src/server/db/serving-lock.ts';
			holdServingLock(${JSON.stringify(path)});
			console.log('holding');
			setInterval(() => {}, 1000);`,
		],
		{ cwd: new URL('../..', import.meta.url).pathname, stdio: ['ignore', 'pipe', 'inherit'] },
	);
	const holding = new Promise<void>((resolve) =>
		child.stdout.on('data', (chunk: Buffer) => {
			if (chunk.toString().includes('holding')) resolve();
		}),
	);
	const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
	return { child, holding, exited };
}

describe('one serving process per SQLite file', () => {
	it('refuses a second server while another process serves the file, and not after it was killed', async () => {
		const path = join(folder, 'site.db');
		const other = holdInOtherProcess(path);
		await other.holding;
		let refusal: unknown;
		try {
			holdServingLock(path);
		} catch (error) {
			refusal = error;
		}
		expect(refusal).toBeInstanceOf(DatabaseRefusedError);
		expect((refusal as Error).message).toBe(
			`Another process is serving ${path} already: a SQLite database is served by one process ` +
				'at a time. Stop the other server first, give this one its own DATABASE_PATH, or run ' +
				'several servers on PostgreSQL (DATABASE_URL).',
		);
		// Killed without a chance to clean up: the operating system drops its lock.
		other.child.kill('SIGKILL');
		await other.exited;
		const release = holdServingLock(path);
		release();
	});

	it('lets the next server in once the first released the lock, and serves other files alongside', () => {
		const first = holdServingLock(join(folder, 'a.db'));
		const beside = holdServingLock(join(folder, 'b.db'));
		first();
		const next = holdServingLock(join(folder, 'a.db'));
		next();
		beside();
	});
});
