/**
 * `npm run bench -- flood-distributed` (after `npm run build`): a login flood from many addresses
 * against the production build served by `npm run serve` on a temporary database, in two
 * scenarios:
 *
 * 1. The flooders cannot solve the bot check: the server runs its live Turnstile check
 *    (TURNSTILE_SECRET_KEY set) against a local fake siteverify (lib/fake-siteverify.ts, at
 *    TURNSTILE_VERIFY_URL) that accepts only the single-use tokens the bench issues to its
 *    real user.
 * 2. The flooders pass the bot check (demo mode: any token passes), so each login costs a hash.
 *
 * In each, 200 flooders (lib/flood-client.ts, a process of their own) send logins for about
 * 20 s, each from a new X-Forwarded-For address (TRUST_PROXY=true), while the bench times
 * `GET /` and `GET /api/servers` and a real user logs in about every second from an address of
 * their own with a fresh token. Prints medians and p95, the real user's share of logins done
 * within 3 s and the server's peak RSS, each beside its target (lib/flood-report.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod/mini';
import { hashPasswordSync } from '../src/server/auth/passwords';
import {
	removeDatabase,
	startServe,
	timeGet,
	waitForServer,
	openBenchSqlite,
} from './lib/bench-http';
import { issueBotCheckToken } from './lib/fake-siteverify';
import { FloodCountsSchema, printFigures, type FloodFigures, type Login } from './lib/flood-report';
import { readCpuSeconds, readMainThreadCpuSeconds, readMemory } from './lib/process-stats';

const port = Number(process.env.BENCH_PORT ?? 4490);
const base = `http://localhost:${port}`;
const databasePath = join(tmpdir(), `community-site-bench-flood-${port}.db`);
const FLOOD_CONCURRENCY = 200;
const FLOOD_SECONDS = 20;
const USER = { email: 'bench-user@example.com', password: 'Bench-user-1!', address: '192.0.2.10' };

/** A fresh seeded database with the real user, whose password has the production cost. */
async function prepareDatabase() {
	removeDatabase(databasePath);
	const db = await openBenchSqlite(databasePath, { seedPasswordCost: { N: 1024, r: 8, p: 1 } });
	db.prepare(
		`INSERT INTO accounts (username, email, password_hash, password_salt, role, verified,
			registered_at) VALUES ('BenchUser', ?, ?, '', 'user', 1, ?)`,
	).run(USER.email, hashPasswordSync(USER.password), new Date().toISOString());
	db.close();
}

function startTsx(script: string, env: Record<string, string>) {
	return spawn(process.execPath, ['--import', 'tsx', script], {
		env: { ...process.env, ...env },
		stdio: ['ignore', 'pipe', 'inherit'],
	});
}

/** Everything a child prints to stdout, once it has exited. */
function outputOf(child: ChildProcess): Promise<string> {
	let text = '';
	child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
	return new Promise((resolve) => child.on('exit', () => resolve(text)));
}

/** The first line a child prints. */
function firstLine(child: ChildProcess): Promise<string> {
	return new Promise((resolve, reject) => {
		let text = '';
		child.stdout!.on('data', (chunk: Buffer) => {
			text += chunk.toString('utf8');
			if (text.includes('\n')) resolve(text.split('\n')[0]!);
		});
		child.on('exit', () => reject(new Error('The fake siteverify did not start')));
	});
}

async function probe(path: string, running: () => boolean, into: number[]) {
	while (running()) {
		into.push(await timeGet(base, path));
		await sleep(25);
	}
}

async function logInAsUser(token: string): Promise<Login> {
	const started = performance.now();
	let status = 0;
	try {
		const response = await fetch(`${base}/api/auth/login`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': USER.address },
			body: JSON.stringify({ email: USER.email, password: USER.password, turnstileToken: token }),
			signal: AbortSignal.timeout(15_000),
		});
		status = response.status;
		await response.arrayBuffer();
	} catch {
		// Timed out or refused: a failed login, status 0.
	}
	return { status, ms: performance.now() - started };
}

/** The real user: a login about every second, each with a token a person's widget would give. */
async function realUser(token: () => string, running: () => boolean, into: Login[]) {
	while (running()) {
		const login = await logInAsUser(token());
		into.push(login);
		await sleep(Math.max(0, 1000 - login.ms));
	}
}

/** Starts the fake siteverify (live bot check only) and the server; answers them and the token. */
async function startServer(liveBotCheck: boolean, children: ChildProcess[]) {
	const env: Record<string, string | undefined> = {
		...process.env,
		PORT: String(port),
		DATABASE_PATH: databasePath,
		TRUST_PROXY: 'true',
		TURNSTILE_SECRET_KEY: undefined,
	};
	const signingKey = randomBytes(16).toString('hex');
	if (liveBotCheck) {
		const secret = randomBytes(16).toString('hex');
		const fake = startTsx('scripts/lib/fake-siteverify-process.ts', {
			TURNSTILE_SECRET_KEY: secret,
			BENCH_SIGNING_KEY: signingKey,
		});
		children.push(fake);
		env.TURNSTILE_SECRET_KEY = secret;
		env.TURNSTILE_VERIFY_URL = await firstLine(fake);
	}
	const server = startServe(env);
	children.push(server);
	await waitForServer(base);
	const token = () => (liveBotCheck ? issueBotCheckToken(signingKey) : 'any-token');
	return { pid: server.pid!, token };
}

async function measure(pid: number, token: () => string, children: ChildProcess[]) {
	const idle = { home: [] as number[], servers: [] as number[] };
	for (let i = 0; i < 20; i++) {
		idle.home.push(await timeGet(base, '/'));
		idle.servers.push(await timeGet(base, '/api/servers'));
	}
	const idleLogin = await logInAsUser(token());
	const idleRss = readMemory(pid)?.rss ?? null;
	const cpuBefore = readCpuSeconds(pid);
	const loopCpuBefore = readMainThreadCpuSeconds(pid);

	const flood = startTsx('scripts/lib/flood-client.ts', {
		FLOOD_TARGET: base,
		FLOOD_CONCURRENCY: String(FLOOD_CONCURRENCY),
		FLOOD_SECONDS: String(FLOOD_SECONDS),
	});
	children.push(flood);
	let flooding = true;
	const output = outputOf(flood).finally(() => (flooding = false));
	const during = { home: [] as number[], servers: [] as number[], logins: [] as Login[] };
	const running = () => flooding;
	await Promise.all([
		probe('/', running, during.home),
		probe('/api/servers', running, during.servers),
		realUser(token, running, during.logins),
	]);
	const cpuAfter = readCpuSeconds(pid);
	const loopCpuAfter = readMainThreadCpuSeconds(pid);
	return {
		concurrency: FLOOD_CONCURRENCY,
		flood: z.parse(FloodCountsSchema, JSON.parse(await output)),
		serverCpu: cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null,
		loopCpu: loopCpuBefore !== null && loopCpuAfter !== null ? loopCpuAfter - loopCpuBefore : null,
		idle: { ...idle, login: idleLogin, rss: idleRss },
		during,
		memory: readMemory(pid),
	} satisfies FloodFigures;
}

async function runScenario(title: string, liveBotCheck: boolean, tests: string) {
	console.log(`\n${title}`);
	await prepareDatabase();
	const children: ChildProcess[] = [];
	try {
		const { pid, token } = await startServer(liveBotCheck, children);
		// With the bot check passed, the hashing queue refuses the flood before reading it.
		printFigures(await measure(pid, token, children), tests, !liveBotCheck);
	} finally {
		for (const child of children) child.kill('SIGTERM');
		await sleep(500);
		removeDatabase(databasePath);
	}
}

console.log(
	`Login flood from many addresses: ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at the start (other work on the machine slows every figure)`,
);
await runScenario(
	'Scenario 1: the flooders cannot solve the bot check (live Turnstile, local fake siteverify)',
	true,
	"a login whose bot check fails is refused before any hash or write but the per-address limit's count, so a flood request costs its handling, one database write and one siteverify call, and the hash worker stays free for the real user.",
);
await runScenario(
	'Scenario 2: the flooders pass the bot check (demo mode: any token passes)',
	false,
	'with the bot check passed (as in demo mode, or by a farm of solved challenges) every flood login costs a hash: the hash worker is always busy and the excess is answered 503 with Retry-After at once, so pages stay up and hashing holds at most 128 MiB (one worker), but the real user, one address among thousands, competes with the flood for hash slots and mostly gets the 503. Only the bot check keeps such a flood away from the hashing.',
);
