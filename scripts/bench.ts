/**
 * Login flood against the existing production build (no rebuild): serves it on a temporary
 * database, sends 200 concurrent logins (distinct addresses and e-mails, as a spread-out flood
 * would) and meanwhile measures `GET /` and `GET /api/health`. Prints median and p95 latencies.
 *
 * Usage: npm run bench   (after `npm run build`; PORT defaults to 4490)
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const port = Number(process.env.BENCH_PORT ?? 4490);
const base = `http://localhost:${port}`;
const databasePath = join(tmpdir(), `community-site-bench-${port}.db`);
const FLOOD = 200;

function removeDatabase() {
	for (const suffix of ['', '-wal', '-shm']) rmSync(`${databasePath}${suffix}`, { force: true });
}

async function waitForServer() {
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

async function timeGet(path: string): Promise<number> {
	const started = performance.now();
	const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'br' } });
	await response.arrayBuffer();
	return performance.now() - started;
}

function percentile(values: number[], fraction: number): number {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? NaN;
}

function report(label: string, values: number[]) {
	const median = percentile(values, 0.5).toFixed(1);
	const p95 = percentile(values, 0.95).toFixed(1);
	console.log(
		`${label.padEnd(22)} n=${String(values.length).padStart(4)}  median ${median} ms  p95 ${p95} ms`,
	);
}

async function measureWhile(flood: Promise<unknown>, path: string, into: number[]) {
	let done = false;
	void flood.finally(() => (done = true));
	while (!done) {
		into.push(await timeGet(path));
		await sleep(20);
	}
}

function login(index: number) {
	return fetch(`${base}/api/auth/login`, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/json',
			'X-Forwarded-For': `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`,
		},
		body: JSON.stringify({
			email: `flood-${index}@example.com`,
			password: 'WrongPass1!',
			turnstileToken: 'bench',
		}),
	}).then((response) => response.status);
}

removeDatabase();
const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
	env: { ...process.env, PORT: String(port), DATABASE_PATH: databasePath, TRUST_PROXY: 'true' },
	stdio: ['ignore', 'ignore', 'inherit'],
});

try {
	await waitForServer();
	const idle = { home: [] as number[], health: [] as number[] };
	for (let i = 0; i < 20; i++) {
		idle.home.push(await timeGet('/'));
		idle.health.push(await timeGet('/api/health'));
	}
	const during = { home: [] as number[], health: [] as number[] };
	const started = performance.now();
	const flood = Promise.all(Array.from({ length: FLOOD }, (_, index) => login(index)));
	await Promise.all([
		measureWhile(flood, '/', during.home),
		measureWhile(flood, '/api/health', during.health),
	]);
	const statuses = await flood;
	const seconds = ((performance.now() - started) / 1000).toFixed(1);
	const counts = Object.entries(
		statuses.reduce<Record<number, number>>((acc, status) => {
			acc[status] = (acc[status] ?? 0) + 1;
			return acc;
		}, {}),
	)
		.map(([status, count]) => `${count}×${status}`)
		.join(', ');
	console.log(`\n${FLOOD} concurrent logins in ${seconds} s: ${counts}\n`);
	report('GET / idle', idle.home);
	report('GET /api/health idle', idle.health);
	report('GET / flood', during.home);
	report('GET /api/health flood', during.health);
} finally {
	server.kill('SIGTERM');
	removeDatabase();
}
