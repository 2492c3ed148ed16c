import type { Database } from 'better-sqlite3';
import { SITE_MIGRATIONS, SITE_SEEDS } from '../../src/server/areas';
import { openDatabase, type OpenDatabaseOptions } from '../../src/server/db/open';
/** Helpers the benchmarks share: wait for a served build, time a GET, summarise timings. */
import { spawn, type StdioOptions } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod/mini';

/** The part of package.json the benchmarks read. */
const ManifestSchema = z.object({ scripts: z.object({ serve: z.string() }) });

/**
 * Node's arguments of `npm run serve` as package.json gives them (heap limits, then the launcher),
 * so a benchmark measures the server exactly as it runs in production.
 */
function serveArguments(): string[] {
	const manifest = ManifestSchema.parse(JSON.parse(readFileSync('package.json', 'utf8')));
	const command = manifest.scripts.serve;
	const [program, ...args] = command.split(/\s+/);
	if (program !== 'node') throw new Error(`npm run serve is not a node command: ${command}`);
	return args;
}

/** Starts the production server as `npm run serve` does, with these settings. */
export function startServe(
	env: NodeJS.ProcessEnv,
	stdio: StdioOptions = ['ignore', 'ignore', 'inherit'],
) {
	return spawn(process.execPath, serveArguments(), { env, stdio });
}

/** Resolves once the server at `base` answers /api/health (about a minute at most). */
export async function waitForServer(base: string): Promise<void> {
	for (let attempt = 0; attempt < 120; attempt++) {
		try {
			if ((await fetch(`${base}/api/health`)).ok) return;
		} catch {
			// Not listening yet.
		}
		await sleep(500);
	}
	throw new Error('The server did not start');
}

/** Milliseconds a GET of `path` takes, body included, asking for brotli as browsers do. */
export async function timeGet(base: string, path: string): Promise<number> {
	const started = performance.now();
	const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'br' } });
	await response.arrayBuffer();
	return performance.now() - started;
}

/** The value at `fraction` (0.5 = median) of the sorted values. */
export function percentile(values: number[], fraction: number): number {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? NaN;
}

/** Prints one line: label, count, median and p95. */
export function report(label: string, values: number[]): void {
	const median = percentile(values, 0.5).toFixed(1);
	const p95 = percentile(values, 0.95).toFixed(1);
	console.log(
		`${label.padEnd(22)} n=${String(values.length).padStart(4)}  median ${median} ms  p95 ${p95} ms`,
	);
}

/** Deletes a temporary benchmark database with its WAL and shared-memory files. */
export function removeDatabase(databasePath: string): void {
	for (const suffix of ['', '-wal', '-shm']) rmSync(`${databasePath}${suffix}`, { force: true });
}

/**
 * Opens (creating if needed) the bench's SQLite database, migrated and seeded with the demo
 * community, and answers its better-sqlite3 handle for filling it fast.
 */
export async function openBenchSqlite(
	path: string,
	options: Omit<OpenDatabaseOptions, 'seeds' | 'migrations'> = {},
): Promise<Database> {
	const site = await openDatabase(
		{ path },
		{ migrations: SITE_MIGRATIONS, seeds: SITE_SEEDS, ...options },
	);
	if (site.engine !== 'sqlite') throw new Error('The bench database is a SQLite file');
	return site.file;
}
