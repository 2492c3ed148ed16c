/**
 * The replicas part of `npm run bench` (after `npm run build`): the build served by one and then
 * two processes on one throwaway PostgreSQL, behind a small round-robin proxy in this script (a
 * load balancer's part). For `GET /api/servers`, a leaderboard and a login, 16 clients send
 * request after request for 8 s: requests per second, the median and p95, the answers that were
 * not a success, and the most database connections open at once. On a 2-core machine a second
 * replica cannot be faster; what the figures show is that nothing gets slower or inconsistent,
 * and where the next limit is. Run alone with `npm run bench -- replicas` (BENCH_PORT defaults to
 * 4496; the replicas get the next two ports).
 */
import { type ChildProcess } from 'node:child_process';
import { Agent, createServer, request, type Server } from 'node:http';
import { cpus } from 'node:os';
import pg from 'pg';
import { DEMO_ACCOUNTS } from '../src/server/auth/demo-accounts';
import { percentile, startServe, waitForServer } from './lib/bench-http';
import { startThrowawayPostgres } from './lib/throwaway-postgres';

const port = Number(process.env.BENCH_PORT ?? 4496);
const CLIENTS = 16;
const SECONDS = 8;

/** A round-robin proxy on `port` over the replicas' ports: each request to the next one. */
function startProxy(replicaPorts: number[]): Promise<Server> {
	const agent = new Agent({ keepAlive: true, maxSockets: 64 });
	let next = 0;
	const proxy = createServer((incoming, outgoing) => {
		const target = replicaPorts[next++ % replicaPorts.length];
		const forwarded = request(
			{
				host: '127.0.0.1',
				port: target,
				path: incoming.url,
				method: incoming.method,
				headers: incoming.headers,
				agent,
			},
			(answer) => {
				outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
				answer.pipe(outgoing);
			},
		);
		forwarded.on('error', () => {
			outgoing.statusCode = 502;
			outgoing.end();
		});
		incoming.pipe(forwarded);
	});
	return new Promise((resolve) => proxy.listen(port, '127.0.0.1', () => resolve(proxy)));
}

/** The n-th address of 198.18.0.0/15, the benchmarking range: each login from its own. */
function address(n: number): string {
	return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255 || 1}`;
}

interface Call {
	label: string;
	send(n: number): Promise<Response>;
}

const base = `http://127.0.0.1:${port}`;
/** The demo accounts that can log in: logins go round them, as a site's logins spread. */
const LOGINS = Object.values(DEMO_ACCOUNTS).filter(
	(account) => account !== DEMO_ACCOUNTS.unverified,
);
const CALLS: Call[] = [
	{ label: 'GET /api/servers', send: () => fetch(`${base}/api/servers`) },
	{
		label: 'GET NoScope top',
		send: () => fetch(`${base}/api/jailbreak/noscope/top?filterBy=distance`),
	},
	{
		label: 'POST login',
		send: (n) =>
			fetch(`${base}/api/auth/login`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address(n) },
				body: JSON.stringify({
					email: LOGINS[n % LOGINS.length]!.email,
					password: LOGINS[n % LOGINS.length]!.password,
					turnstileToken: 'bench',
				}),
			}),
	},
];

interface Figures {
	perSecond: number;
	median: number;
	p95: number;
	failed: number;
	/** The statuses of the answers that were not a success, counted. */
	refusals: Record<string, number>;
}

/** CLIENTS loops sending `call` for SECONDS; counts, latencies and non-2xx answers. */
async function load(call: Call, offset: number): Promise<Figures> {
	const times: number[] = [];
	let failed = 0;
	let sent = 0;
	const refusals: Record<string, number> = {};
	const started = performance.now();
	const deadline = started + SECONDS * 1000;
	await Promise.all(
		Array.from({ length: CLIENTS }, async () => {
			while (performance.now() < deadline) {
				const begun = performance.now();
				const response = await call.send(offset + sent++).catch(() => undefined);
				await response?.arrayBuffer();
				times.push(performance.now() - begun);
				if (!response?.ok) {
					failed++;
					const status = String(response?.status ?? 'network error');
					refusals[status] = (refusals[status] ?? 0) + 1;
				}
			}
		}),
	);
	const elapsed = (performance.now() - started) / 1000;
	return {
		perSecond: times.length / elapsed,
		median: percentile(times, 0.5),
		p95: percentile(times, 0.95),
		failed,
		refusals,
	};
}

/** Samples the open connections to the database every 100 ms; answers a stop that gives the peak. */
function watchConnections(clusterUrl: string): () => Promise<number> {
	const client = new pg.Client({ connectionString: clusterUrl });
	let peak = 0;
	let running = true;
	const sampling = (async () => {
		await client.connect();
		while (running) {
			const { rows } = await client.query<{ n: number }>(
				"SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = 'bench'",
			);
			peak = Math.max(peak, rows[0]?.n ?? 0);
			await new Promise((resolve) => setTimeout(resolve, 100));
		}
		await client.end();
	})();
	return async () => {
		running = false;
		await sampling;
		return peak;
	};
}

function stopAll(replicas: ChildProcess[]): void {
	for (const replica of replicas) replica.kill('SIGTERM');
}

const cluster = await startThrowawayPostgres();
const admin = new pg.Client({ connectionString: cluster.url });
await admin.connect();
await admin.query('CREATE DATABASE bench');
await admin.end();
const url = cluster.url.replace(/\/postgres$/, '/bench');
const results: Record<number, { figures: Figures[]; peak: number }> = {};
try {
	for (const count of [1, 2]) {
		const replicaPorts = Array.from({ length: count }, (_, index) => port + 1 + index);
		const replicas = replicaPorts.map((replicaPort) =>
			startServe({
				...process.env,
				PORT: String(replicaPort),
				HOST: '127.0.0.1',
				DATABASE_URL: url,
				TRUST_PROXY: 'true',
				AUTH_RATE_LIMIT: '100000',
				ACCESS_LOG: 'off',
			}),
		);
		const proxy = await startProxy(replicaPorts);
		try {
			for (const replicaPort of replicaPorts) {
				await waitForServer(`http://127.0.0.1:${replicaPort}`);
			}
			const stopWatching = watchConnections(cluster.url);
			const figures: Figures[] = [];
			for (const [index, call] of CALLS.entries()) {
				figures.push(await load(call, count * 100_000 + index * 20_000));
			}
			results[count] = { figures, peak: await stopWatching() };
		} finally {
			proxy.close();
			stopAll(replicas);
			await new Promise((resolve) => setTimeout(resolve, 1000));
		}
	}
	console.log(
		`\nReplicas on one PostgreSQL ${cluster.majorVersion}, ${CLIENTS} clients for ${SECONDS} s per call, ${cpus().length} cores\n`,
	);
	console.log(
		`${''.padEnd(18)} ${'1 replica: req/s, median, p95, failed'.padEnd(40)} 2 replicas: req/s, median, p95, failed`,
	);
	const row = (figures: Figures) =>
		`${figures.perSecond.toFixed(0).padStart(6)}/s ${figures.median.toFixed(1).padStart(7)} ms ${figures.p95.toFixed(1).padStart(7)} ms ${String(figures.failed).padStart(5)}`;
	CALLS.forEach((call, index) => {
		console.log(
			`${call.label.padEnd(18)} ${row(results[1]!.figures[index]!).padEnd(40)} ${row(results[2]!.figures[index]!)}`,
		);
	});
	for (const count of [1, 2]) {
		CALLS.forEach((call, index) => {
			const refusals = Object.entries(results[count]!.figures[index]!.refusals);
			if (refusals.length === 0) return;
			const listed = refusals.map(([status, n]) => `${n} × ${status}`).join(', ');
			console.log(`  ${count} replica(s), ${call.label}: not a success: ${listed}`);
		});
	}
	console.log(
		`${'peak connections'.padEnd(18)} ${String(results[1]!.peak).padEnd(40)} ${results[2]!.peak}`,
	);
} finally {
	cluster.stop();
}
